import { describe, expect, it } from 'vitest'
import {
  crossOriginMutation,
  HSTS,
  methodNotAllowedOnPage,
  setSecurityHeaders,
  unboundedBody,
} from './request-guards'

describe('headers and guards of every answer (docs/security.md)', () => {
  it('adds the security headers, HSTS only when the site is served over https', () => {
    const https = new Headers()
    setSecurityHeaders(https, 'https://tremplin.be')
    expect(Object.fromEntries(https)).toEqual({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': HSTS,
    })
    const http = new Headers({ 'x-frame-options': 'DENY' })
    setSecurityHeaders(http, 'http://localhost:3000')
    expect(http.get('strict-transport-security')).toBeNull()
    expect(http.get('x-frame-options')).toBe('DENY')
  })

  it("refuses another site's page changing anything, not reads nor same-origin calls", () => {
    const post = (origin?: string) =>
      new Request('https://tremplin.be/api/alerts', { method: 'POST', headers: origin ? { origin } : {} })
    expect(crossOriginMutation(post('https://evil.example'))?.status).toBe(403)
    expect(crossOriginMutation(post('https://shop.tremplin.be'))?.status).toBe(403)
    expect(crossOriginMutation(post('null'))?.status).toBe(403)
    expect(crossOriginMutation(post('https://tremplin.be'))).toBeNull()
    expect(crossOriginMutation(post())).toBeNull()
    expect(
      crossOriginMutation(
        new Request('https://tremplin.be/', { headers: { origin: 'https://evil.example' } }),
      ),
    ).toBeNull()
  })

  it('refuses a body too large by its length unread, and a server-function body without a length', () => {
    const chunked = (path: string) =>
      new Request(`https://tremplin.be${path}`, {
        method: 'POST',
        body: new ReadableStream({ start: (controller) => controller.close() }),
        duplex: 'half',
      } as RequestInit)
    expect(unboundedBody(chunked('/_serverFn/abc'))?.status).toBe(411)
    // The /api endpoints read chunked bodies up to their cap themselves.
    expect(unboundedBody(chunked('/api/events/log'))).toBeNull()
    const sized = (path: string, length: number) =>
      new Request(`https://tremplin.be${path}`, {
        method: 'POST',
        headers: { 'content-length': String(length) },
      })
    expect(unboundedBody(sized('/_serverFn/abc', 2 * 1024 * 1024))?.status).toBe(413)
    expect(unboundedBody(sized('/api/upload', 2 * 1024 * 1024))).toBeNull()
    expect(unboundedBody(sized('/_serverFn/abc', 200))).toBeNull()
    expect(unboundedBody(new Request('https://tremplin.be/'))).toBeNull()
  })
})

describe('methods on pages', () => {
  const ask = (method: string, path: string) =>
    methodNotAllowedOnPage(new Request(`http://localhost${path}`, { method }))

  it('reads pages, feeds and files only; the API and server functions answer their own methods', async () => {
    expect(ask('GET', '/offres-emploi')).toBeNull()
    expect(ask('HEAD', '/nl/banen')).toBeNull()
    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST', 'OPTIONS']) {
      const refused = ask(method, '/offres-emploi')
      expect(refused?.status).toBe(405)
      expect(refused?.headers.get('allow')).toBe('GET, HEAD')
    }
    expect(ask('DELETE', '/files/public/x.png')?.status).toBe(405)
    expect(ask('POST', '/api/applications')).toBeNull()
    expect(ask('DELETE', '/api/alerts/x')).toBeNull()
    expect(ask('POST', '/_serverFn/abc')).toBeNull()
  })
})
