/**
 * The CV library: the talents who said they are open to recruiter contact (spec §3 candidate profile), as
 * recruiters search them, and the message a recruiter sends one of them through the platform.
 */
import { z } from 'zod/mini'
import { AVAILABILITIES, JOB_CATEGORIES, REGIONS } from './enums'
import { RULES } from './validation'

export const LIBRARY_PAGE_SIZE = 20
export const CONTACT_MESSAGE_MIN_LENGTH = 30
export const CONTACT_MESSAGE_MAX = 3000
/** One organisation writes to one talent at most once in this many days (she answered or not). */
export const CONTACT_COOLDOWN_DAYS = 30

/** The library's search, as its URL carries it (anything unknown is dropped, not an error). */
export const librarySearchSchema = z.object({
  q: z.optional(z.catch(z.string().check(z.trim(), z.maxLength(100)), undefined as never)),
  category: z.optional(z.catch(z.enum(JOB_CATEGORIES), undefined as never)),
  region: z.optional(z.catch(z.enum(REGIONS), undefined as never)),
  availability: z.optional(z.catch(z.enum(AVAILABILITIES), undefined as never)),
  skill: z.optional(z.catch(z.string().check(z.trim(), z.maxLength(80)), undefined as never)),
  page: z.optional(z.catch(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), 1)),
})
export type LibrarySearch = z.infer<typeof librarySearchSchema>

export const talentContactSchema = z.object({
  message: z
    .string({ error: RULES.required })
    .check(
      z.trim(),
      z.minLength(CONTACT_MESSAGE_MIN_LENGTH, RULES.messageTooShort),
      z.maxLength(CONTACT_MESSAGE_MAX, RULES.tooLong),
    ),
})
