/**
 * The talent's side of the hiring loop as server functions: what the apply modal shows, applying,
 * recording an application sent on the organisation's site, her applications, withdrawing one.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { APPLICATION_TABS, applySchema } from '~/domain/applications'
import { APPLICATION_STATUSES } from '~/domain/enums'
import { isTalent, SIGNED_OUT, sessionMiddleware } from '~/features/auth/session-middleware'
import { offerCardsById } from '~/features/offers/offer-card.server'
import { savedOfferIds } from '~/features/saved-items/saved-items.server'
import { APPLY_LIMIT, hitRateLimit } from '~/server/rate-limit'
import { applyContext, applyToOffer, recordExternalApplication } from './apply.server'
import { tabCounts, talentApplications, withdrawApplication } from './talent-applications.server'

const offerInput = z.object({ offerId: z.uuid() })

export const getApplyContextFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .validator(offerInput)
  .handler(({ data, context: { db, user } }) => applyContext(db, user, data.offerId))

export const applyFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(applySchema)
  .handler(async ({ data, context: { db, user } }) => {
    if (!user) return SIGNED_OUT
    if (!isTalent(user)) return { ok: false as const, error: 'not-talent' as const }
    const limit = await hitRateLimit(db, `apply:${user.id}`, APPLY_LIMIT)
    if (!limit.allowed) return { ok: false as const, error: 'throttled' as const }
    return applyToOffer(db, user, data)
  })

export const recordExternalApplicationFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(offerInput)
  .handler(async ({ data, context: { db, user } }) => {
    if (!user) return SIGNED_OUT
    if (!isTalent(user)) return { ok: false as const, error: 'not-talent' as const }
    return recordExternalApplication(db, user, data.offerId)
  })

/** "My applications": one tab's applications (or saved offers) and every tab's count; null signed out. */
export const getMyApplicationsFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .validator(z.object({ tab: z.enum(APPLICATION_TABS) }))
  .handler(async ({ data, context: { db, user, locale } }) => {
    if (!isTalent(user)) return null
    const [all, savedIds] = await Promise.all([
      talentApplications(db, user.id, locale),
      savedOfferIds(db, user.id),
    ])
    return {
      counts: tabCounts(all, savedIds.length),
      applications: all,
      saved: data.tab === 'saved' ? await offerCardsById(db, locale, savedIds) : [],
    }
  })

export const withdrawApplicationFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object({ applicationId: z.uuid(), from: z.enum(APPLICATION_STATUSES) }))
  .handler(async ({ data, context: { db, user } }) => {
    if (!isTalent(user)) return SIGNED_OUT
    return withdrawApplication(db, user, data.applicationId, data.from)
  })
