/**
 * The recruiter space's `/api` doors (README "API"): the same services as its pages. Recruiters only;
 * what belongs to another organisation is a 403, nothing changed.
 */

import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { ORGANISATION_NOTE_MAX_LENGTH } from '~/domain/applications'
import { APPLICATION_STATUSES } from '~/domain/enums'
import { UUID_PATTERN } from '~/domain/validation'
import type { SessionUser } from '~/features/auth/sessions.server'
import { apiError, parseJsonBody, parseQueryParams, tooManyRequests } from '~/server/api'
import type { Database } from '~/server/db/client'
import { applications, offers } from '~/server/db/schema'
import { hitRateLimit, RECRUITER_WRITE_LIMIT } from '~/server/rate-limit'
import { recruiterApplication, saveOrganisationNote } from './recruiter-application.server'
import { offerApplicants, recruiterCompanies } from './recruiter-offers.server'

/** The signed-in recruiter, or the 401/403 answer. */
function recruiterOnly(
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
 * What a recruiter may not see: 403 when it exists (another organisation's), 404 when it does not. The
 * ids are random UUIDs: telling them apart reveals nothing a caller could not already hold.
 */
async function refused(db: Database, table: typeof offers | typeof applications, id: string) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id))
  return row ? apiError(403, 'This belongs to another organisation.') : notFound()
}

/** `GET /api/recruiter/offers`: her organisations, their offers and applicants per status. */
export async function handleRecruiterOffers(db: Database, user: SessionUser | null): Promise<Response> {
  const who = recruiterOnly(user)
  if (!who.ok) return who.response
  return Response.json({ data: await recruiterCompanies(db, who.user.id) })
}

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
  const query = parseQueryParams(
    request,
    z.object({
      status: z.enum(APPLICATION_STATUSES).optional(),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
    }),
  )
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
export async function handleOrganisationNote(
  db: Database,
  user: SessionUser | null,
  applicationId: string,
  request: Request,
) {
  const who = recruiterOnly(user)
  if (!who.ok) return who.response
  if (!UUID_PATTERN.test(applicationId)) return notFound()
  const body = await parseJsonBody(
    request,
    z.object({ note: z.string().max(ORGANISATION_NOTE_MAX_LENGTH) }),
    `"note" is required (at most ${ORGANISATION_NOTE_MAX_LENGTH} characters).`,
  )
  if (!body.ok) return body.response
  const limit = await hitRateLimit(db, `recruiter-write:${who.user.id}`, RECRUITER_WRITE_LIMIT)
  if (!limit.allowed) return tooManyRequests(limit.retryAfterS, 'Too many changes: try again later.')
  return (await saveOrganisationNote(db, who.user.id, applicationId, body.data.note))
    ? Response.json({ data: { uuid: applicationId } })
    : refused(db, applications, applicationId)
}
