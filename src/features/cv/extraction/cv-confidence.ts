/**
 * How sure the reader is of each value it took from a CV's layout (docs/cv-import.md#confidence), from what
 * the value itself shows: a pattern it must match, a place the gazetteer knows, an entry with all its parts.
 * Values below CONFIDENT are proposed to the talent rather than written into her profile.
 */
import type { CvConfidence, CvExtraction } from '~/domain/cv-extraction'
import { readLocation } from '~/server/places/gazetteer'
import { fold } from './cv-text'

type CvExperience = NonNullable<CvExtraction['experiences']>[number]
type CvDiploma = NonNullable<CvExtraction['diplomas']>[number]

/** A value read well enough to be written; below it, only proposed. */
export const CONFIDENT = 0.6
/** Sure enough that nothing asks her to look twice. */
export const SURE = 0.85

const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i
/** A sentence, not a name or a title: long, or ending on a full stop. */
const sentenceLike = (text: string) => text.length > 90 || /[.;]$/.test(text.trim()) || /\s{2}/.test(text)
const words = (text: string) => text.trim().split(/\s+/).length

function nameConfidence(profile: NonNullable<CvExtraction['profile']>): number {
  const { first_name: first, last_name: last, email } = profile
  if (!first || !last) return first || last ? 0.45 : 0
  // Her address often spells her name: the strongest sign the name is hers.
  const local = fold(email?.split('@')[0] ?? '')
  const spelt = [first, last].some((part) =>
    fold(part)
      .split(/[\s'-]+/)
      .some((piece) => piece.length > 2 && local.includes(piece)),
  )
  if (spelt) return 0.95
  return words(`${first} ${last}`) <= 4 ? 0.8 : 0.5
}

function birthdateConfidence(birthdate: string): number {
  const age = new Date().getUTCFullYear() - Number(birthdate.slice(0, 4))
  return age >= 15 && age <= 80 ? 0.9 : 0.2
}

function profileConfidence(profile: NonNullable<CvExtraction['profile']>): CvConfidence {
  const confidence: CvConfidence = {}
  const set = (key: keyof typeof profile, value: number) => {
    if (profile[key]) confidence[`profile.${key}`] = value
  }
  const name = nameConfidence(profile)
  set('first_name', name)
  set('last_name', name)
  if (profile.title) set('title', sentenceLike(profile.title) || words(profile.title) > 12 ? 0.4 : 0.75)
  if (profile.email) set('email', EMAIL.test(profile.email) ? 0.95 : 0.3)
  // The phone went through libphonenumber's validation already.
  set('phone', 0.95)
  if (profile.city) set('city', readLocation(profile.city, { anySize: true }) ? 0.85 : 0.4)
  set('website', 0.8)
  if (profile.linkedin) set('linkedin', /linkedin\.com\/(?:in|pub)\//i.test(profile.linkedin) ? 0.95 : 0.6)
  if (profile.birthdate) set('birthdate', birthdateConfidence(profile.birthdate))
  return confidence
}

/** An entry is as sure as its weakest part: dates, then its two names. */
function entryConfidence(names: (string | null)[], start: string | null, end: string | null): number {
  let confidence = 0.9
  if (!start && !end) confidence = Math.min(confidence, 0.45)
  else if (!start || start.length === 4) confidence = Math.min(confidence, 0.75)
  const [first, second] = names
  if (!first || !second) confidence = Math.min(confidence, 0.55)
  if (first && second && fold(first) === fold(second)) confidence = Math.min(confidence, 0.3)
  if (names.some((name) => name && sentenceLike(name))) confidence = Math.min(confidence, 0.4)
  return confidence
}

const experienceConfidence = (entry: CvExperience) =>
  entryConfidence(
    [entry.post, entry.company],
    entry.start,
    entry.end ?? (entry.currently_working ? 'now' : null),
  )

const diplomaConfidence = (entry: CvDiploma) =>
  entryConfidence([entry.name, entry.school], entry.start, entry.end ?? (entry.still_studying ? 'now' : null))

/** A skill is a few words; a sentence taken for one is a guess. */
const skillConfidence = (skill: string) => (sentenceLike(skill) || words(skill) > 6 ? 0.35 : 0.8)

/** Each value's confidence, keyed by its path ("profile.city", "experiences.2", "skills.0"). */
export function confidenceOf(extraction: CvExtraction): CvConfidence {
  return {
    ...(extraction.profile ? profileConfidence(extraction.profile) : {}),
    ...Object.fromEntries(
      (extraction.experiences ?? []).map((entry, index) => [
        `experiences.${index}`,
        experienceConfidence(entry),
      ]),
    ),
    ...Object.fromEntries(
      (extraction.diplomas ?? []).map((entry, index) => [`diplomas.${index}`, diplomaConfidence(entry)]),
    ),
    ...Object.fromEntries(
      (extraction.skills ?? []).map((skill, index) => [`skills.${index}`, skillConfidence(skill)]),
    ),
    ...Object.fromEntries((extraction.languages ?? []).map((_, index) => [`languages.${index}`, 0.9])),
  }
}

/** Exact values (an attached Europass document): every one is sure. */
export function exactConfidence(extraction: CvExtraction): CvConfidence {
  return Object.fromEntries(Object.keys(confidenceOf(extraction)).map((path) => [path, 1]))
}
