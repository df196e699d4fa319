/**
 * Filling a talent's profile from her PDF CV (docs/cv-import.md, docs/product.md#states): her own CV (the profile's, or one she
 * has just uploaded) is read by the extractor; what her profile lacks is filled at once and marked to
 * check; what she had typed is never overwritten — the CV's different values wait as proposals. Each
 * section is saved through the profile's own save (whole, versioned), so an open tab is told, not
 * overwritten.
 */
import { eq, sql } from 'drizzle-orm'
import { CV_IMPORT_TIMEOUT_MS } from '~/domain/constants'
import type { CvExtraction } from '~/domain/cv-extraction'
import {
  type CvImportError,
  type CvProposals,
  IMPORTED_INFORMATION_FIELDS,
  type ToCheck,
} from '~/domain/cv-import'
import { byMostRecent, type SectionSave } from '~/domain/profile'
import { MAX_SKILLS, skillKey } from '~/domain/skills'
import { loadProfile, type ProfileOwner, saveProfileSection } from '~/features/profile/profile.server'
import { skillsNamed } from '~/features/skills/skills.server'
import { fileLocation, ownUpload } from '~/features/uploads/uploads.server'
import type { Locale } from '~/i18n/locales'
import type { Database } from '~/server/db/client'
import { cvImports, talents, users } from '~/server/db/schema'
import { env } from '~/server/env'
import { objectStore } from '~/server/storage'
import { CV_PROFILE_KEYS, diplomaFromCv, experienceFromCv, informationFromCv } from './cv-to-profile'
import { CONFIDENT, SURE } from './extraction/cv-confidence'
import { fold } from './extraction/cv-text'
import { extractCvFromPdf } from './extraction/extract-cv.server'

export type CvImportOutcome =
  | {
      ok: true
      /** Values written into her profile (fields, entries, skills, languages). */
      filled: number
      /** Of those, the ones the reader was not sure of (a year without its month, a guessed title…). */
      unsure: number
      /** Values waiting for her choice: different from hers, or too unsure to be written. */
      proposed: number
      /** The CV gave almost nothing readable: nothing was written, what was found is only proposed. */
      little: boolean
    }
  | { ok: false; error: CvImportError }

/** Rejects after `ms` (the extraction of a hostile PDF must not hold the request forever). */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('CV extraction timed out')), ms).unref(),
    ),
  ])

/** Reads her CV (at `location`, else the profile's) and fills her profile from it. */
export async function importCv(
  db: Database,
  owner: ProfileOwner,
  locale: Locale,
  location: string | null,
): Promise<CvImportOutcome> {
  const profile = await loadProfile(db, owner, locale)
  const file = location
    ? await ownUpload(db, owner.id, location, ['cv'])
    : profile.values.information.cv
      ? await ownUpload(db, owner.id, profile.values.information.cv, ['cv'])
      : null
  if (!file) return { ok: false, error: 'no-cv' }
  const stored = await objectStore().get(file.storageKey)
  if (!stored) return { ok: false, error: 'no-cv' }
  let extraction: CvExtraction
  try {
    extraction = await within(
      extractCvFromPdf(stored.bytes, { llm: env().ai, ocr: true }),
      CV_IMPORT_TIMEOUT_MS,
    )
  } catch {
    return { ok: false, error: 'failed' }
  }
  await db.update(users).set({ hasUsedAiCv: true, updatedAt: sql`now()` }).where(eq(users.id, owner.id))
  if (!extraction.extractable) return { ok: false, error: 'unreadable' }
  return applyExtraction(db, owner, locale, extraction, fileLocation(file), file.id)
}

const same = (a: string, b: string) =>
  fold(a).replace(/\s+/g, ' ').trim() === fold(b).replace(/\s+/g, ' ').trim()

/** A value without a confidence (an LLM's reading) is written, and counted to check. */
const UNRATED = (CONFIDENT + SURE) / 2
/** Fewer sure values than this, or no entry, skill nor language at all: the CV was read too little to fill. */
const READ_ENOUGH = 4

/** The extraction's values with their confidence, in the profile's shapes. */
function ratedValues(extraction: CvExtraction) {
  const rated = (path: string) => extraction.confidence?.[path] ?? UNRATED
  const fromCv = informationFromCv(extraction.profile)
  const information = IMPORTED_INFORMATION_FIELDS.flatMap((field) =>
    fromCv[field]
      ? [{ field, value: fromCv[field], confidence: rated(`profile.${CV_PROFILE_KEYS[field]}`) }]
      : [],
  )
  const entries = <T>(list: T[] | undefined, path: string) =>
    (list ?? []).map((entry, index) => ({ entry, confidence: rated(`${path}.${index}`) }))
  const experiences = entries(extraction.experiences, 'experiences').map(({ entry, confidence }) => ({
    values: experienceFromCv(entry),
    confidence,
  }))
  const diplomas = entries(extraction.diplomas, 'diplomas').map(({ entry, confidence }) => ({
    values: diplomaFromCv(entry),
    confidence,
  }))
  const skills = entries(extraction.skills, 'skills').filter(({ confidence }) => confidence >= CONFIDENT)
  const sure = [...information, ...experiences, ...diplomas, ...skills].filter(
    ({ confidence }) => confidence >= CONFIDENT,
  ).length
  const little =
    sure < READ_ENOUGH ||
    experiences.length + diplomas.length + skills.length + (extraction.languages?.length ?? 0) === 0
  return { information, experiences, diplomas, skills: skills.map(({ entry }) => entry), little }
}

