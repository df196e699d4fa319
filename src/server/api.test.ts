import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parseJsonBody } from './api'

const post = (body: string) =>
  new Request('http://localhost/api/x', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })

describe('JSON bodies of /api', () => {
  it('arrive with their strings storable: a NUL dropped, a lone surrogate made U+FFFD', async () => {
    const schema = z.object({ note: z.string(), tags: z.array(z.string()) })
    const parsed = await parseJsonBody(post('{"note":"ok\\u0000 then","tags":["a\\ud800"]}'), schema)
    expect(parsed).toEqual({ ok: true, data: { note: 'ok then', tags: ['a\uFFFD'] } })
  })

  it('answer 400 for a body that is not JSON', async () => {
    const parsed = await parseJsonBody(post('{"note":'), z.object({ note: z.string() }))
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.response.status).toBe(400)
  })
})
