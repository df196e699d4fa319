import { describe, expect, it } from 'vitest'
import { createI18n } from './catalog'
import { formatDay } from './format'

describe('dates and numbers per locale', () => {
  const fr = createI18n('fr', {})
  const nl = createI18n('nl', {})
  const en = createI18n('en', {})

  it('formats days in Belgian time with each locale’s conventions', () => {
    // 23:30 UTC is already the next day in Brussels.
    const date = '2026-11-14T23:30:00Z'
    expect(formatDay(fr, date)).toBe('15 nov. 2026')
    expect(formatDay(nl, date)).toBe('15 nov 2026')
    expect(formatDay(en, date)).toBe('15 Nov 2026')
  })

  it('groups thousands the Belgian way in French and Dutch', () => {
    expect(fr.number(12000)).toBe('12\u202f000')
    expect(nl.number(12000)).toBe('12.000')
    expect(en.number(12000)).toBe('12,000')
  })
})
