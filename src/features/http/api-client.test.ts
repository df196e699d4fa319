import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_RETRIES, apiFetch } from './api-client'

/** A real HTTP server that fails the first `failures` requests of each path with `status`. */
describe('the browser API client (docs/product.md#api)', () => {
  let server: Server
  let base: string
  const seen: { method: string; path: string; language: string | undefined }[] = []
  const plan = new Map<string, { failures: number; status: number }>()
  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push({
        method: request.method ?? '',
        path: request.url ?? '',
        language: request.headers['accept-language'],
      })
      const step = plan.get(request.url ?? '')
      if (step && step.failures > 0) {
        step.failures -= 1
        response.writeHead(step.status, step.status === 429 ? { 'retry-after': '0' } : {})
        return response.end()
      }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('{"ok":true}')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const calls = (path: string) => seen.filter((call) => call.path === path)

  it('says the language on every request and retries a GET up to 3 times', async () => {
    plan.set('/flaky', { failures: 3, status: 503 })
    const answer = await apiFetch(`${base}/flaky`, { locale: 'nl' })
    expect(answer.status).toBe(200)
    expect(calls('/flaky')).toHaveLength(1 + API_RETRIES)
    expect(calls('/flaky').every((call) => call.language === 'nl')).toBe(true)

    plan.set('/down', { failures: 10, status: 502 })
    expect((await apiFetch(`${base}/down`, { locale: 'en' })).status).toBe(502)
    expect(calls('/down')).toHaveLength(1 + API_RETRIES)
  })

  it('never sends a POST twice, and does not retry what a retry cannot fix', async () => {
    plan.set('/post', { failures: 1, status: 503 })
    expect((await apiFetch(`${base}/post`, { locale: 'fr', method: 'POST', body: '{}' })).status).toBe(503)
    expect(calls('/post')).toHaveLength(1)
    plan.set('/missing', { failures: 1, status: 404 })
    expect((await apiFetch(`${base}/missing`, { locale: 'fr' })).status).toBe(404)
    expect(calls('/missing')).toHaveLength(1)
  })

  it('retries after a network error and honours Retry-After', async () => {
    plan.set('/busy', { failures: 2, status: 429 })
    expect((await apiFetch(`${base}/busy`, { locale: 'fr' })).status).toBe(200)
    expect(calls('/busy')).toHaveLength(3)
    let attempts = 0
    const flakyNetwork: typeof fetch = async (input, init) => {
      attempts += 1
      if (attempts < 3) throw new TypeError('fetch failed')
      return fetch(input, init)
    }
    expect((await apiFetch(`${base}/ok`, { locale: 'fr' }, flakyNetwork)).status).toBe(200)
    expect(attempts).toBe(3)
  })
})
