import { describe, expect, it } from 'vitest'
import { isSlug } from '~/domain/slugs'
import {
  localeFromPathname,
  localeOrDefault,
  negotiateLocale,
  splitLocalePrefix,
  withLocalePrefix,
} from './locales'

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

describe('localeOrDefault', () => {
  it('keeps a supported locale and falls back to French for anything else', () => {
    expect(localeOrDefault('nl')).toBe('nl')
    expect(localeOrDefault('en')).toBe('en')
    for (const junk of ['de', 'NL', '', undefined, null, 42, { locale: 'nl' }])
      expect(localeOrDefault(junk)).toBe('fr')
  })
})

describe('isSlug', () => {
  it('accepts lowercase slugs and refuses anything that could not be one', () => {
    for (const slug of ['fonds-horizon-solidaire', 'a', 'emploi-2026']) expect(isSlug(slug)).toBe(true)
    for (const junk of ['', '-start', 'Upper', 'with space', 'a/b', '../etc', 'é', 'x'.repeat(200), 7, null])
      expect(isSlug(junk)).toBe(false)
  })
})
