import { describe, expect, it } from 'vitest'
import { createI18n } from './catalog'
import { DISPLAY_TIME_ZONE, formatDay, formatNumber } from './format'

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

  it('writes numbers and days as Lingui does, also when they come again', () => {
    for (const i18n of [fr, nl, en]) {
      for (const value of [0, 7, 12000, 1234567.5]) expect(formatNumber(i18n, value)).toBe(i18n.number(value))
      for (const day of [
        '2026-01-01T00:00:00Z',
        '2026-06-30T22:30:00Z',
        new Date(Date.UTC(2026, 10, 14, 23, 30)),
      ]) {
        const lingui = i18n.date(day, {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: DISPLAY_TIME_ZONE,
        })
        expect(formatDay(i18n, day)).toBe(lingui)
        expect(formatDay(i18n, day)).toBe(lingui)
      }
    }
  })
})
