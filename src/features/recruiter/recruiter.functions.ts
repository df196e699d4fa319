/**
 * The recruiter space's server functions. Each answers nobody but a recruiter, and reads or writes only
 * what belongs to her organisations (the services check membership).
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { ORGANISATION_NOTE_MAX_LENGTH } from '~/domain/applications'
import { APPLICATION_STATUSES } from '~/domain/enums'
import { OFFER_STATUS_ACTIONS } from '~/domain/offer-status'
import { SIGNED_OUT, sessionMiddleware } from '~/features/auth/session-middleware'
import {
  recruiterApplication,
  recruiterMove,
  recruiterRelease,
  recruiterUndo,
  saveOrganisationNote,
} from './recruiter-application.server'
import { isRecruiter, THROTTLED, withinLimit } from './recruiter-guard.server'
import { changeOfferStatus } from './recruiter-offer-status.server'
import { offerApplicants, recruiterCompanies } from './recruiter-offers.server'

export const getRecruiterCompaniesFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .handler(({ context: { db, user } }) => (isRecruiter(user) ? recruiterCompanies(db, user.id) : null))

export const getOfferApplicantsFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .validator(
    z.object({
      offerId: z.uuid(),
      status: z.nullable(z.enum(APPLICATION_STATUSES)),
      page: z.number().check(z.int(), z.minimum(1), z.maximum(100_000)),
    }),
  )
  .handler(({ data, context: { db, user } }) =>
    isRecruiter(user) ? offerApplicants(db, user.id, data.offerId, data) : null,
  )

export const getRecruiterApplicationFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .validator(z.object({ applicationId: z.uuid() }))
  .handler(({ data, context: { db, user } }) =>
    isRecruiter(user) ? recruiterApplication(db, user.id, data.applicationId) : null,
  )

export const moveApplicationFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(
    z.object({
      applicationId: z.uuid(),
      from: z.enum(APPLICATION_STATUSES),
      to: z.enum(APPLICATION_STATUSES),
    }),
  )
  .handler(async ({ data, context: { db, user } }) => {
    if (!isRecruiter(user)) return SIGNED_OUT
    if (!(await withinLimit(db, user))) return THROTTLED
    return recruiterMove(db, user.id, data.applicationId, data.from, data.to)
  })

/** Takes back the answer just given (its undo window still open). */
export const undoAnswerFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object({ applicationId: z.uuid(), eventId: z.uuid() }))
  .handler(async ({ data, context: { db, user } }) => {
    if (!isRecruiter(user)) return SIGNED_OUT
    if (!(await withinLimit(db, user))) return THROTTLED
    return recruiterUndo(db, user.id, data.applicationId, data.eventId)
  })

/** The recruiter leaves the application: the talent is told of its answer now rather than at the window's end. */
export const releaseAnswerFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object({ applicationId: z.uuid() }))
  .handler(async ({ data, context: { db, user } }) => {
    if (!isRecruiter(user)) return SIGNED_OUT
    return { ok: await recruiterRelease(db, user.id, data.applicationId) }
  })

export const saveOrganisationNoteFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(
    z.object({ applicationId: z.uuid(), note: z.string().check(z.maxLength(ORGANISATION_NOTE_MAX_LENGTH)) }),
  )
  .handler(async ({ data, context: { db, user } }) => {
    if (!isRecruiter(user)) return SIGNED_OUT
    if (!(await withinLimit(db, user))) return THROTTLED
    const saved = await saveOrganisationNote(db, user.id, data.applicationId, data.note)
    return saved ? { ok: true as const } : { ok: false as const, error: 'not-found' as const }
  })

export const changeOfferStatusFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object({ offerId: z.uuid(), action: z.enum(OFFER_STATUS_ACTIONS) }))
  .handler(async ({ data, context: { db, user } }) => {
    if (!isRecruiter(user)) return SIGNED_OUT
    if (!(await withinLimit(db, user))) return THROTTLED
    return changeOfferStatus(db, user.id, data.offerId, data.action)
  })
