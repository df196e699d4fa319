/**
 * The hiring loop's `/api` doors, for both sides (README "API"): the same services as the server
 * functions. A talent applies (`POST /api/applications`), lists hers (`GET /api/applications?tab=`),
 * records one sent on an organisation's site (`POST /api/applications/external`). Status changes, for both
 * sides, are in `recruiter/recruiter-api.server.ts`.
 */

import { z } from 'zod'
import { absentableOr } from '~/domain/api-fields'
import { APPLICATION_TABS, applySchema, inTab } from '~/domain/applications'
import type { SessionUser } from '~/features/auth/sessions.server'
import type { Locale } from '~/i18n/locales'
import { apiError, parseJsonBody, parseQueryParams, tooManyRequests } from '~/server/api'
import type { Database } from '~/server/db/client'
import { APPLY_LIMIT, hitRateLimit } from '~/server/rate-limit'
import { applyToOffer, recordExternalApplication } from './apply.server'
import { talentApplications } from './talent-applications.server'

const NOT_SIGNED_IN = () => apiError(401, 'Not signed in: send "Authorization: Bearer <access_token>".')
const TALENTS_ONLY = () => apiError(403, 'Only talent accounts apply.')

/** The apply body in the API's spelling (snake_case, like the other `/api` bodies). */
export const applyBody = z
  .object({
    offer_uuid: z.uuid(),
    cv: z.string(),
    cover_letter_text: absentableOr(z.string(), ''),
    cover_letter_file: absentableOr(z.string().nullable(), null),
    answers: absentableOr(z.array(z.string()), []),
    consent: z.boolean(),
    student_declaration: absentableOr(z.boolean(), false),
  })
  .transform((body) => ({
    offerId: body.offer_uuid,
    cv: body.cv,
    coverLetterText: body.cover_letter_text,
    coverLetterFile: body.cover_letter_file,
    answers: body.answers,
    consent: body.consent,
    studentDeclaration: body.student_declaration,
  }))
  .pipe(applySchema)

/** `POST /api/applications/external`. */
export const externalApplicationBody = z.object({ offer_uuid: z.uuid() })

/** `GET /api/applications?tab=`: every tab of "My applications" but the saved offers. */
export const myApplicationsQuery = z.object({
  tab: z.enum(APPLICATION_TABS).exclude(['saved']).default('all'),
})

const APPLY_STATUS: Record<string, number> = {
  'not-talent': 403,
  unconfirmed: 403,
  'unknown-offer': 404,
  'offer-closed': 409,
  'external-offer': 409,
  'already-applied': 409,
  'no-cv': 422,
  'bad-letter': 422,
  answers: 422,
  'student-declaration': 422,
  'student-age': 422,
}

export async function handleApply(
  db: Database,
  user: SessionUser | null,
  request: Request,
): Promise<Response> {
  if (!user) return NOT_SIGNED_IN()
  if (user.role !== 'talent') return TALENTS_ONLY()
  const body = await parseJsonBody(
    request,
    applyBody,
    '"offer_uuid", "cv" (the location POST /api/upload answered) and "consent": true are required; "answers" holds one answer per question of the offer.',
  )
  if (!body.ok) return body.response
  const limit = await hitRateLimit(db, `apply:${user.id}`, APPLY_LIMIT)
  if (!limit.allowed) return tooManyRequests(limit.retryAfterS, 'Too many applications: try again later.')
  const outcome = await applyToOffer(db, user, body.data)
  if (outcome.ok)
    return Response.json({ data: { uuid: outcome.applicationId, status: 'new' } }, { status: 201 })
  return apiError(APPLY_STATUS[outcome.error] ?? 400, `The application was not sent: ${outcome.error}.`, {
    code: outcome.error,
    ...(outcome.applicationId ? { application_uuid: outcome.applicationId } : {}),
  })
}

export async function handleRecordExternal(db: Database, user: SessionUser | null, request: Request) {
  if (!user) return NOT_SIGNED_IN()
  if (user.role !== 'talent') return TALENTS_ONLY()
  const body = await parseJsonBody(request, externalApplicationBody, '"offer_uuid" is required.')
  if (!body.ok) return body.response
  const outcome = await recordExternalApplication(db, user, body.data.offer_uuid)
  if (outcome.ok) return Response.json({ data: { uuid: outcome.applicationId, applied_externally: true } })
  return apiError(APPLY_STATUS[outcome.error] ?? 400, `Not recorded: ${outcome.error}.`, {
    code: outcome.error,
  })
}

export async function handleMyApplications(
  db: Database,
  user: SessionUser | null,
  request: Request,
  locale: Locale,
): Promise<Response> {
  if (!user) return NOT_SIGNED_IN()
  if (user.role !== 'talent') return TALENTS_ONLY()
  const query = parseQueryParams(request, myApplicationsQuery)
  if (!query.ok) return query.response
  const list = await talentApplications(db, user.id, locale)
  return Response.json({ data: list.filter((item) => inTab(query.data.tab, item.status)) })
}
