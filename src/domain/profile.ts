/**
 * The talent profile (docs/product.md#data: candidate profile, impact profile, experiences, diplomas, skills and
 * languages, searched jobs) as zod schemas with the rules of docs/product.md#input-rules, shared by the section forms and the server
 * save; and when each section counts as complete. Error messages are rule ids (`~/i18n/form-errors`).
 */
import { z } from 'zod/mini'
import {
  ATMOSPHERES,
  AVAILABILITIES,
  CONTRACT_TYPES,
  DIPLOMA_TYPES,
  DREAM_COMPANIES,
  EXPERIENCE_LEVELS,
  GENDERS,
  IMPACT_MEANINGS,
  JOB_CATEGORIES,
  type ProfileSection,
  REGIONS,
  SDG_GOALS,
  SECTORS,
  TEAM_BUILDINGS,
} from './enums'
import { spokenLanguagesSchema } from './languages'
import { chosenSkillsSchema } from './skills'
import { emailSchema, httpsUrlSchema, MONTH_PATTERN, PHONE_PATTERN, RULES } from './validation'

/** At most this many experiences or diplomas: a profile, not an archive. */
export const MAX_PROFILE_ENTRIES = 30
/** Rich-text summaries are cut here (HTML, after sanitizing). */
export const SUMMARY_MAX_LENGTH = 5000
const SHORT_TEXT = 120
const ANSWER_TEXT = 1000

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, RULES.tooLong))
const requiredText = (max: number) =>
  z
    .string({ error: RULES.required })
    .check(z.trim(), z.minLength(1, RULES.required), z.maxLength(max, RULES.tooLong))
/** A choice that may stay unanswered (`''` in the form). */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.literal(''), z.enum(values, { error: RULES.required })])
const month = z.string({ error: RULES.required }).check(z.regex(MONTH_PATTERN, RULES.correctDate))
const optionalMonth = z.union([z.literal(''), month])
/** A stored file's location, as `/api/upload` answered it (or null: no file). */
const fileLocation = z.nullable(z.string().check(z.minLength(1), z.maxLength(300)))

/** A birthdate (YYYY-MM-DD) of someone between 14 and 100 years old, or nothing. */
const birthdate = z.union([
  z.literal(''),
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, RULES.birthdate),
    z.refine((value) => {
      const date = new Date(`${value}T00:00:00Z`)
      if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false
      const years = (Date.now() - date.getTime()) / (365.25 * 24 * 3600 * 1000)
      return years >= 14 && years <= 100
    }, RULES.birthdate),
  ),
])

export const informationSchema = z.object({
  profileTitle: text(SHORT_TEXT),
  firstName: requiredText(100),
  lastName: requiredText(100),
  phone: z.union([z.literal(''), z.string().check(z.trim(), z.regex(PHONE_PATTERN, RULES.phone))]),
  email: emailSchema,
  birthdate,
  city: text(100),
  gender: optionalChoice(GENDERS),
  picture: fileLocation,
  website: httpsUrlSchema,
  linkedinUrl: httpsUrlSchema,
  cv: fileLocation,
  availability: optionalChoice(AVAILABILITIES),
  openToContact: z.boolean(),
})
export type InformationValues = z.infer<typeof informationSchema>

export const impactSchema = z.object({
  dreamCompany: optionalChoice(DREAM_COMPANIES),
  goals: z.array(z.union(SDG_GOALS.map((goal) => z.literal(goal)))).check(z.maxLength(SDG_GOALS.length)),
  impactMeaning: optionalChoice(IMPACT_MEANINGS),
  superpower: text(ANSWER_TEXT),
  atmosphere: optionalChoice(ATMOSPHERES),
  teamBuilding: optionalChoice(TEAM_BUILDINGS),
  funAnecdote: text(ANSWER_TEXT),
  dinnerGuest: text(ANSWER_TEXT),
})
export type ImpactValues = z.infer<typeof impactSchema>

/**
 * A period that ends with an end month or is still going on (endDateOrCurrentlyWorking), never ending
 * before it starts. `ongoing` names the box: currently working, still studying.
 */
function period<K extends string>(ongoing: K) {
  return {
    startMonth: month,
    endMonth: optionalMonth,
    ...({ [ongoing]: z.boolean() } as Record<K, z.ZodMiniBoolean>),
  }
}
function checkPeriod<T extends { startMonth: string; endMonth: string }>(ongoing: (value: T) => boolean) {
  return [
    z.refine<T>((value) => ongoing(value) || value.endMonth !== '', {
      message: RULES.endDateOrCurrentlyWorking,
      path: ['endMonth'],
    }),
    z.refine<T>((value) => ongoing(value) || value.endMonth === '' || value.endMonth >= value.startMonth, {
      message: RULES.endAfterStart,
      path: ['endMonth'],
    }),
  ] as const
}

export const experienceSchema = z
  .object({
    company: requiredText(SHORT_TEXT),
    postTitle: requiredText(SHORT_TEXT),
    city: text(100),
    region: optionalChoice(REGIONS),
    ...period('currentlyWorking'),
    contractType: optionalChoice(CONTRACT_TYPES),
    summary: text(SUMMARY_MAX_LENGTH),
  })
  .check(
    ...checkPeriod<{ startMonth: string; endMonth: string; currentlyWorking: boolean }>(
      (v) => v.currentlyWorking,
    ),
  )
