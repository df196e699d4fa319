import { describe, expect, it } from 'vitest'
import { typoQuery } from './typo-query'
import { allowedTypos, foldWord, typoDistance, Vocabulary } from './typo-tolerance'

const vocabulary = new Vocabulary([
  { key: 'energie', display: 'énergie', offers: 14 },
  { key: 'energie', display: 'energie', offers: 3 },
  { key: 'comptabilite', display: 'comptabilité', offers: 4 },
  { key: 'comptable', display: 'comptable', offers: 4 },
  { key: 'chef', display: 'chef', offers: 30 },
  { key: 'projet', display: 'projet', offers: 40 },
  { key: 'boekhouder', display: 'boekhouder', offers: 2 },
  { key: 'vente', display: 'vente', offers: 9 },
  { key: 'rente', display: 'rente', offers: 1 },
])

describe('typo distance', () => {
  it('counts insertions, deletions, substitutions and swaps as one typo each', () => {
    expect(typoDistance('enrgie', 'energie', 2)).toBe(1)
    expect(typoDistance('enegrie', 'energie', 2)).toBe(1)
    expect(typoDistance('energiee', 'energie', 2)).toBe(1)
    expect(typoDistance('enxrgie', 'energie', 2)).toBe(1)
    expect(typoDistance('comptabilte', 'comptabilite', 2)).toBe(1)
    expect(typoDistance('cmoptabilte', 'comptabilite', 2)).toBe(2)
  })

  it('counts a changed first letter twice and stops past the limit', () => {
    expect(typoDistance('rnergie', 'energie', 2)).toBe(2)
    expect(typoDistance('rnergie', 'energie', 1)).toBe(2)
    expect(typoDistance('abcdefgh', 'stuvwxyz', 2)).toBe(3)
    expect(typoDistance('court', 'beaucoup plus long', 2)).toBe(3)
  })

  it('allows 1 typo from 5 letters and 2 from 9, as Meilisearch does by default', () => {
    expect(allowedTypos('chef')).toBe(0)
    expect(allowedTypos('vente')).toBe(1)
    expect(allowedTypos('comptable')).toBe(2)
    expect(foldWord('Énergie')).toBe('energie')
  })
})

describe('vocabulary corrections', () => {
  it('finds the offers’ words within the allowed typos, the closest and most frequent first', () => {
    expect(vocabulary.corrections('enrgie').map((c) => c.display)).toEqual(['énergie'])
    // Two typos are allowed from 9 letters: "comptable" is two deletions away, after the one-typo match.
    expect(vocabulary.corrections('Comptabilte').map((c) => c.display)).toEqual(['comptabilité', 'comptable'])
    expect(vocabulary.corrections('boekhoudr').map((c) => c.key)).toEqual(['boekhouder'])
  })

  it('corrects the first letter of words of 9 letters or more, the rest written as typed', () => {
    for (const typo of ['xomptabilite', 'omptabilite', 'ocmptabilite', 'acomptabilite']) {
      expect(vocabulary.corrections(typo)[0]?.key).toBe('comptabilite')
    }
    expect(vocabulary.corrections('xomptabilte')).toEqual([])
  })

  it('never corrects short words, nor the first letter of words under 9 letters', () => {
    expect(vocabulary.corrections('chaf')).toEqual([])
    expect(vocabulary.corrections('bente')).toEqual([])
    expect(vocabulary.corrections('vente').map((c) => c.key)).toEqual([])
    expect(vocabulary.corrections('rnergie')).toEqual([])
  })
})

describe('typo query', () => {
  it('corrects bare words and suggests the corrected text', () => {
    const query = typoQuery('chef de projet enrgie', vocabulary)
    expect(query.words.map((w) => w.word)).toEqual(['enrgie'])
    expect(query.rest).toBe('chef de projet')
    expect(query.suggestion).toBe('chef de projet énergie')
  })

  it('keeps quoted phrases, exclusions and or-queries as written', () => {
    expect(typoQuery('"chef de projet enrgie"', vocabulary).words).toEqual([])
    expect(typoQuery('-enrgie projet', vocabulary).words).toEqual([])
    expect(typoQuery('enrgie or comptabilte', vocabulary).words).toEqual([])
    const mixed = typoQuery('"chef de projet" enrgie,', vocabulary)
    expect(mixed.rest).toBe('"chef de projet" ,')
    expect(mixed.suggestion).toBe('"chef de projet" énergie,')
  })

  it('suggests nothing when every word is known', () => {
    const query = typoQuery('projet energie', vocabulary)
    expect(query.suggestion).toBeNull()
  })

  it('stays quick and sensible on hostile text', () => {
    const inputs = [
      'a'.repeat(5000),
      '!?.;:,'.repeat(800),
      "'; drop table offers; --",
      '(.*)+[',
      '"""',
      'é'.repeat(5000),
    ]
    const started = performance.now()
    for (const input of inputs) {
      const query = typoQuery(input, vocabulary)
      expect(query.words.length).toBeLessThanOrEqual(8)
    }
    expect(performance.now() - started).toBeLessThan(200)
  })
})
