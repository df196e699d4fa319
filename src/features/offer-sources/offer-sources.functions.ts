/** The sources page's server functions: members of the organisation see, owners change. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { SOURCE_APPLY_ON, SOURCE_INTERVALS, sourceSettingsSchema } from '~/domain/offer-sources'
import { SIGNED_OUT, sessionMiddleware } from '~/features/auth/session-middleware'
import { isAdmin } from '~/features/committee/admin-guard'
import { isRecruiter, THROTTLED, withinLimit } from '~/features/recruiter/recruiter-guard.server'
import { importFetchOptions } from '~/server/fetching/import-fetch-options'
import {
  addSource,
  importNow,
  previewSource,
  removeSource,
  sourcesForCommittee,
  sourcesOf,
  updateSource,
} from './offer-sources.server'

const interval = z.union(
  SOURCE_INTERVALS.map((hours) => z.literal(hours)) as [
    z.ZodMiniLiteral<1>,
    z.ZodMiniLiteral<6>,
    z.ZodMiniLiteral<24>,
  ],
)

export const getSourcesFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .validator(z.object({ companyId: z.uuid() }))
  .handler(({ data, context: { db, user } }) =>
    isRecruiter(user) ? sourcesOf(db, user.id, data.companyId) : null,
  )

/** The committee reads any organisation's sources and their reports. */
export const getCommitteeSourcesFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .validator(z.object({ companyId: z.uuid() }))
  .handler(({ data, context: { db, user } }) =>
    isAdmin(user) ? sourcesForCommittee(db, data.companyId) : null,
  )

export const previewSourceFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.extend(sourceSettingsSchema, { companyId: z.uuid() }))
  .handler(async ({ data: { companyId, ...settings }, context: { db, user } }) => {
    if (!isRecruiter(user)) return SIGNED_OUT
    if (!(await withinLimit(db, user))) return THROTTLED
    return previewSource(db, user.id, companyId, settings, importFetchOptions())
  })

export const addSourceFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.extend(sourceSettingsSchema, { companyId: z.uuid() }))
  .handler(async ({ data: { companyId, ...settings }, context: { db, user } }) => {
    if (!isRecruiter(user)) return SIGNED_OUT
    if (!(await withinLimit(db, user))) return THROTTLED
    return addSource(db, user.id, companyId, settings, importFetchOptions())
  })

export const updateSourceFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(
    z.object({
      sourceId: z.uuid(),
      publish: z.boolean(),
      applyOn: z.enum(SOURCE_APPLY_ON),
      intervalHours: interval,
      active: z.boolean(),
    }),
  )
  .handler(async ({ data: { sourceId, ...settings }, context: { db, user } }) => {
    if (!isRecruiter(user)) return SIGNED_OUT
    if (!(await withinLimit(db, user))) return THROTTLED
    return updateSource(db, user.id, sourceId, settings)
  })

export const removeSourceFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object({ sourceId: z.uuid() }))
  .handler(async ({ data, context: { db, user } }) => {
    if (!isRecruiter(user)) return SIGNED_OUT
    if (!(await withinLimit(db, user))) return THROTTLED
    return removeSource(db, user.id, data.sourceId)
  })

export const importNowFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object({ sourceId: z.uuid() }))
  .handler(async ({ data, context: { db, user } }) => {
    if (!isRecruiter(user)) return SIGNED_OUT
    if (!(await withinLimit(db, user))) return THROTTLED
    return importNow(db, user.id, data.sourceId, importFetchOptions())
  })
