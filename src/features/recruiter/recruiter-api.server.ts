/**
 * The recruiter space's `/api` doors (README "API"): the same services as its pages. Recruiters only;
 * what belongs to another organisation is a 403, nothing changed.
 */

import { z } from 'zod'
import { ORGANISATION_NOTE_MAX_LENGTH } from '~/domain/applications'
import { APPLICATION_STATUSES } from '~/domain/enums'
import { OFFER_STATUS_ACTIONS } from '~/domain/offer-status'
import { UUID_PATTERN } from '~/domain/validation'
import { withdrawApplication } from '~/features/applications/talent-applications.server'
import type { SessionUser } from '~/features/auth/sessions.server'
import { apiError, parseJsonBody, parseQueryParams, tooManyRequests } from '~/server/api'
import type { Database } from '~/server/db/client'
import { rowExists } from '~/server/db/row-exists'
import { applications, offers } from '~/server/db/schema'
import { hitRateLimit, RECRUITER_WRITE_LIMIT } from '~/server/rate-limit'
import { recruiterApplication, recruiterMove, saveOrganisationNote } from './recruiter-application.server'
import { changeOfferStatus } from './recruiter-offer-status.server'
import { offerApplicants, recruiterCompanies } from './recruiter-offers.server'

/** The signed-in recruiter, or the 401/403 answer. */
export function recruiterOnly(
  user: SessionUser | null,
): { ok: true; user: SessionUser } | { ok: false; response: Response } {
  if (!user)
    return {
      ok: false,
      response: apiError(401, 'Not signed in: send "Authorization: Bearer <access_token>".'),
    }
  if (user.role !== 'recruiter')
    return { ok: false, response: apiError(403, 'Platform access not allowed: recruiter accounts only.') }
  return { ok: true, user }
}

const notFound = () => apiError(404, 'No such offer or application.')

/**
 * A recruiter's write to the offer or application `id`: signed in as a recruiter, a well-formed id, a body
 * `schema` accepts (`message` when not), within her rate limit; or the answer that says which was not.
 */
async function recruiterWrite<T extends z.ZodType>(
  db: Database,
  user: SessionUser | null,
  id: string,
  request: Request,
  schema: T,
  message: string,
): Promise<{ ok: true; user: SessionUser; data: z.output<T> } | { ok: false; response: Response }> {
  const who = recruiterOnly(user)
  if (!who.ok) return who
  if (!UUID_PATTERN.test(id)) return { ok: false, response: notFound() }
  const body = await parseJsonBody(request, schema, message)
  if (!body.ok) return body
  const limit = await hitRateLimit(db, `recruiter-write:${who.user.id}`, RECRUITER_WRITE_LIMIT)
  if (!limit.allowed)
    return { ok: false, response: tooManyRequests(limit.retryAfterS, 'Too many changes: try again later.') }
  return { ok: true, user: who.user, data: body.data }
}

/**
 * An `/api` door that writes to the offer, application or organisation `id`: `act` runs with the
 * recruiter and the parsed body once `recruiterWrite`'s checks pass.
 */
export function recruiterWriteDoor<T extends z.ZodType>(
  schema: T,
  message: string,
  act: (db: Database, user: SessionUser, id: string, data: z.output<T>) => Promise<Response>,
) {
  return async (db: Database, user: SessionUser | null, id: string, request: Request): Promise<Response> => {
    const write = await recruiterWrite(db, user, id, request, schema, message)
    return write.ok ? act(db, write.user, id, write.data) : write.response
  }
}

/**
 * What a recruiter may not see: 403 when it exists (another organisation's), 404 when it does not. The
 * ids are random UUIDs: telling them apart reveals nothing a caller could not already hold.
 */
export async function refused(db: Database, table: typeof offers | typeof applications, id: string) {
  return (await rowExists(db, table, id))
    ? apiError(403, 'This belongs to another organisation.')
    : notFound()
}

/** `GET /api/recruiter/offers`: her organisations, their offers and applicants per status. */
export async function handleRecruiterOffers(db: Database, user: SessionUser | null): Promise<Response> {
  const who = recruiterOnly(user)
  if (!who.ok) return who.response
  return Response.json({ data: await recruiterCompanies(db, who.user.id) })
}

/** The query of `GET /api/recruiter/offers/<offer>/applications`. */
export const applicantsQuery = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})

/** `POST /api/recruiter/applications/<application>/note`. */
export const organisationNoteBody = z.object({ note: z.string().max(ORGANISATION_NOTE_MAX_LENGTH) })

