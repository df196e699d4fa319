/**
 * The `/api` doors of "every application gets an answer" (docs/answers.md): a refusal with its reason
 * (previewed first), refusing an offer's remaining applicants and taking them back, the organisation's
 * answer time and refusal templates. The same services as the recruiter space; another organisation's
 * application or offer is a 403 with nothing sent.
 */
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { refusalTemplateSchema } from '~/domain/answer-schemas'
import {
  ANSWER_DAYS_MAX,
  ANSWER_DAYS_MIN,
  REFUSAL_REASONS,
  REFUSAL_TEMPLATE_MAX_LENGTH,
} from '~/domain/answers'
import { OPEN_STATUSES } from '~/domain/applications'
import { UUID_PATTERN } from '~/domain/validation'
import type { SessionUser } from '~/features/auth/sessions.server'
import { LOCALES } from '~/i18n/locales'
import { apiError, parseQueryParams } from '~/server/api'
import type { Database } from '~/server/db/client'
import { applications, companies, offers } from '~/server/db/schema'
import { recruiterOnly, recruiterWriteDoor, refused } from './recruiter-api.server'
import { answerSettings, saveAnswerDays, saveRefusalTemplate } from './refusal-templates.server'
import { previewRefusal, refuseAllRemaining, refuseWithReason, undoBulkRefusal } from './refusals.server'

const reasonList = REFUSAL_REASONS.map((reason) => `"${reason}"`).join(', ')

export const refusalPreviewQuery = z.object({ reason: z.enum(REFUSAL_REASONS) })
export const refusalBody = z.object({
  from: z.enum(OPEN_STATUSES as readonly ['new', 'pending']),
  reason: z.enum(REFUSAL_REASONS),
})
export const refuseRemainingBody = z.object({ reason: z.enum(REFUSAL_REASONS) })
export const undoRefusalsBody = z.object({
  refused: z
    .array(z.object({ application_uuid: z.uuid(), event_uuid: z.uuid() }))
    .min(1)
    .max(1000),
})
export const answerSettingsBody = z.object({
  answer_days: z.number().int().min(ANSWER_DAYS_MIN).max(ANSWER_DAYS_MAX).nullish(),
  templates: z.partialRecord(z.enum(LOCALES), z.string().max(REFUSAL_TEMPLATE_MAX_LENGTH)).nullish(),
})

/** `GET /api/recruiter/applications/<application>/refusal-preview?reason=`: what the talent would read. */
export async function handleRefusalPreview(
  db: Database,
  user: SessionUser | null,
  applicationId: string,
  request: Request,
) {
  const who = recruiterOnly(user)
  if (!who.ok) return who.response
  if (!UUID_PATTERN.test(applicationId)) return apiError(404, 'No such offer or application.')
  const query = parseQueryParams(request, refusalPreviewQuery)
  if (!query.ok) return query.response
  const preview = await previewRefusal(db, who.user.id, applicationId, query.data.reason)
  return preview ? Response.json({ data: preview }) : refused(db, applications, applicationId)
}

/** `POST /api/recruiter/applications/<application>/refusal` `{ from, reason }`. */
export const handleRefusal = recruiterWriteDoor(
  refusalBody,
  `"from" ("new" or "pending", the status you saw) and "reason" (${reasonList}) are required.`,
  async (db, user, applicationId, { from, reason }) => {
    const outcome = await refuseWithReason(db, user.id, applicationId, from, reason)
    if (outcome.ok)
      return Response.json({
        data: { uuid: applicationId, status: outcome.status, event_uuid: outcome.eventId },
      })
    if (outcome.error === 'not-found') return refused(db, applications, applicationId)
    if (outcome.error === 'conflict')
      return apiError(409, `The application is no longer "${from}": read it again.`, { code: 'conflict' })
    return apiError(403, 'This application cannot be refused now.', { code: 'not-allowed' })
  },
)

/** `POST /api/recruiter/offers/<offer>/refuse-remaining` `{ reason }`: every unanswered applicant. */
export const handleRefuseRemaining = recruiterWriteDoor(
  refuseRemainingBody,
  `"reason" is required (${reasonList}).`,
  async (db, user, offerId, { reason }) => {
    const outcome = await refuseAllRemaining(db, user.id, offerId, reason)
    if (!outcome) return refused(db, offers, offerId)
    return Response.json({
      data: {
        refused: outcome.refused.map((item) => ({
          application_uuid: item.applicationId,
          event_uuid: item.eventId,
        })),
        undo_seconds: outcome.undoSeconds,
      },
    })
  },
)

/** `POST /api/recruiter/offers/<offer>/refuse-remaining/undo` `{ refused }`: within the undo window. */
export const handleUndoRefusals = recruiterWriteDoor(
  undoRefusalsBody,
  '"refused" is required: the list the bulk refusal answered.',
  async (db, user, _offerId, { refused: list }) => {
    const undone = await undoBulkRefusal(
      db,
      user.id,
      list.map((item) => ({ applicationId: item.application_uuid, eventId: item.event_uuid })),
    )
    return Response.json({ data: { undone } })
  },
)

/** `GET /api/recruiter/organisations/<company>/answers`: answer time and refusal templates. */
export async function handleAnswerSettings(db: Database, user: SessionUser | null, companyId: string) {
  const who = recruiterOnly(user)
  if (!who.ok) return who.response
  if (!UUID_PATTERN.test(companyId)) return apiError(404, 'No such organisation.')
  const settings = await answerSettings(db, who.user.id, companyId)
  return settings ? Response.json({ data: settings }) : refusedCompany(db, companyId)
}

async function refusedCompany(db: Database, companyId: string) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId))
  return row ? apiError(403, 'This belongs to another organisation.') : apiError(404, 'No such organisation.')
}

/** `PATCH /api/recruiter/organisations/<company>/answers` `{ answer_days?, templates? }`. */
export const handleAnswerSettingsChange = recruiterWriteDoor(
  answerSettingsBody,
  `"answer_days" is a whole number of days from ${ANSWER_DAYS_MIN} to ${ANSWER_DAYS_MAX}; "templates" holds plain text per language (fr, nl, en), at most ${REFUSAL_TEMPLATE_MAX_LENGTH} characters.`,
  async (db, user, companyId, data) => {
    if (!(await answerSettings(db, user.id, companyId))) return refusedCompany(db, companyId)
    // Every template is checked before anything is saved: a refused one leaves all unchanged.
    for (const [locale, body] of Object.entries(data.templates ?? {})) {
      const parsed = refusalTemplateSchema.safeParse(body)
      if (!parsed.success) {
        const code = parsed.error.issues[0]?.message
        return apiError(
          422,
          code === 'template-markup'
            ? `The "${locale}" template contains markup (a tag or an entity): write plain text.`
            : `The "${locale}" template is empty or too long.`,
          { code, locale },
        )
      }
    }
    if (data.answer_days != null) await saveAnswerDays(db, user.id, companyId, data.answer_days)
    for (const [locale, body] of Object.entries(data.templates ?? {}))
      await saveRefusalTemplate(db, user.id, companyId, locale as (typeof LOCALES)[number], body!)
    return Response.json({ data: await answerSettings(db, user.id, companyId) })
  },
)
