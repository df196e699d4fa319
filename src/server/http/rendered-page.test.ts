import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { withBodyBytes } from './page-bytes'
import { compressPageAs, keptBrotliBody, renderedPageResponse, unedited } from './rendered-page'

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes)
const bodyText = (response: Response) => withBodyBytes(response, decode)

describe('rendered pages', () => {
  const html = '<!DOCTYPE html><html><body><p>Été</p><script>self.$R=1</script></body></html>'

  it('carry the policy of their own inline scripts', () => {
    const response = renderedPageResponse(unedited(html), {
      status: 404,
      headers: new Headers({ vary: 'Cookie' }),
    })
    expect(response.status).toBe(404)
    expect(response.headers.get('vary')).toBe('Cookie')
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-security-policy')).toContain(
      `script-src 'self' ${hashOf('self.$R=1')}`,
    )
  })

  it('give their bytes without reading the body, which still holds the same page', async () => {
    const response = renderedPageResponse(unedited(html), { status: 200, headers: new Headers() })
    expect(await bodyText(response)).toBe(html)
    expect(response.bodyUsed).toBe(false)
    expect(await response.text()).toBe(html)
  })

  it('are written from their parts, hashed as sent', async () => {
    const parts = [
      '<!DOCTYPE html><html><body><p>Été ’ 💥</p><scr',
      'ipt>go("’")</script><script>self.$R=1</script>',
      '</body></html>',
    ]
    const response = renderedPageResponse({ parts }, { status: 200, headers: new Headers() })
    expect(await bodyText(response)).toBe(parts.join(''))
    expect(await response.text()).toBe(parts.join(''))
    expect(response.headers.get('content-security-policy')).toContain(
      `script-src 'self' ${hashOf('go("’")')} ${hashOf('self.$R=1')};`,
    )
  })

  it('any other answer is read from its body', async () => {
    const other = new Response('{"a":"é"}', { headers: { 'content-type': 'application/json' } })
    expect(await bodyText(other)).toBe('{"a":"é"}')
    expect(other.bodyUsed).toBe(true)
  })
})

describe('the buffer rendered pages are written into to be compressed', () => {
  it('holds each page in turn, a longer one after a shorter one, whatever its characters', async () => {
    const short = renderedPageResponse(unedited('<p>court</p>'), { status: 200, headers: new Headers() })
    const long = '<p>Été ’ 💥 « long »</p>'.repeat(40_000) // ~1 MB of UTF-8, past the buffer's first size
    const longResponse = renderedPageResponse(
      { parts: [long.slice(0, 7), long.slice(7)] },
      { status: 200, headers: new Headers() },
    )
    expect(await bodyText(short)).toBe('<p>court</p>')
    expect(await bodyText(longResponse)).toBe(long)
    expect(await bodyText(short)).toBe('<p>court</p>')
  })
})

describe('pages compressed with their render', () => {
  const page = `<!DOCTYPE html><html><body>${'<p>Été ’ « offre »</p>'.repeat(200)}</body></html>`
  const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer())

  it('for the page cache: brotli, the bytes kept beside the answer', async () => {
    const request = new Request('http://localhost/offres-emploi')
    compressPageAs(request, { encoding: 'br', effort: 'kept' })
    const response = renderedPageResponse(unedited(page), { status: 200, headers: new Headers(), request })
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    const body = await bytesOf(response)
    expect(response.headers.get('content-length')).toBe(String(body.byteLength))
    expect(brotliDecompressSync(body).toString('utf8')).toBe(page)
    expect(Buffer.from(keptBrotliBody(response)!)).toEqual(body)
  })

  it('for one client: as it accepts, nothing kept', async () => {
    const request = new Request('http://localhost/compte')
    compressPageAs(request, { encoding: 'gzip', effort: 'fast' })
    const response = renderedPageResponse(unedited(page), { status: 200, headers: new Headers(), request })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(await bytesOf(response)).toString('utf8')).toBe(page)
    expect(keptBrotliBody(response)).toBeNull()
  })

  it('not for a request that did not ask', async () => {
    const request = new Request('http://localhost/offres-emploi')
    const response = renderedPageResponse(unedited(page), { status: 200, headers: new Headers(), request })
    expect(response.headers.has('content-encoding')).toBe(false)
    expect(await response.text()).toBe(page)
  })
})