type Rated<T> = { values: T; confidence: number }

/**
 * The CV's entries of a section: written when her section is empty and the reader is sure enough of
 * them; the others proposed (most recent first) unless she already has them.
 */
function entriesToApply<T extends Parameters<typeof byMostRecent>[0][number]>(
  fromCv: Rated<T>[],
  own: T[],
  isSame: (own: T, cv: T) => boolean,
  writes: (confidence: number) => boolean,
): { written: Rated<T>[]; proposed: T[] } {
  const written = own.length === 0 ? fromCv.filter(({ confidence }) => writes(confidence)) : []
  const proposed = fromCv
    .filter((entry) => !written.includes(entry))
    .map(({ values }) => values)
    .filter((cv) => !own.some((mine) => isSame(mine, cv)))
  return { written, proposed: byMostRecent(proposed) }
}

/**
 * Fills what is empty with what the CV gives surely enough; proposes what differs from hers and what is
 * too unsure to write; records what is to check. A CV read too little fills nothing, only proposes.
 */
export async function applyExtraction(
  db: Database,
  owner: ProfileOwner,
  locale: Locale,
  extraction: CvExtraction,
  cvLocation: string,
  fileId: string,
): Promise<CvImportOutcome> {
  const profile = await loadProfile(db, owner, locale)
  const { values, versions } = profile
  const read = ratedValues(extraction)
  const writes = (confidence: number) => !read.little && confidence >= CONFIDENT
  const toCheck: ToCheck[] = []
  const proposals: CvProposals = {}
  const saves: SectionSave[] = []
  let filled = 0
  let unsure = 0
  const count = (confidence: number) => {
    filled += 1
    if (confidence < SURE) unsure += 1
  }

  const information = { ...values.information }
  for (const { field, value, confidence } of read.information) {
    if (!information[field] && writes(confidence)) {
      information[field] = value
      toCheck.push(`information.${field}`)
      count(confidence)
    } else if (!information[field] || !same(information[field], value))
      proposals.information = [...(proposals.information ?? []), { field, value }]
  }
  if (!information.cv) information.cv = cvLocation
  if (toCheck.length || information.cv !== values.information.cv)
    saves.push({ section: 'information', version: versions.information, values: information })

  const experiences = entriesToApply(
    read.experiences,
    values.experiences.experiences,
    (own, cv) => same(own.company, cv.company) && own.startMonth === cv.startMonth,
    writes,
  )
  if (experiences.written.length) {
    const written = byMostRecent(experiences.written.map(({ values }) => values))
    saves.push({ section: 'experiences', version: versions.experiences, values: { experiences: written } })
    toCheck.push('experiences')
    for (const { confidence } of experiences.written) count(confidence)
  }
  if (experiences.proposed.length) proposals.experiences = experiences.proposed

  const diplomas = entriesToApply(
    read.diplomas,
    values.diplomas.diplomas,
    (own, cv) => same(own.name, cv.name) && own.startMonth === cv.startMonth,
    writes,
  )
  if (diplomas.written.length) {
    const written = byMostRecent(diplomas.written.map(({ values }) => values))
    saves.push({ section: 'diplomas', version: versions.diplomas, values: { diplomas: written } })
    toCheck.push('diplomas')
    for (const { confidence } of diplomas.written) count(confidence)
  }
  if (diplomas.proposed.length) proposals.diplomas = diplomas.proposed

  // Skills and languages are added to hers (never removed): known skills where the catalogue has them.
  const skills = [...values.skills.skills]
  const languages = [...values.skills.languages]
  if (!read.little) {
    const known = await skillsNamed(db, locale, read.skills)
    for (const label of read.skills) {
      if (skills.length >= MAX_SKILLS) break
      const match = known.find((skill) => same(skill.named, label))
      const chosen = match
        ? { skillId: match.id, label: match.label, type: match.type }
        : { skillId: null, label: label.slice(0, 80), type: 'hard' as const }
      if (!skills.some((skill) => skillKey(skill.label) === skillKey(chosen.label))) skills.push(chosen)
    }
    for (const spoken of extraction.languages ?? [])
      if (!languages.some((language) => language.language === spoken.language))
        languages.push({ language: spoken.language, level: spoken.level ?? 'intermediate' })
  }
  const added =
    skills.length - values.skills.skills.length + languages.length - values.skills.languages.length
  if (added > 0) {
    saves.push({ section: 'skills', version: versions.skills, values: { skills, languages } })
    toCheck.push('skills')
    filled += added
  }

  for (const save of saves) {
    const outcome = await saveProfileSection(db, owner, save)
    if (!outcome.ok) return { ok: false, error: 'failed' }
  }
  const [talent] = await db.select({ id: talents.id }).from(talents).where(eq(talents.userId, owner.id))
  const row = { talentId: talent!.id, fileId, extraction, toCheck, proposals, createdAt: new Date() }
  await db.insert(cvImports).values(row).onConflictDoUpdate({ target: cvImports.talentId, set: row })
  const proposed =
    (proposals.information?.length ?? 0) +
    (proposals.experiences?.length ?? 0) +
    (proposals.diplomas?.length ?? 0)
  return { ok: true, filled, unsure, proposed, little: read.little }
}
