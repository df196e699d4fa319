import { describe, expect, it } from 'vitest'
import { companyListSearchSchema, companyParamsFromUrl, toCompanyListSearch } from './company-list-url'

describe('company list search params', () => {
  it('keeps the company filters in canonical order and drops everything else silently', () => {
    expect(
      companyListSearchSchema.parse({
        query: ' économie circulaire ',
        sector_activity: 'recycling,bank,mars,bank',
        number_employes: '5_50,huge',
        zones: 'namur',
        remote: 'remote_half_authorized',
        page: '2',
      }),
    ).toEqual({
      query: 'économie circulaire',
      sector_activity: 'bank,recycling',
      number_employes: '5_50',
      zones: 'namur',
      page: 2,
    })
    expect(companyListSearchSchema.parse({ page: 'abc', zones: 42, query: ['a'] })).toEqual({})
    // Present though dropped: the router lays the result over the URL's raw params.
    const dropped = companyListSearchSchema.parse({ page: 'abc', zones: 42, query: ['a'] })
    for (const key of ['page', 'zones', 'query']) expect(dropped).toHaveProperty(key, undefined)
  })

  it('goes from the URL to the service parameters and back', () => {
    const params = companyParamsFromUrl({ sector_activity: 'recycling,eco_design', page: 3 })
    expect(params).toEqual({ query: '', filters: { sector_activity: ['recycling', 'eco_design'] }, page: 3 })
    expect(toCompanyListSearch({ ...params, page: 1 })).toEqual({ sector_activity: 'recycling,eco_design' })
  })
})