export type ExperienceValues = z.infer<typeof experienceSchema>

export const diplomaSchema = z
  .object({
    name: requiredText(SHORT_TEXT),
    school: requiredText(SHORT_TEXT),
    region: optionalChoice(REGIONS),
    ...period('stillStudying'),
    type: z.enum(DIPLOMA_TYPES, { error: RULES.required }),
  })
  .check(
    ...checkPeriod<{ startMonth: string; endMonth: string; stillStudying: boolean }>((v) => v.stillStudying),
  )
export type DiplomaValues = z.infer<typeof diplomaSchema>

export const experiencesSchema = z.object({
  experiences: z.array(experienceSchema).check(z.maxLength(MAX_PROFILE_ENTRIES, RULES.tooLong)),
})
export const diplomasSchema = z.object({
  diplomas: z.array(diplomaSchema).check(z.maxLength(MAX_PROFILE_ENTRIES, RULES.tooLong)),
})

export const searchedJobsSchema = z.object({
  categories: z.array(z.enum(JOB_CATEGORIES)).check(z.maxLength(JOB_CATEGORIES.length)),
  sectors: z.array(z.enum(SECTORS as [string, ...string[]])).check(z.maxLength(SECTORS.length)),
  regions: z.array(z.enum(REGIONS)).check(z.maxLength(REGIONS.length)),
  experienceLevel: optionalChoice(EXPERIENCE_LEVELS),
  contractTypes: z.array(z.enum(CONTRACT_TYPES)).check(z.maxLength(CONTRACT_TYPES.length)),
})
export type SearchedJobsValues = z.infer<typeof searchedJobsSchema>

/** Known skills (`skillId`) or free ones, each hard or soft; languages (ISO 639-1 codes) with a level. */
export const skillsSectionSchema = z.object({
  skills: chosenSkillsSchema,
  languages: spokenLanguagesSchema,
})
export type SkillsSectionValues = z.infer<typeof skillsSectionSchema>

/** Each section's schema: the form's and the server's. */
export const SECTION_SCHEMAS = {
  information: informationSchema,
  impact: impactSchema,
  experiences: experiencesSchema,
  diplomas: diplomasSchema,
  skills: skillsSectionSchema,
  searchedJobs: searchedJobsSchema,
} as const

/** What a section's save sends: which section, the version it was edited from, its whole values. */
const sectionSave = <S extends ProfileSection>(section: S) =>
  z.object({
    section: z.literal(section),
    version: z.int().check(z.nonnegative()),
    values: SECTION_SCHEMAS[section],
  })
export const sectionSaveSchema = z.discriminatedUnion('section', [
  sectionSave('information'),
  sectionSave('impact'),
  sectionSave('experiences'),
  sectionSave('diplomas'),
  sectionSave('skills'),
  sectionSave('searchedJobs'),
])
export type SectionSave = z.infer<typeof sectionSaveSchema>

/** Most recent first: ongoing ones, then by end month, then by start month. */
export function byMostRecent<
  T extends { startMonth: string; endMonth: string; currentlyWorking?: boolean; stillStudying?: boolean },
>(entries: readonly T[]): T[] {
  const end = (entry: T) => (entry.currentlyWorking || entry.stillStudying ? '9999-99' : entry.endMonth)
  return [...entries].sort((a, b) => end(b).localeCompare(end(a)) || b.startMonth.localeCompare(a.startMonth))
}

/** What a section needs to count as complete (docs/product.md#pages: "each shows completed or not"). */
export const SECTION_COMPLETE: {
  [S in ProfileSection]: (values: ProfileSectionValues[S]) => boolean
} = {
  information: (v) =>
    [v.profileTitle, v.firstName, v.lastName, v.email, v.phone, v.city, v.availability].every(Boolean) &&
    v.cv !== null,
  impact: (v) =>
    [v.dreamCompany, v.impactMeaning, v.superpower, v.atmosphere, v.teamBuilding].every(Boolean) &&
    v.goals.length > 0,
  experiences: (v) => v.experiences.length > 0,
  diplomas: (v) => v.diplomas.length > 0,
  skills: (v) => v.skills.length > 0 && v.languages.length > 0,
  searchedJobs: (v) =>
    v.categories.length > 0 && v.regions.length > 0 && v.contractTypes.length > 0 && v.experienceLevel !== '',
}

export type ProfileSectionValues = {
  information: InformationValues
  impact: ImpactValues
  experiences: z.infer<typeof experiencesSchema>
  diplomas: z.infer<typeof diplomasSchema>
  skills: SkillsSectionValues
  searchedJobs: SearchedJobsValues
}

/** The share of complete sections, as a whole percentage. */
export function profileCompletion(complete: Record<ProfileSection, boolean>): number {
  const values = Object.values(complete)
  return Math.round((values.filter(Boolean).length / values.length) * 100)
}
