/**
 * The offer editor's server functions: recruiters only, and only their organisations' offers (the
 * services check membership). Values are checked by the services with the editor's own schema.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { SIGNED_OUT, sessionMiddleware } from '~/features/auth/session-middleware'
import { memberships } from './membership.server'
import { createOffer, duplicateOffer, editableOffer, offerPreview, updateOffer } from './offer-editor.server'
import { isRecruiter, THROTTLED, withinLimit } from './recruiter-guard.server'

/** The organisations she may write an offer for (the new offer's form). */
export const getOfferCompaniesFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .handler(({ context: { db, user } }) => (isRecruiter(user) ? memberships(db, user.id) : null))

export const getEditableOfferFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .validator(z.object({ offerId: z.uuid() }))
  .handler(({ data, context: { db, user } }) =>
    isRecruiter(user) ? editableOffer(db, user.id, data.offerId) : null,
  )

export const getOfferPreviewFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .validator(z.object({ offerId: z.uuid() }))
  .handler(({ data, context: { db, user, locale } }) =>
    isRecruiter(user) ? offerPreview(db, user.id, data.offerId, locale) : null,
  )

/** The values are `unknown` here: the service checks them with the editor's schema (rule ids per field). */
export const createOfferFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object({ companyId: z.uuid(), values: z.unknown() }))
  .handler(async ({ data, context: { db, user } }) => {
    if (!isRecruiter(user)) return SIGNED_OUT
    if (!(await withinLimit(db, user))) return THROTTLED
    return createOffer(db, user.id, data.companyId, data.values)
  })

export const updateOfferFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object({ offerId: z.uuid(), version: z.string().check(z.maxLength(40)), values: z.unknown() }))
  .handler(async ({ data, context: { db, user } }) => {
    if (!isRecruiter(user)) return SIGNED_OUT
    if (!(await withinLimit(db, user))) return THROTTLED
    return updateOffer(db, user.id, data.offerId, data.version, data.values)
  })

export const duplicateOfferFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object({ offerId: z.uuid() }))
  .handler(async ({ data, context: { db, user } }) => {
    if (!isRecruiter(user)) return SIGNED_OUT
    if (!(await withinLimit(db, user))) return THROTTLED
    return duplicateOffer(db, user.id, data.offerId)
  })
