/**
 * The profile's list sections, each in its own table: experiences and diplomas (kept most recent first),
 * skills (known ones labelled in the reader's language, free ones as typed) and languages. A section is
 * replaced whole, inside the caller's transaction.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { byMostRecent, type ProfileSectionValues, type SectionSave } from '~/domain/profile'
import type { Locale } from '~/i18n/locales'
import type { Database } from '~/server/db/client'
import {
  skills,
  skillTranslations,
  talentDiplomas,
  talentExperiences,
  talentLanguages,
  talentSkills,
} from '~/server/db/schema'
import { sanitizeRichText } from '~/server/html/sanitize'

type Entries = Pick<ProfileSectionValues, 'experiences' | 'diplomas'>
type Values<S extends SectionSave['section']> = Extract<SectionSave, { section: S }>['values']

export async function readEntries(db: Database, talentId: string): Promise<Entries> {
  const [experiences, diplomas] = await Promise.all([
    db
      .select()
      .from(talentExperiences)
      .where(eq(talentExperiences.talentId, talentId))
      .orderBy(asc(talentExperiences.position)),
    db
      .select()
      .from(talentDiplomas)
      .where(eq(talentDiplomas.talentId, talentId))
      .orderBy(asc(talentDiplomas.position)),
  ])
  return {
    experiences: {
      experiences: experiences.map((row) => ({
        company: row.company,
        postTitle: row.postTitle,
        city: row.city ?? '',
        region: row.region ?? '',
        startMonth: row.startMonth,
        endMonth: row.endMonth ?? '',
        currentlyWorking: row.currentlyWorking,
        contractType: row.contractType ?? '',
        summary: row.summary ?? '',
      })),
    },
    diplomas: {
      diplomas: diplomas.map((row) => ({
        name: row.name,
        school: row.school,
        region: row.region ?? '',
        startMonth: row.startMonth,
        endMonth: row.endMonth ?? '',
        stillStudying: row.stillStudying,
        type: row.type,
      })),
    },
  }
}

/** Replaces the experiences or the diplomas, most recent first; an ongoing one has no end month. */
export async function writeEntries(
  db: Database,
  talentId: string,
  save: Extract<SectionSave, { section: 'experiences' | 'diplomas' }>,
): Promise<void> {
  if (save.section === 'experiences') {
    await db.delete(talentExperiences).where(eq(talentExperiences.talentId, talentId))
    const rows = byMostRecent(save.values.experiences).map((entry, position) => ({
      talentId,
      position,
      company: entry.company,
      postTitle: entry.postTitle,
      city: entry.city || null,
      region: entry.region || null,
      startMonth: entry.startMonth,
      endMonth: entry.currentlyWorking ? null : entry.endMonth || null,
      currentlyWorking: entry.currentlyWorking,
      contractType: entry.contractType || null,
      summary: entry.summary ? sanitizeRichText(entry.summary) : null,
    }))
    if (rows.length > 0) await db.insert(talentExperiences).values(rows)
    return
  }
  await db.delete(talentDiplomas).where(eq(talentDiplomas.talentId, talentId))
  const rows = byMostRecent(save.values.diplomas).map((entry, position) => ({
    talentId,
    position,
    name: entry.name,
    school: entry.school,
    region: entry.region || null,
    startMonth: entry.startMonth,
    endMonth: entry.stillStudying ? null : entry.endMonth || null,
    stillStudying: entry.stillStudying,
    type: entry.type,
  }))
  if (rows.length > 0) await db.insert(talentDiplomas).values(rows)
}

export async function readSkills(
  db: Database,
  talentId: string,
  locale: Locale,
): Promise<ProfileSectionValues['skills']> {
  const [chosen, languages] = await Promise.all([
    db
      .select({
        skillId: talentSkills.skillId,
        label: sql<string>`coalesce(${skillTranslations.label}, ${talentSkills.label})`,
        type: talentSkills.type,
      })
      .from(talentSkills)
      .leftJoin(
        skillTranslations,
        and(eq(skillTranslations.skillId, talentSkills.skillId), eq(skillTranslations.locale, locale)),
      )
      .where(eq(talentSkills.talentId, talentId))
      .orderBy(asc(talentSkills.position)),
    db
      .select({ language: talentLanguages.language, level: talentLanguages.level })
      .from(talentLanguages)
      .where(eq(talentLanguages.talentId, talentId))
      .orderBy(asc(talentLanguages.position)),
  ])
  return { skills: chosen, languages }
}

/**
 * Replaces the skills and languages. A skill named twice (whatever its case) is kept once; an unknown
 * skill id becomes a free skill with its label; a language named twice keeps its first level.
 */
export async function writeSkills(db: Database, talentId: string, values: Values<'skills'>): Promise<void> {
  const ids = values.skills.flatMap((skill) => (skill.skillId ? [skill.skillId] : []))
  const known = new Set(
    ids.length === 0
      ? []
      : (await db.select({ id: skills.id }).from(skills).where(inArray(skills.id, ids))).map((row) => row.id),
  )
  const seenLabels = new Set<string>()
  const skillRows = values.skills.flatMap((skill) => {
    const key = skill.label.toLowerCase()
    if (seenLabels.has(key)) return []
    seenLabels.add(key)
    const skillId = skill.skillId && known.has(skill.skillId) ? skill.skillId : null
    return [{ talentId, skillId, label: skill.label, type: skill.type }]
  })
  const seenLanguages = new Set<string>()
  const languageRows = values.languages.flatMap((entry) => {
    if (seenLanguages.has(entry.language)) return []
    seenLanguages.add(entry.language)
    return [{ talentId, language: entry.language, level: entry.level }]
  })
  await db.delete(talentSkills).where(eq(talentSkills.talentId, talentId))
  await db.delete(talentLanguages).where(eq(talentLanguages.talentId, talentId))
  if (skillRows.length > 0)
    await db.insert(talentSkills).values(skillRows.map((row, position) => ({ ...row, position })))
  if (languageRows.length > 0)
    await db.insert(talentLanguages).values(languageRows.map((row, position) => ({ ...row, position })))
}
