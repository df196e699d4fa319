import { describe, expect, it } from 'vitest'
import { parseSearch, stringifySearch } from './search-params'

describe('search params in URLs', () => {
  it('keep quotes (exact match), accents and comma lists lossless', () => {
    const search = { query: '"chef de projet" énergie', zones: 'namur,hainaut' }
    expect(parseSearch(stringifySearch(search))).toEqual(search)
  })

  it('read raw and percent-encoded commas alike', () => {
    expect(parseSearch('?zones=namur,hainaut')).toEqual(parseSearch('?zones=namur%2Chainaut'))
  })
})
