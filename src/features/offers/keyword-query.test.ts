import { describe, expect, it } from 'vitest'
import { keywordQuery, labelsText } from './keyword-query'
import { Vocabulary } from './typo-tolerance'

const vocabulary = new Vocabulary([
  { key: 'comptable', display: 'comptable', offers: 4 },
  { key: 'energie', display: 'énergie', offers: 14 },
])

describe('keywordQuery', () => {
  it('widens an occupation with its labels in each language, and a typo with its corrections', () => {
    const query = keywordQuery('accountant enrgie Namur', vocabulary)
    expect(query.groups.map((group) => group.text)).toEqual(['accountant', 'enrgie'])
    expect(query.groups[0]!.labels.fr).toContain('comptable')
    expect(query.groups[0]!.labels.nl).toContain('boekhouder')
    expect(query.groups[1]!.fixes).toEqual(['énergie'])
    expect(query.rest).toBe('Namur')
    expect(query.suggestion).toBe('accountant énergie Namur')
  })

  it('keeps phrases, exclusions and or-queries as written, and widens nothing without expansions', () => {
    expect(keywordQuery('"comptable" -boekhouder', vocabulary).groups).toEqual([])
    expect(keywordQuery('comptable or boekhouder', vocabulary).groups).toEqual([])
    const typosOnly = keywordQuery('accountant enrgie', vocabulary, { expand: false })
    expect(typosOnly.groups.map((group) => group.text)).toEqual(['enrgie'])
    expect(typosOnly.groups[0]!.labels).toEqual({ fr: [], nl: [], en: [] })
  })

  it('writes labels as one websearch text, phrases quoted', () => {
    expect(labelsText(['comptable', 'expert-comptable', 'aide "x"'])).toBe(
      'comptable or "expert-comptable" or "aide x"',
    )
  })
})
