/**
 * The CV library: the talents who said they are open to recruiter contact (docs/product.md#data candidate profile), as
 * recruiters search them, and the message a recruiter sends one of them through the platform.
 */
import { z } from 'zod/mini'
import { librarySearch } from './talent-library-search'
import { RULES } from './validation'

export const LIBRARY_PAGE_SIZE = 20
export const CONTACT_MESSAGE_MIN_LENGTH = 30
export const CONTACT_MESSAGE_MAX = 3000
/** One organisation writes to one talent at most once in this many days (she answered or not). */
export const CONTACT_COOLDOWN_DAYS = 30

export type { LibrarySearch } from './talent-library-search'

/** The library's search as its server function receives it. */
export const librarySearchSchema = z.pipe(z.unknown(), z.transform(librarySearch.parse))

export const talentContactSchema = z.object({
  message: z
    .string({ error: RULES.required })
    .check(
      z.trim(),
      z.minLength(CONTACT_MESSAGE_MIN_LENGTH, RULES.messageTooShort),
      z.maxLength(CONTACT_MESSAGE_MAX, RULES.tooLong),
    ),
})
