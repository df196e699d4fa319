import { describe, expect, it } from 'vitest'
import { answeringClientsThatLeft, clientWentAway } from './client-went-away'

function abortedRequest() {
  const controller = new AbortController()
  const request = new Request('http://localhost/api/resized', { signal: controller.signal })
  controller.abort(new Error('aborted'))
  return { request, reason: controller.signal.reason as Error }
}

describe('requests whose client went away', () => {
  it('are answered 499 instead of throwing the abort reason', async () => {
    const { request, reason } = abortedRequest()
    const handler = answeringClientsThatLeft(async (_request: Request) => {
      throw reason
    })
    const response = await handler(request)
    expect(response.status).toBe(499)
    expect(await response.text()).toBe('')
  })

  it('let every other failure through, and every answer', async () => {
    const failing = answeringClientsThatLeft(async (_request: Request) => {
      throw new Error('database down')
    })
    await expect(failing(new Request('http://localhost/'))).rejects.toThrow('database down')
    const answering = answeringClientsThatLeft(
      async (_request: Request, status: number) => new Response('ok', { status }),
    )
    expect((await answering(new Request('http://localhost/'), 201)).status).toBe(201)
  })

  it('include a connection reset while the request was still open', () => {
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })
    expect(clientWentAway(new Request('http://localhost/'), reset)).toBe(true)
    expect(clientWentAway(new Request('http://localhost/'), new Error('other'))).toBe(false)
    expect(clientWentAway(abortedRequest().request, new Error('other'))).toBe(true)
  })
})
