import { describe, expect, it } from 'vitest'
import { OCCUPATIONS } from '~/server/search/occupations'
import { labelsOf, lexiconHits, wordKey } from './occupation-lexicon'

describe('the occupation lexicon', () => {
  it('holds at least 300 occupations, each named in the three languages', () => {
    expect(OCCUPATIONS.length).toBeGreaterThanOrEqual(300)
    for (const labels of OCCUPATIONS) {
      for (const label of labels) expect(label.split('|').every((part) => part.trim().length > 1)).toBe(true)
    }
  })

  it('folds plurals and feminine forms to one key', () => {
    expect(wordKey('comptables')).toBe(wordKey('comptable'))
    expect(wordKey('infirmières')).toBe(wordKey('infirmier'))
    expect(wordKey('vendeuse')).toBe(wordKey('vendeur'))
    expect(wordKey('animatrice')).toBe(wordKey('animateur'))
    expect(wordKey('technicienne')).toBe(wordKey('technicien'))
    expect(wordKey('verpleegkundigen')).toBe(wordKey('verpleegkundige'))
    expect(wordKey('boekhouders')).toBe(wordKey('boekhouder'))
    expect(wordKey('secretaries')).toBe(wordKey('secretary'))
    expect(wordKey('Développeuses')).toBe(wordKey('développeur'))
  })

  it('names the same occupation in the other languages', () => {
    const accountant = labelsOf('accountant')
    expect(accountant.fr).toContain('comptable')
    expect(accountant.nl).toContain('boekhouder')
    expect(labelsOf('comptabilité').nl).toContain('boekhouding')
    expect(labelsOf('boekhouding').nl).toContain('boekhouder')
    expect(labelsOf('développeuses').en).toContain('developer')
  })

  it('finds the longest runs of bare words, never inside quotes, exclusions or or-queries', () => {
    const text = 'project managers Namur'
    const hits = lexiconHits(text)
    expect(hits).toHaveLength(1)
    expect(text.slice(hits[0]!.start, hits[0]!.end)).toBe('project managers')
    expect(hits[0]!.labels.fr).toContain('chef de projet')
    expect(lexiconHits('"comptable" boekhouder')).toHaveLength(1)
    expect(lexiconHits('-comptable')).toHaveLength(0)
    expect(lexiconHits('comptable or boekhouder')).toHaveLength(0)
    expect(lexiconHits('x'.repeat(5000))).toHaveLength(0)
    expect(lexiconHits('"unbalanced chef de projet')).toHaveLength(0)
  })
})
