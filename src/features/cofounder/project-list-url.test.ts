import { describe, expect, it } from 'vitest'
import { cofounderListInputSchema } from './project-list-input'
import { cofounderListSearchSchema, MAX_LIST_PAGES } from './project-list-url'

describe('co-founder list search params', () => {
  it('keeps a trimmed query and a page number', () => {
    expect(cofounderListSearchSchema.parse({ query: '  vélo cargo ', page: '2' })).toEqual({
      query: 'vélo cargo',
      page: 2,
    })
    // A numeric-looking query stays text.
    expect(cofounderListSearchSchema.parse({ query: 1080 })).toEqual({ query: '1080' })
  })

  it('drops malformed values instead of failing', () => {
    for (const page of ['abc', '0', '-1', '1.5', String(MAX_LIST_PAGES + 1), null]) {
      expect(cofounderListSearchSchema.parse({ page })).toEqual({})
    }
    expect(cofounderListSearchSchema.parse({ query: '   ' })).toEqual({})
    expect(cofounderListSearchSchema.parse({ query: { $ne: 1 } })).toEqual({})
    expect(cofounderListSearchSchema.parse({ query: 'a\u0000b' })).toEqual({ query: 'a b' })
  })

  it('bounds the server function input (the locale comes from the page, not the input)', () => {
    expect(cofounderListInputSchema.parse({ query: 'x', offset: -3 })).toEqual({ query: 'x', offset: 0 })
    expect(cofounderListInputSchema.parse({ offset: 1e9 }).offset).toBe(0)
  })
})