/** `POST /api/recruiter/offers/<offer>/status`. */
export const offerStatusBody = z.object({ action: z.enum(OFFER_STATUS_ACTIONS) })

/** `GET /api/recruiter/offers/<offer>/applications?status=&page=`: one offer's applicants, 25 a page. */
export async function handleOfferApplicants(
  db: Database,
  user: SessionUser | null,
  offerId: string,
  request: Request,
) {
  const who = recruiterOnly(user)
  if (!who.ok) return who.response
  if (!UUID_PATTERN.test(offerId)) return notFound()
  const query = parseQueryParams(request, applicantsQuery)
  if (!query.ok) return query.response
  const data = await offerApplicants(db, who.user.id, offerId, {
    status: query.data.status ?? null,
    page: query.data.page,
  })
  return data ? Response.json({ data }) : refused(db, offers, offerId)
}

/** `GET /api/recruiter/applications/<application>`: one application, files through fresh signed links. */
export async function handleRecruiterApplication(
  db: Database,
  user: SessionUser | null,
  applicationId: string,
) {
  const who = recruiterOnly(user)
  if (!who.ok) return who.response
  if (!UUID_PATTERN.test(applicationId)) return notFound()
  const data = await recruiterApplication(db, who.user.id, applicationId)
  return data ? Response.json({ data }) : refused(db, applications, applicationId)
}

/** `POST /api/recruiter/applications/<application>/note` `{ note }`: the organisation's own note. */
export const handleOrganisationNote = recruiterWriteDoor(
  organisationNoteBody,
  `"note" is required (at most ${ORGANISATION_NOTE_MAX_LENGTH} characters).`,
  async (db, user, applicationId, { note }) =>
    (await saveOrganisationNote(db, user.id, applicationId, note))
      ? Response.json({ data: { uuid: applicationId } })
      : refused(db, applications, applicationId),
)

export const statusBody = z.object({
  application_uuid: z.uuid(),
  from: z.enum(APPLICATION_STATUSES),
  to: z.enum(APPLICATION_STATUSES),
})

/**
 * A status change: a recruiter answers (member of the application's organisation), a talent withdraws
 * (her own). 403 for anyone else's application and for a move the state machine refuses that side, 404 for
 * no application, 409 when the status changed since `from` was read.
 */
export async function handleStatusChange(db: Database, user: SessionUser | null, request: Request) {
  if (!user) return apiError(401, 'Not signed in: send "Authorization: Bearer <access_token>".')
  const body = await parseJsonBody(
    request,
    statusBody,
    '"application_uuid", "from" (the status you saw) and "to" are required.',
  )
  if (!body.ok) return body.response
  const { application_uuid: id, from, to } = body.data
  let outcome: Awaited<ReturnType<typeof recruiterMove>>
  if (user.role === 'recruiter') {
    const limit = await hitRateLimit(db, `recruiter-write:${user.id}`, RECRUITER_WRITE_LIMIT)
    if (!limit.allowed) return tooManyRequests(limit.retryAfterS, 'Too many changes: try again later.')
    outcome = await recruiterMove(db, user.id, id, from, to)
  } else {
    if (to !== 'withdrawn')
      return apiError(403, 'A talent may only withdraw her application ("to": "withdrawn").')
    outcome = await withdrawApplication(db, user, id, from)
  }
  if (outcome.ok) return Response.json({ data: { uuid: id, status: outcome.status } })
  switch (outcome.error) {
    case 'not-found':
      return (await rowExists(db, applications, id))
        ? apiError(403, 'This application is not yours to change.')
        : apiError(404, 'No such application.')
    case 'conflict':
      return apiError(409, `The application is no longer "${from}": read it again.`, { code: 'conflict' })
    default:
      return apiError(403, `"${from}" → "${to}" is not a change you may make.`, { code: 'not-allowed' })
  }
}

/**
 * `POST /api/recruiter/offers/<offer>/status` `{ action: "publish" | "archive" }`: publishes a draft of
 * her organisation or archives a published offer. 409 when the offer is not in the status the action
 * starts from.
 */
export const handleOfferStatus = recruiterWriteDoor(
  offerStatusBody,
  '"action" is required: "publish" (a draft) or "archive" (a published offer).',
  async (db, user, offerId, { action }) => {
    const outcome = await changeOfferStatus(db, user.id, offerId, action)
    if (outcome.ok)
      return Response.json({ data: { uuid: offerId, closed_applications: outcome.closedApplications } })
    if (outcome.error === 'conflict')
      return apiError(409, `This offer cannot be ${action}ed from its current status.`, { code: 'conflict' })
    return refused(db, offers, offerId)
  },
)
