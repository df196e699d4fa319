import { describe, expect, it } from 'vitest'
import { offerListSearchSchema, parseOfferFilters, parseQuery, searchParamsFromUrl } from './offer-list-url'

describe('job list search params', () => {
  it('keeps valid values in canonical order and drops the rest silently', () => {
    const search = offerListSearchSchema.parse({
      query: '"chef de projet" énergie',
      zones: 'namur,hainaut,atlantis,namur',
      remote: 'remote_half_authorized',
      contrat_type: 'cdi,permanent',
      page: '3',
      unknown: 'x',
    })
    expect(search).toEqual({
      query: '"chef de projet" énergie',
      zones: 'namur,hainaut',
      remote: 'remote_half_authorized',
      contrat_type: 'cdi',
      page: 3,
    })
  })

  it('turns any junk into the default state, never an error', () => {
    expect(offerListSearchSchema.parse({ page: '-2', zones: 42, query: ['a'] })).toEqual({})
    expect(offerListSearchSchema.parse({ page: '1.5' })).toEqual({})
    expect(offerListSearchSchema.parse({ query: 2024 })).toEqual({ query: '2024' })
  })

  it('accepts filters as arrays too (the API form) and ignores unknown keys', () => {
    expect(
      parseOfferFilters({ zones: ['liege', 'nowhere'], sector_activity: ['recycling'], lang: ['fr'] }),
    ).toEqual({
      zones: ['liege'],
      sector_activity: ['recycling'],
    })
    expect(parseOfferFilters('zones=liege')).toEqual({})
  })

  it('cuts over-long queries and removes control characters', () => {
    expect(parseQuery(`a\u0000b${'x'.repeat(500)}`)).toHaveLength(200)
    expect(parseQuery('  énergie\n')).toBe('énergie')
  })

  it('gives the service its parameters', () => {
    expect(searchParamsFromUrl({ zones: 'hainaut,namur', page: 2 })).toEqual({
      query: '',
      filters: { zones: ['namur', 'hainaut'] },
      page: 2,
    })
  })
})
