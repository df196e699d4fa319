import type { Messages } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { pageMessagesJson, trackedMessages } from './catalog'

describe('pageMessagesJson', () => {
  const catalogue: Messages = {
    a1: 'Offres d’emploi',
    b2: ['Bonjour ', ['name']],
    c3: '</script><script>alert(1)</script>',
  }

  it('sends the messages a render read, and only those, as JSON a script element cannot end early', () => {
    const { messages, used } = trackedMessages(catalogue)
    void messages.c3
    void messages.a1
    void messages.missing
    const json = pageMessagesJson(catalogue, used)
    expect(json).not.toContain('</script')
    expect(JSON.parse(json)).toEqual({ c3: catalogue.c3, a1: catalogue.a1 })
  })

  it('gives the same JSON when asked again (entries kept per catalogue)', () => {
    const first = pageMessagesJson(catalogue, ['b2', 'a1'])
    expect(pageMessagesJson(catalogue, ['b2', 'a1'])).toBe(first)
    expect(JSON.parse(first)).toEqual({ b2: catalogue.b2, a1: catalogue.a1 })
    expect(JSON.parse(pageMessagesJson(catalogue, []))).toEqual({})
  })
})
