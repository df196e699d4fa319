/**
 * The parts of a CV truth's schema both evaluation sets share (tests/cv, generated; tests/cv-real, real
 * CVs): each set adds the profile fields and the languages it states differently.
 */
import { z } from 'zod'
import { CONTRACT_TYPES, DIPLOMA_TYPES } from './schema'

const month = /^\d{4}(-(0[1-9]|1[0-2]))?$/
const date = z.string().regex(month).nullable()

/** A field a CV may leave out. */
export const text = z.string().min(1).nullable()

/** The profile fields every truth states alike. */
export const profileFields = {
  title: text,
  first_name: z.string().min(1),
  last_name: z.string().min(1),
  email: z.string().regex(/^[^@\s]+@[^@\s]+\.[a-z]+$/),
  website: text,
  linkedin: text,
  birthdate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
}

/** Everything but the profile and the languages. */
export const truthFields = {
  lang: z.enum(['fr', 'nl', 'en']),
  extractable: z.literal(true),
  experiences: z
    .array(
      z.strictObject({
        company: z.string().min(1),
        post: z.string().min(1),
        city: text,
        start: z.string().regex(month),
        end: date,
        currently_working: z.boolean(),
        contract_type: z.enum(CONTRACT_TYPES).nullable(),
        summary: text,
      }),
    )
    .min(1),
  diplomas: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        school: z.string().min(1),
        start: date,
        end: date,
        still_studying: z.boolean(),
        type: z.enum(DIPLOMA_TYPES),
      }),
    )
    .min(1),
  skills: z.array(z.string().min(1)).min(3),
}
