/**
 * What the CV extractor gives (docs/cv-import.md schema, keys as the evaluation and `cv:extract` write them): the
 * CV's language, whether it had text at all, then the profile fields, experiences, diplomas, skills and
 * languages — null wherever the CV does not say. The same schema validates an LLM's answer.
 */
import { z } from 'zod/mini'
import { CONTRACT_TYPES, DIPLOMA_TYPES, LANGUAGE_LEVELS } from './enums'
import { LANGUAGE_CODES } from './languages'

export const CV_LANGUAGES = ['fr', 'nl', 'en'] as const
export type CvLanguageCode = (typeof CV_LANGUAGES)[number]

const text = z.nullable(z.string().check(z.maxLength(2000)))
/** YYYY-MM, or YYYY when only the year is printed. */
const month = z.nullable(z.string().check(z.regex(/^\d{4}(-\d{2})?$/)))

export const cvProfileSchema = z.object({
  title: text,
  first_name: text,
  last_name: text,
  email: text,
  phone: z.nullable(z.string().check(z.regex(/^\+\d{6,15}$/))),
  city: text,
  website: text,
  linkedin: text,
  birthdate: z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
})

export const cvExperienceSchema = z.object({
  company: text,
  post: text,
  city: text,
  start: month,
  end: month,
  currently_working: z.boolean(),
  contract_type: z.nullable(z.enum(CONTRACT_TYPES)),
  summary: text,
})

export const cvDiplomaSchema = z.object({
  name: text,
  school: text,
  start: month,
  end: month,
  still_studying: z.boolean(),
  type: z.nullable(z.enum(DIPLOMA_TYPES)),
})

export const cvExtractionSchema = z.object({
  lang: z.enum(CV_LANGUAGES),
  extractable: z.boolean(),
  profile: z.optional(cvProfileSchema),
  experiences: z.optional(z.array(cvExperienceSchema).check(z.maxLength(60))),
  diplomas: z.optional(z.array(cvDiplomaSchema).check(z.maxLength(60))),
  skills: z.optional(z.array(z.string().check(z.maxLength(200))).check(z.maxLength(200))),
  languages: z.optional(
    z
      .array(z.object({ language: z.enum(LANGUAGE_CODES), level: z.nullable(z.enum(LANGUAGE_LEVELS)) }))
      .check(z.maxLength(40)),
  ),
  /**
   * How sure the reader is of each value, 0 to 1, by path ("profile.city", "experiences.2"): values
   * below the import's threshold are proposed, not applied. Absent: the reader gave none (an LLM).
   */
  confidence: z.optional(z.record(z.string().check(z.maxLength(40)), z.number().check(z.gte(0), z.lte(1)))),
})
export type CvConfidence = Record<string, number>
export type CvExtraction = z.infer<typeof cvExtractionSchema>
export type CvDiploma = z.infer<typeof cvDiplomaSchema>
