import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  answerFromCache,
  cachedPage,
  clearPageCache,
  keepPage,
  pageCacheAdmits,
  pageCacheKey,
} from './page-cache'

const url = new URL('http://localhost/nl/banen?zones=namur')
const key = pageCacheKey(url)
const body = `<!doctype html><html lang="nl-BE"><body>${'<article>Vacature</article>'.repeat(300)}</body></html>`
const rendered = (headers: Record<string, string> = {}, status = 200) =>
  new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, s-maxage=60',
      vary: 'Cookie',
      ...headers,
    },
  })
const get = (headers: Record<string, string> = {}, method = 'GET') => new Request(url, { method, headers })

describe('page cache', () => {
  beforeEach(() => clearPageCache())

  it('keys pages by path and query (the locale is in the path)', () => {
    expect(pageCacheKey(new URL('http://x/offres-emploi?page=2'))).toBe('/offres-emploi?page=2')
    expect(pageCacheKey(new URL('http://x/en/job-offers'))).not.toBe(
      pageCacheKey(new URL('http://x/nl/banen')),
    )
  })

  it('keeps a page from the second time its URL is missed', () => {
    expect(pageCacheAdmits(key)).toBe(false)
    expect(pageCacheAdmits(pageCacheKey(new URL('http://localhost/nl/banen?zones=liege')))).toBe(false)
    expect(pageCacheAdmits(key)).toBe(true)
    // Kept then: a later miss (a new data version, an expired copy) starts over.
    expect(pageCacheAdmits(key)).toBe(false)
    clearPageCache()
    expect(pageCacheAdmits(pageCacheKey(new URL('http://localhost/nl/banen?zones=liege')))).toBe(false)
  })

  it('keeps a page, serves it at the same data version only', async () => {
    expect(await keepPage(key, '7.3', rendered())).not.toBeNull()
    expect(cachedPage(key, '7.3')).not.toBeNull()
    expect(cachedPage(key, '8.3')).toBeNull()
    // A stale entry is dropped, not kept for a version that may come back.
    expect(cachedPage(key, '7.3')).toBeNull()
  })

  it('never keeps a page that sets a cookie, an error, or anything but HTML', async () => {
    expect(await keepPage(key, '1.1', rendered({ 'set-cookie': 'tal.locale=nl; Path=/' }))).toBeNull()
    expect(await keepPage(key, '1.1', rendered({}, 404))).toBeNull()
    expect(await keepPage(key, '1.1', Response.json({ a: 1 }))).toBeNull()
    expect(cachedPage(key, '1.1')).toBeNull()
  })

  it('answers compressed as the client accepts, with its own ETag, 304 when the client has it, no body to HEAD', async () => {
    const page = (await keepPage(key, '1.1', rendered()))!
    const br = answerFromCache(get({ 'accept-encoding': 'gzip, br' }), page, 'hit')
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('x-page-cache')).toBe('hit')
    expect(br.headers.get('cache-control')).toBe('public, s-maxage=60')
    expect(br.headers.get('vary')).toBe('Cookie, Accept-Encoding')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(body)

    const gzip = answerFromCache(get({ 'accept-encoding': 'gzip' }), page, 'hit')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(body)

    const plain = answerFromCache(get(), page, 'hit')
    expect(await plain.text()).toBe(body)

    const etag = br.headers.get('etag')!
    const notModified = answerFromCache(get({ 'if-none-match': etag }), page, 'hit')
    expect(notModified.status).toBe(304)
    expect(await notModified.text()).toBe('')

    const head = answerFromCache(get({ 'accept-encoding': 'br' }, 'HEAD'), page, 'hit')
    expect(head.headers.get('content-length')).toBe(String(page.br.byteLength))
    expect(await head.text()).toBe('')
  })
})
