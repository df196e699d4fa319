import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/** A local stand-in for Google's siteverify: it answers per token what Google would. */
const ANSWERS: Record<string, object> = {
  human: { success: true, score: 0.9, action: 'login' },
  robot: { success: true, score: 0.1, action: 'login' },
  otherAction: { success: true, score: 0.9, action: 'register' },
  invalid: { success: false, 'error-codes': ['invalid-input-response'] },
}

describe('reCAPTCHA verification against a siteverify server', () => {
  let server: Server
  const received: URLSearchParams[] = []
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', () => {
        const form = new URLSearchParams(body)
        received.push(form)
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify(ANSWERS[form.get('response') ?? ''] ?? { success: false }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    process.env.RECAPTCHA_SITE_KEY = 'site-key'
    process.env.RECAPTCHA_SECRET_KEY = 'secret-key'
    process.env.RECAPTCHA_VERIFY_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`
  })
  afterAll(() => server?.close())

  it('passes a human for the right action only; refuses robots, other actions, junk and missing tokens', async () => {
    const { verifyCaptcha } = await import('./index')
    expect(await verifyCaptcha('human', 'login', '10.0.0.7')).toBe('passed')
    expect(received.at(-1)?.get('secret')).toBe('secret-key')
    expect(received.at(-1)?.get('remoteip')).toBe('10.0.0.7')
    expect(await verifyCaptcha('robot', 'login')).toBe('failed')
    expect(await verifyCaptcha('otherAction', 'login')).toBe('failed')
    expect(await verifyCaptcha('invalid', 'login')).toBe('failed')
    expect(await verifyCaptcha(undefined, 'login')).toBe('failed')
    expect(await verifyCaptcha('x'.repeat(5000), 'login')).toBe('failed')
  })

  it('refuses when siteverify cannot be reached', async () => {
    const { verifyCaptcha } = await import('./index')
    server.close()
    expect(await verifyCaptcha('human', 'login')).toBe('failed')
  })
})
