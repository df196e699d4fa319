/** The CV library's server functions: recruiters only; contacting is on behalf of one of her organisations. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { librarySearchSchema, talentContactSchema } from '~/domain/talent-library'
import { SIGNED_OUT, sessionMiddleware } from '~/features/auth/session-middleware'
import { hitRateLimit, type RateLimit } from '~/server/rate-limit'
import { isRecruiter, THROTTLED } from './recruiter-guard.server'
import { contactTalent, searchLibrary } from './talent-library.server'

/** Messages a recruiter may send a day: a library is for finding people, not for mailing lists. */
const CONTACT_LIMIT: RateLimit = { limit: 30, windowS: 24 * 60 * 60 }

export const searchLibraryFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .validator(librarySearchSchema)
  .handler(({ data, context: { db, user } }) => (isRecruiter(user) ? searchLibrary(db, user.id, data) : null))

export const contactTalentFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.extend(talentContactSchema, { talentId: z.uuid(), companyId: z.uuid() }))
  .handler(async ({ data, context: { db, user } }) => {
    if (!isRecruiter(user)) return SIGNED_OUT
    if (!(await hitRateLimit(db, `talent-contact:${user.id}`, CONTACT_LIMIT)).allowed) return THROTTLED
    return contactTalent(db, user.id, data)
  })
