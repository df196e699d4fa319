import { describe, expect, it } from 'vitest'
import { flag, oneOf, searchParams, text, uuid, wholeNumber } from './search-params'

describe('search params read from a URL', () => {
  const search = searchParams({
    status: oneOf(['new', 'pending'] as const),
    page: wholeNumber(1, 50),
    query: text(10, { trim: true }),
    saved: flag,
    company: uuid,
  })

  it('keeps valid values, from the types the router parses or from hand-typed text', () => {
    expect(
      search.parse({
        status: 'pending',
        page: '3',
        query: '  vélo  ',
        saved: true,
        company: 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11',
      }),
    ).toEqual({
      status: 'pending',
      page: 3,
      query: 'vélo',
      saved: true,
      company: 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11',
    })
    expect(search.parse({ page: 7, saved: 'false' })).toEqual({ page: 7, saved: false })
  })

  it('drops what is invalid, unknown or absent instead of failing, so any shared URL opens', () => {
    expect(
      search.parse({
        status: 'sent',
        page: '1.5',
        query: 'far more than ten characters',
        saved: 'yes',
        company: '1; drop table',
        other: 'x',
      }),
    ).toEqual({})
    for (const page of [0, -2, 51, '', ' ', 'abc', null, ['2'], { $gt: 1 }]) {
      expect(search.parse({ page })).toEqual({})
    }
    expect(search.parse({ status: ['new'] })).toEqual({})
    expect(search.parse(undefined)).toEqual({})
    expect(search.parse('page=2')).toEqual({})
  })

  it('covers every field, so that the router, laying it over the raw params, keeps no invalid value', () => {
    const raw = { page: 'abc', query: '\u0000'.repeat(20), other: 'kept' }
    expect({ ...raw, ...search.parse(raw) }).toEqual({ other: 'kept' })
    expect(Object.keys(search.parse({}))).toEqual(['status', 'page', 'query', 'saved', 'company'])
  })
})
