import { describe, expect, it } from 'vitest'
import type { CvExtraction } from '~/domain/cv-extraction'
import { LOTTE_PROFILE } from '../../../../tests/cv-lines'
import { CONFIDENT, confidenceOf, SURE } from './cv-confidence'

const profile = {
  ...LOTTE_PROFILE,
  title: 'Projectcoördinator energietransitie',
  linkedin: 'linkedin.com/in/lotte-peeters',
}
const entry = {
  company: 'Natuurpunt vzw',
  post: 'Vrijwilliger',
  city: null,
  start: '2018-09',
  end: '2021-02',
  currently_working: false,
  contract_type: null,
  summary: null,
}
const read = (extraction: Partial<CvExtraction>) =>
  confidenceOf({ lang: 'nl', extractable: true, ...extraction })

describe('how sure the reader is of what it took from a CV', () => {
  it('is sure of values that match their pattern, a name her address spells and a known town', () => {
    const confidence = read({ profile })
    for (const key of ['first_name', 'last_name', 'email', 'phone', 'city', 'linkedin'])
      expect(confidence[`profile.${key}`]).toBeGreaterThanOrEqual(SURE)
    expect(confidence['profile.title']).toBeGreaterThanOrEqual(CONFIDENT)
    expect(confidence).not.toHaveProperty('profile.website')
  })

  it('doubts a town no gazetteer knows, a sentence taken for a headline, an impossible birth date', () => {
    const confidence = read({
      profile: {
        ...profile,
        city: 'Projectbeheer',
        title:
          'Ik ben een gedreven persoon die graag met mensen werkt en altijd op zoek is naar nieuwe uitdagingen.',
        birthdate: '1890-01-01',
      },
    })
    expect(confidence['profile.city']).toBeLessThan(CONFIDENT)
    expect(confidence['profile.title']).toBeLessThan(CONFIDENT)
    expect(confidence['profile.birthdate']).toBeLessThan(CONFIDENT)
  })

  it('rates an entry by its weakest part: years without months to check, a missing name or no dates unsure', () => {
    const confidence = read({
      experiences: [
        entry,
        { ...entry, start: '2016', end: '2018' },
        { ...entry, company: null },
        { ...entry, start: null, end: null },
        { ...entry, post: 'Natuurpunt vzw' },
      ],
    })
    expect(confidence['experiences.0']).toBeGreaterThanOrEqual(SURE)
    expect(confidence['experiences.1']).toBeGreaterThanOrEqual(CONFIDENT)
    expect(confidence['experiences.1']).toBeLessThan(SURE)
    for (const index of [2, 3, 4]) expect(confidence[`experiences.${index}`]).toBeLessThan(CONFIDENT)
  })

  it('doubts a sentence taken for a skill', () => {
    const confidence = read({
      skills: ['Excel', 'Je travaille volontiers en équipe et je suis très motivée.'],
    })
    expect(confidence['skills.0']).toBeGreaterThanOrEqual(CONFIDENT)
    expect(confidence['skills.1']).toBeLessThan(CONFIDENT)
  })
})
