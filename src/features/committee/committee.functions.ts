/**
 * The selection committee's server functions: anyone may ask to join (rate-limited per client); only an
 * admin reads the requests and decides.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { ORGANISATION_REQUEST_STATUSES } from '~/domain/enums'
import { organisationRequestSchema, refusalSchema } from '~/domain/organisation-request'
import { SIGNED_OUT, sessionMiddleware } from '~/features/auth/session-middleware'
import { CONTACT_LIMIT, clientKey, hitRateLimit } from '~/server/rate-limit'
import { dbMiddleware } from '~/server/server-functions'
import { isAdmin } from './admin-guard'
import {
  approveOrganisationRequest,
  organisationRequest,
  organisationRequestList,
  refuseOrganisationRequest,
  submitOrganisationRequest,
} from './organisation-requests.server'
import {
  organisationForCommittee,
  organisationsForCommittee,
  setOfferSuspension,
  setOrganisationSuspension,
} from './suspensions.server'

export const submitOrganisationRequestFn = createServerFn({ method: 'POST' })
  .middleware([dbMiddleware])
  .validator(organisationRequestSchema)
  .handler(async ({ data, context: { db, locale } }) => {
    const limit = await hitRateLimit(db, `organisation-request:${clientKey()}`, CONTACT_LIMIT)
    if (!limit.allowed) return { ok: false as const, error: 'throttled' as const }
    await submitOrganisationRequest(db, data, locale)
    return { ok: true as const }
  })

export const getOrganisationRequestsFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .validator(z.object({ status: z.enum(ORGANISATION_REQUEST_STATUSES) }))
  .handler(({ data, context: { db, user } }) =>
    isAdmin(user) ? organisationRequestList(db, data.status) : null,
  )

export const getOrganisationRequestFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .validator(z.object({ requestId: z.uuid() }))
  .handler(({ data, context: { db, user } }) =>
    isAdmin(user) ? organisationRequest(db, data.requestId) : null,
  )

export const approveOrganisationRequestFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object({ requestId: z.uuid() }))
  .handler(({ data, context: { db, user } }) =>
    isAdmin(user) ? approveOrganisationRequest(db, user.id, data.requestId) : SIGNED_OUT,
  )

export const refuseOrganisationRequestFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.extend(refusalSchema, { requestId: z.uuid() }))
  .handler(({ data, context: { db, user } }) =>
    isAdmin(user) ? refuseOrganisationRequest(db, user.id, data.requestId, data.reason) : SIGNED_OUT,
  )

export const getCommitteeOrganisationsFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .validator(z.object({ query: z.string().check(z.maxLength(100)), suspended: z.boolean() }))
  .handler(({ data, context: { db, user } }) =>
    isAdmin(user) ? organisationsForCommittee(db, data.query, data.suspended) : null,
  )

export const getCommitteeOrganisationFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .validator(z.object({ companyId: z.uuid() }))
  .handler(({ data, context: { db, user } }) =>
    isAdmin(user) ? organisationForCommittee(db, data.companyId) : null,
  )

/** Suspending needs a reason the organisation reads; lifting does not. */
const suspensionSchema = z.union([
  z.extend(refusalSchema, { suspend: z.literal(true) }),
  z.object({ suspend: z.literal(false) }),
])

export const setOrganisationSuspensionFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.intersection(z.object({ companyId: z.uuid() }), suspensionSchema))
  .handler(({ data, context: { db, user } }) =>
    isAdmin(user)
      ? setOrganisationSuspension(db, data.companyId, data.suspend ? { reason: data.reason } : null)
      : SIGNED_OUT,
  )

export const setOfferSuspensionFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.intersection(z.object({ offerId: z.uuid() }), suspensionSchema))
  .handler(({ data, context: { db, user } }) =>
    isAdmin(user)
      ? setOfferSuspension(db, data.offerId, data.suspend ? { reason: data.reason } : null)
      : SIGNED_OUT,
  )
