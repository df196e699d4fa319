import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDatabase } from '~/server/db/seed'
import { engines, type TestDatabase } from '../../../tests/databases'
import type { OfferSearchParams } from './offer-list-url'
import { searchOffers } from './offer-search.server'
import { searchOffersFromInput } from './offer-search-page.server'

describe.each(engines())('the job list rendered in process on $name', ({ open }) => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await open()
    await seedDatabase(database.db, { offers: 60 })
  })
  afterAll(() => database.dispose())

  it('answers what the server function answers, its input made storable and validated alike', async () => {
    const clean: OfferSearchParams = { query: '', filters: { zones: ['namur'] }, page: 1 }
    const expected = await searchOffers(database.db, 'fr', clean, undefined, { cached: false })
    expect(expected.total).toBeGreaterThan(0)
    // A NUL and a control character (forged), an unknown filter value and a page that is not a number.
    const forged = { query: '\0 \u0001', filters: { zones: ['namur', 'atlantis'] }, page: 'x' }
    const result = await searchOffersFromInput(database.db, 'fr', forged)
    expect(result.total).toBe(expected.total)
    expect(result.offers.map((offer) => offer.id)).toEqual(expected.offers.map((offer) => offer.id))
    expect(result.facets).toEqual(expected.facets)
  })
})
