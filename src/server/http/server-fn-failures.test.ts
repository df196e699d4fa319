import { describe, expect, it } from 'vitest'
import { clarifyServerFnFailure, isThrownServerFnAnswer, serverFnThrowAnswer } from './server-fn-failures'

/** What Start sends for a call it could not start (its serialized error, status 500). */
const startFailure = (message: string) =>
  new Response(
    JSON.stringify({
      t: 10,
      i: 0,
      p: { k: ['error'], v: [{ t: 25, s: { message: { t: 1, s: message } } }] },
    }),
    { status: 500, headers: { 'content-type': 'application/json', 'x-tss-serialized': 'true' } },
  )
const fn = new URL('http://localhost/_serverFn/0123abcd')

describe('server-function calls that could not start (docs/security.md)', () => {
  it('an unknown function is a 404, an unreadable body a 400, both without the parser’s words', async () => {
    const unknown = await clarifyServerFnFailure(fn, startFailure('Server function info not found for nope'))
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: { status: 404, message: 'No such server function.' } })
    for (const message of [
      "Expected property name or '}' in JSON at position 1",
      'Seroval Error (step: 3)',
      'Unexpected end of JSON input',
    ]) {
      const answer = await clarifyServerFnFailure(fn, startFailure(message))
      expect(answer.status).toBe(400)
      expect(await answer.text()).not.toContain(message)
    }
  })

  it('answers what Start throws for an unknown function; anything else thrown goes on', () => {
    expect(serverFnThrowAnswer(fn, new Error('Server function info not found for nope'))?.status).toBe(404)
    expect(serverFnThrowAnswer(fn, new Error('database down'))).toBeNull()
    expect(
      serverFnThrowAnswer(new URL('http://localhost/'), new Error('Server function info not found')),
    ).toBeNull()
  })

  it('leaves every other answer alone: a real failure stays a 500, pages are not read', async () => {
    const bug = startFailure('Cannot read properties of undefined')
    expect(await clarifyServerFnFailure(fn, bug)).toBe(bug)
    const page = new Response('Server function info not found', { status: 500 })
    expect(await clarifyServerFnFailure(new URL('http://localhost/offres-emploi'), page)).toBe(page)
    const ok = new Response('{}', { status: 200 })
    expect(await clarifyServerFnFailure(fn, ok)).toBe(ok)
  })
})

describe('server functions that threw', () => {
  const answer = (body: string, status = 200) =>
    new Response(body, {
      status,
      headers: { 'content-type': 'application/json', 'x-tss-serialized': 'true' },
    })
  const url = new URL('http://localhost/_serverFn/abc')

  it('are told from results by their serialized payload, and only for server functions', async () => {
    const thrown = '{"t":10,"i":0,"p":{"k":["error"],"v":[{"t":13,"i":1,"s":"Error"}]},"o":0}'
    const result = '{"t":10,"i":0,"p":{"k":["result"],"v":[{"t":2,"s":2}]},"o":0}'
    expect(await isThrownServerFnAnswer(url, answer(thrown))).toBe(true)
    expect(await isThrownServerFnAnswer(url, answer(result))).toBe(false)
    expect(await isThrownServerFnAnswer(new URL('http://localhost/api/x'), answer(thrown))).toBe(false)
    expect(await isThrownServerFnAnswer(url, answer(thrown, 500))).toBe(false)
  })
})
