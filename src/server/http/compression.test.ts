import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  addVary,
  compressBody,
  compressionLevel,
  compressResponse,
  type Encoding,
  negotiateEncoding,
} from './compression'
import { admitted, PAGES_IN_PROGRESS } from './page-admission'

const page = `<!doctype html><html><body>${'<p>Offre d’emploi à Liège</p>'.repeat(200)}</body></html>`
const request = (acceptEncoding?: string) =>
  new Request('http://localhost/offres-emploi', {
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  })
const html = (body: string | null, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', ...headers } })

describe('negotiateEncoding', () => {
  it('prefers Zstandard for a body compressed once, then brotli, then gzip; honours q=0 and the wildcard', () => {
    // Chromium's and Firefox's header.
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('zstd')
    expect(negotiateEncoding('zstd;q=0.5, br')).toBe('br')
    expect(negotiateEncoding('zstd;q=0, br, gzip')).toBe('br')
    // Safari's.
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br')
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip')
    expect(negotiateEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip')
    expect(negotiateEncoding('*')).toBe('br')
    expect(negotiateEncoding('identity')).toBeNull()
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull()
    expect(negotiateEncoding(null)).toBeNull()
  })

  it('never answers Zstandard for a body the page cache keeps (it keeps brotli)', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd', 'kept')).toBe('br')
    expect(negotiateEncoding('zstd, gzip', 'kept')).toBe('gzip')
    expect(negotiateEncoding('zstd', 'kept')).toBeNull()
  })
})

describe('compressResponse', () => {
  it('compresses an HTML page with brotli, gzip or Zstandard, byte for byte the same once decoded', async () => {
    const br = await compressResponse(request('br, gzip'), html(page))
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    const brBytes = Buffer.from(await br.arrayBuffer())
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length)
    expect(brBytes.length).toBeLessThan(Buffer.byteLength(page) / 5)
    expect(brotliDecompressSync(brBytes).toString()).toBe(page)

    const gzip = await compressResponse(request('gzip'), html(page))
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(page)

    const zstd = await compressResponse(request('gzip, deflate, br, zstd'), html(page))
    expect(zstd.headers.get('content-encoding')).toBe('zstd')
    const zstdBytes = Buffer.from(await zstd.arrayBuffer())
    expect(zstdBytes.length).toBeLessThan(Buffer.byteLength(page) / 5)
    expect(zstdDecompressSync(zstdBytes).toString()).toBe(page)
  })

  it('compresses JSON answers and keeps status and headers', async () => {
    const json = Response.json(
      { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: 'Chargé·e de projet' })) },
      { status: 201, headers: { 'x-request': 'kept' } },
    )
    const answer = await compressResponse(request('br'), json)
    expect(answer.status).toBe(201)
    expect(answer.headers.get('x-request')).toBe('kept')
    expect(
      JSON.parse(brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString()).items,
    ).toHaveLength(200)
  })

  it('leaves alone what must not or need not be compressed', async () => {
    const none = await compressResponse(request(), html(page))
    expect(none.headers.get('content-encoding')).toBeNull()
    expect(await none.text()).toBe(page)
    expect(none.headers.get('vary')).toBe('Accept-Encoding')

    const small = await compressResponse(request('br'), html('<p>court</p>'))
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(await small.text()).toBe('<p>court</p>')

    const image = new Response(new Uint8Array(4096), { headers: { 'content-type': 'image/png' } })
    expect(await compressResponse(request('br'), image)).toBe(image)

    const already = html(page, { 'content-encoding': 'gzip' })
    expect(await compressResponse(request('br'), already)).toBe(already)

    const events = new Response('data: 1\n\n'.repeat(500), {
      headers: { 'content-type': 'text/event-stream' },
    })
    expect(await compressResponse(request('br'), events)).toBe(events)
  })
})

describe('compressBody', () => {
  it('compresses at the lightest levels while pages wait in line, as before once they no longer do', async () => {
    const encodings: Encoding[] = ['br', 'gzip', 'zstd']
    const levels = () => encodings.map((encoding) => compressionLevel(encoding, 'fast'))
    const idle = levels()
    expect(idle).toEqual([2, 5, 3])
    // Every place taken and one more page waiting.
    const finish: (() => void)[] = []
    const pages = Array.from({ length: PAGES_IN_PROGRESS + 1 }, () =>
      admitted(() => new Promise<void>((resolve) => finish.push(resolve))),
    )
    await new Promise((resolve) => setImmediate(resolve))
    expect(levels()).toEqual([0, 1, 1])
    // What the page cache keeps is never made lighter.
    expect(compressionLevel('br', 'kept')).toBe(5)
    const decode = { br: brotliDecompressSync, gzip: gunzipSync, zstd: zstdDecompressSync }
    const body = new TextEncoder().encode(page) as Uint8Array<ArrayBuffer>
    for (const encoding of encodings)
      expect(decode[encoding](compressBody(body, encoding)).toString()).toBe(page)
    for (let i = 0; i < PAGES_IN_PROGRESS + 1; i++) {
      finish[i]?.()
      await new Promise((resolve) => setImmediate(resolve))
    }
    await Promise.all(pages)
    expect(levels()).toEqual(idle)
  })
})

describe('addVary', () => {
  it('adds a token once', () => {
    const headers = new Headers({ vary: 'Cookie' })
    addVary(headers, 'Accept-Encoding')
    addVary(headers, 'accept-encoding')
    expect(headers.get('vary')).toBe('Cookie, Accept-Encoding')
  })
})
