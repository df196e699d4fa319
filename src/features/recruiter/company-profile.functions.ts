/** The organisation profile editor's server functions: members of the organisation only. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { SIGNED_OUT, sessionMiddleware } from '~/features/auth/session-middleware'
import { editableCompanyProfile, saveCompanyProfile } from './company-profile.server'
import { isRecruiter, THROTTLED, withinLimit } from './recruiter-guard.server'

export const getCompanyProfileFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .validator(z.object({ companyId: z.uuid() }))
  .handler(({ data, context: { db, user } }) =>
    isRecruiter(user) ? editableCompanyProfile(db, user.id, data.companyId) : null,
  )

/** The values are `unknown` here: the service checks them with the editor's schema. */
export const saveCompanyProfileFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(
    z.object({ companyId: z.uuid(), version: z.string().check(z.maxLength(40)), values: z.unknown() }),
  )
  .handler(async ({ data, context: { db, user } }) => {
    if (!isRecruiter(user)) return SIGNED_OUT
    if (!(await withinLimit(db, user))) return THROTTLED
    return saveCompanyProfile(db, user.id, data.companyId, data.version, data.values)
  })
