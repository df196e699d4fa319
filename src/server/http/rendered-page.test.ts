import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { bodyBytes, renderedPageResponse, unedited } from './rendered-page'

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

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
    expect(decode(await bodyBytes(response))).toBe(html)
    expect(response.bodyUsed).toBe(false)
    expect(await response.text()).toBe(html)
  })

  it('are written from their parts, hashed with the scripts the parts add', async () => {
    const parts = ['<!DOCTYPE html><html><body><p>Été ’ 💥</p>', '<script>go()</script>', '</body></html>']
    const response = renderedPageResponse(
      { rendered: html, parts, addedScripts: ['go()'] },
      { status: 200, headers: new Headers() },
    )
    expect(decode(await bodyBytes(response))).toBe(parts.join(''))
    expect(response.headers.get('content-security-policy')).toContain(
      `script-src 'self' ${hashOf('self.$R=1')} ${hashOf('go()')}`,
    )
  })

  it('any other answer is read from its body', async () => {
    const other = new Response('{"a":"é"}', { headers: { 'content-type': 'application/json' } })
    expect(decode(await bodyBytes(other))).toBe('{"a":"é"}')
    expect(other.bodyUsed).toBe(true)
  })
})
