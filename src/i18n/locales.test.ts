import { describe, expect, it } from 'vitest'
import { localeFromPathname, negotiateLocale, splitLocalePrefix, withLocalePrefix } from './locales'

describe('locales', () => {
  it('reads the locale from the URL prefix, French without one', () => {
    expect(localeFromPathname('/')).toBe('fr')
    expect(localeFromPathname('/offres-emploi')).toBe('fr')
    expect(localeFromPathname('/en')).toBe('en')
    expect(localeFromPathname('/nl/banen')).toBe('nl')
    expect(localeFromPathname('/nlx/banen')).toBe('fr')
    expect(localeFromPathname('/english')).toBe('fr')
    expect(splitLocalePrefix('/en/job-offers')).toEqual({ locale: 'en', prefixed: true, rest: '/job-offers' })
  })

  it('adds the prefix except for French', () => {
    expect(withLocalePrefix('fr', '/offres-emploi')).toBe('/offres-emploi')
    expect(withLocalePrefix('nl', '/')).toBe('/nl')
    expect(withLocalePrefix('en', '/job-offers')).toBe('/en/job-offers')
  })

  it('negotiates Accept-Language by quality, region-insensitively', () => {
    expect(negotiateLocale('nl-BE,nl;q=0.9,en;q=0.8')).toBe('nl')
    expect(negotiateLocale('de-DE,en;q=0.5,fr;q=0.7')).toBe('fr')
    expect(negotiateLocale('en-GB')).toBe('en')
    expect(negotiateLocale('de, es;q=0.5')).toBeNull()
    expect(negotiateLocale('nl;q=0, en;q=0.1')).toBe('en')
    expect(negotiateLocale('')).toBeNull()
    expect(negotiateLocale('garbage;;;q=abc')).toBeNull()
  })
})
