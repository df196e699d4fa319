import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '~/i18n/locales'
import { seedDatabase } from '~/server/db/seed'
import { engines, type TestDatabase } from '../../../tests/databases'
import { searchOffers } from './offer-search.server'
import { toSearchApiPair } from './offer-search-api'

describe.each(engines())('occupations and word families on $name', ({ open }) => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await open()
    await seedDatabase(database.db)
  })
  afterAll(async () => {
    await database?.dispose()
  })

  const search = (locale: Locale, query: string, expand = true) =>
    searchOffers(database.db, locale, { query, filters: {}, page: 1 }, 50, { cached: false, expand })

  it('finds the same occupation in the three languages, the page language first', async () => {
    const result = await search('en', 'accountant')
    const languages = result.offers.map((offer) => offer.language)
    expect(new Set(languages)).toEqual(new Set(['en', 'fr', 'nl']))
    // English offers (as written) first, then the French and Dutch ones found through the occupation.
    expect(languages.lastIndexOf('en')).toBeLessThan(
      Math.min(languages.indexOf('fr'), languages.indexOf('nl')),
    )
    const titles = result.offers.map((offer) => offer.title.toLowerCase())
    expect(titles.some((title) => title.includes('comptable'))).toBe(true)
    expect(titles.some((title) => title.includes('boekhouder'))).toBe(true)
    // Before occupations, the English word found the English offers only.
    const before = await search('en', 'accountant', false)
    expect(before.offers.every((offer) => offer.language === 'en')).toBe(true)
    expect(result.total).toBeGreaterThan(before.total)
  })

  it('joins the words of a family the stemmer keeps apart, and plurals and feminine forms', async () => {
    const accounting = await search('fr', 'comptabilité')
    expect(accounting.offers[0]!.title.toLowerCase()).toContain('comptable')
    expect(accounting.offers[0]!.language).toBe('fr')
    const bookkeeping = await search('nl', 'boekhouding')
    expect(bookkeeping.offers[0]!.title.toLowerCase()).toContain('boekhouder')
    const nurses = await search('fr', 'infirmières')
    expect(nurses.offers[0]!.title.toLowerCase()).toContain('infirmier')
    expect((await search('fr', 'développeuses')).total).toBeGreaterThan(0)
  })

  it('keeps quoted phrases and excluded words exact', async () => {
    const quoted = await search('en', '"accountant"')
    expect(quoted.offers.every((offer) => offer.language === 'en')).toBe(true)
    // An excluded word is excluded from the widened matches too.
    const excluded = await search('fr', 'comptable -boekhouder')
    expect(excluded.total).toBeGreaterThan(0)
    expect(excluded.offers.some((offer) => offer.title.toLowerCase().includes('boekhouder'))).toBe(false)
    expect((await search('fr', 'comptable')).offers.some((offer) => offer.language === 'nl')).toBe(true)
  })

  it('counts facets exactly for what is listed, and gives the API the language of each hit', async () => {
    const result = await search('nl', 'project manager')
    const contracts = Object.values(result.facets.contrat_type).reduce((sum, count) => sum + count, 0)
    expect(contracts).toBe(result.total)
    const [hits, total] = toSearchApiPair(result)
    expect(total).toBe(result.total)
    expect(new Set(hits.map((hit) => hit.langue)).size).toBeGreaterThan(1)
  })

  it('answers bad input quickly with an empty or sensible result, never an error', async () => {
    const inputs = [
      'comptable '.repeat(500),
      'x'.repeat(5000),
      '!?.;:,()[]{}*&|"\'-'.repeat(280),
      "'; drop table offers; -- accountant",
      "accountant' or 1=1 --",
      '(.*)+[a-z]{2,}\\ développeur',
      '^(a+)+$',
      '"chef de projet',
      'chef de "projet',
      '"""',
      'accountant <-> & | ! :* boekhouder',
      'or or or',
      '-"accountant"',
    ]
    for (const locale of ['fr', 'nl', 'en'] as const) {
      for (const input of inputs) {
        const result = await search(locale, input)
        expect(result.total).toBeGreaterThanOrEqual(0)
        expect(result.page).toBeGreaterThanOrEqual(1)
      }
    }
    expect((await search('fr', '"chef de projet')).total).toBeGreaterThan(0)
  })
})
