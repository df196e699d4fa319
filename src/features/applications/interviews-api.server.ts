/**
 * The interviews' `/api` plumbing and the talent's door (she picks a slot of her own application's
 * interview); the recruiter's doors are in the recruiter space. Refusals carry the interface's message in
 * the caller's language (Accept-Language) and a stable `code`.
 */

import { z } from 'zod'
import { absentableOr } from '~/domain/api-fields'
import {
  INTERVIEW_DEFAULT_DURATION,
  INTERVIEW_DURATIONS,
  INTERVIEW_LOCATION_MAX_LENGTH,
  INTERVIEW_MAX_SLOTS,
  type InterviewError,
  parseProposal,
} from '~/domain/interviews'
import { UUID_PATTERN } from '~/domain/validation'
import type { SessionUser } from '~/features/auth/sessions.server'
import { INTERVIEW_ERROR_MESSAGES } from '~/i18n/interview-labels'
import { apiError, apiLocale, parseJsonBody, tooManyRequests } from '~/server/api'
import type { Database } from '~/server/db/client'
import { rowExists } from '~/server/db/row-exists'
import { type applications, interviews } from '~/server/db/schema'
import { i18nFor } from '~/server/mail/templates'
import { hitRateLimit, RECRUITER_WRITE_LIMIT } from '~/server/rate-limit'
import { type InterviewOutcome, talentPick } from './interviews.server'

export const interviewProposalBody = z.object({
  slots: z
    .array(
      z.object({
        date: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .meta({ description: 'The day in Belgium.', example: '2027-03-15' }),
        time: z
          .string()
          .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
          .meta({ description: 'The time in Belgium (Europe/Brussels), 24 h.', example: '10:30' }),
        location: z
          .string()
          .trim()
          .min(2)
          .max(INTERVIEW_LOCATION_MAX_LENGTH)
          .meta({ description: 'An address or a video link.', example: 'Rue Haute 12, 1000 Bruxelles' }),
      }),
    )
    .min(1)
    .max(INTERVIEW_MAX_SLOTS),
  duration_minutes: absentableOr(
    z
      .union(INTERVIEW_DURATIONS.map((n) => z.literal(n)))
      .meta({ description: 'The interview’s length in minutes (60 when absent).' }),
    INTERVIEW_DEFAULT_DURATION,
  ),
})

export const interviewPickBody = z.object({
  slot: z
    .int()
    .min(0)
    .max(INTERVIEW_MAX_SLOTS - 1)
    .meta({ description: 'The index of the slot picked.' }),
})

const STATUS: Record<InterviewError, number> = {
  'not-found': 404,
  'not-in-progress': 409,
  'slot-in-past': 422,
  'invalid-slots': 400,
  'not-open': 409,
  expired: 410,
  throttled: 429,
}

async function refusal(request: Request, error: InterviewError, status = STATUS[error]) {
  const i18n = await i18nFor(apiLocale(request))
  return apiError(status, i18n._(INTERVIEW_ERROR_MESSAGES[error]), { code: error })
}

/** The outcome as an answer; `not-found` is a 403 when the resource exists (someone else's). */
export async function answer(
  db: Database,
  request: Request,
  outcome: InterviewOutcome,
  table: typeof applications | typeof interviews,
  id: string,
  created = false,
) {
  if (outcome.ok) return Response.json({ data: outcome.interview }, { status: created ? 201 : 200 })
  if (outcome.error === 'not-found' && (await rowExists(db, table, id)))
    return refusal(request, 'not-found', 403)
  return refusal(request, outcome.error)
}

type Who = { ok: true; user: SessionUser } | { ok: false; response: Response }

export async function signedIn(
  db: Database,
  user: SessionUser | null,
  role: 'recruiter' | 'talent',
  id: string,
  request: Request,
): Promise<Who> {
  if (!user)
    return {
      ok: false,
      response: apiError(401, 'Not signed in: send "Authorization: Bearer <access_token>".'),
    }
  if (user.role !== role) return { ok: false, response: apiError(403, `Only a ${role} account may do this.`) }
  if (!UUID_PATTERN.test(id)) return { ok: false, response: await refusal(request, 'not-found') }
  const limit = await hitRateLimit(db, `${role}-write:${user.id}`, RECRUITER_WRITE_LIMIT)
  if (!limit.allowed)
    return { ok: false, response: tooManyRequests(limit.retryAfterS, 'Too many changes: try again later.') }
  return { ok: true, user }
}

const invalidBody = async (request: Request) => ({
  ok: false as const,
  response: await refusal(request, 'invalid-slots'),
})

export async function proposal(request: Request) {
  const body = await parseJsonBody(request, interviewProposalBody)
  if (!body.ok) return body.response.status === 400 ? invalidBody(request) : body
  // The domain's own rule on top of the documented shape (a day of the calendar, no 30 February).
  const data = parseProposal({ slots: body.data.slots, durationMinutes: body.data.duration_minutes })
  return data ? { ok: true as const, data } : invalidBody(request)
}

/** `POST /api/applications/interviews/<interview>/pick` `{ slot }`: the talent fixes one slot. */
export async function handlePickInterviewSlot(
  db: Database,
  user: SessionUser | null,
  interviewId: string,
  request: Request,
) {
  const who = await signedIn(db, user, 'talent', interviewId, request)
  if (!who.ok) return who.response
  const body = await parseJsonBody(request, interviewPickBody)
  if (!body.ok) return body.response.status === 400 ? refusal(request, 'invalid-slots') : body.response
  const outcome = await talentPick(db, who.user.id, interviewId, body.data.slot)
  return answer(db, request, outcome, interviews, interviewId)
}
