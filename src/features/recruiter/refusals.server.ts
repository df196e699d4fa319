/**
 * Refusals people can bear (docs/answers.md): a reason from the short list and the organisation's message
 * in the talent's language, previewed before sending; and "refuse all remaining applicants" of an offer,
 * each refusal a move of the state machine with the same undo window as a single answer.
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { RefusalReason } from '~/domain/answers'
import { ANSWER_UNDO_SECONDS, OPEN_STATUSES } from '~/domain/applications'
import type { AnswerNewsScheduler } from '~/features/applications/answer-news.server'
import { refusalPreview, talentLocaleOf } from '~/features/applications/application-mails.server'
import type { Database } from '~/server/db/client'
import { applications, offers } from '~/server/db/schema'
import { isMember } from './membership.server'
import type { BulkRefusal, RefusalPreview } from './recruiter.model'
import { type RecruiterMoveOutcome, recruiterMove, recruiterUndo } from './recruiter-application.server'
import { templateFor } from './refusal-templates.server'

/** The application's organisation if the user is one of its members, else null. */
async function companyOfApplication(db: Database, userId: string, applicationId: string) {
  const [row] = await db
    .select({ companyId: applications.companyId })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.appliedExternally, false)))
  if (!row || !(await isMember(db, userId, row.companyId))) return null
  return row.companyId
}

/** The message this application's refusal carries: the organisation's template in the talent's language. */
async function messageFor(db: Database, companyId: string, applicationId: string) {
  const locale = (await talentLocaleOf(db, applicationId)) ?? 'fr'
  return templateFor(db, companyId, locale)
}

/** What the talent would read if refused with `reason`; null for anyone but the organisation's members. */
export async function previewRefusal(
  db: Database,
  userId: string,
  applicationId: string,
  reason: RefusalReason,
): Promise<RefusalPreview | null> {
  const companyId = await companyOfApplication(db, userId, applicationId)
  if (!companyId) return null
  const message = await messageFor(db, companyId, applicationId)
  return refusalPreview(db, applicationId, { reason, message })
}

/** Refuses one application with its reason and the organisation's message (the undo window applies). */
export async function refuseWithReason(
  db: Database,
  userId: string,
  applicationId: string,
  from: (typeof OPEN_STATUSES)[number],
  reason: RefusalReason,
  schedule?: AnswerNewsScheduler,
): Promise<RecruiterMoveOutcome> {
  const companyId = await companyOfApplication(db, userId, applicationId)
  if (!companyId) return { ok: false, error: 'not-found' }
  const message = await messageFor(db, companyId, applicationId)
  return recruiterMove(db, userId, applicationId, from, 'refused', schedule, { reason, message })
}

/**
 * Refuses every application of the offer still waiting for an answer (the offer is filled), each with the
 * reason and the message in its talent's language; null for anyone but the organisation's members.
 */
export async function refuseAllRemaining(
  db: Database,
  userId: string,
  offerId: string,
  reason: RefusalReason,
  schedule?: AnswerNewsScheduler,
): Promise<BulkRefusal | null> {
  const [offer] = await db.select({ companyId: offers.companyId }).from(offers).where(eq(offers.id, offerId))
  if (!offer || !(await isMember(db, userId, offer.companyId))) return null
  const waiting = await db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(
      and(
        eq(applications.offerId, offerId),
        eq(applications.appliedExternally, false),
        inArray(applications.status, [...OPEN_STATUSES]),
      ),
    )
    .orderBy(asc(applications.sentAt))
  const refused: BulkRefusal['refused'] = []
  for (const application of waiting) {
    const message = await messageFor(db, offer.companyId, application.id)
    const outcome = await recruiterMove(db, userId, application.id, application.status, 'refused', schedule, {
      reason,
      message,
    })
    // One a colleague answered meanwhile keeps her answer.
    if (outcome.ok) refused.push({ applicationId: application.id, eventId: outcome.eventId })
  }
  return { refused, undoSeconds: ANSWER_UNDO_SECONDS }
}

/** Takes back the refusals of a bulk refusal still within their window; answers how many came back. */
export async function undoBulkRefusal(
  db: Database,
  userId: string,
  refused: BulkRefusal['refused'],
): Promise<number> {
  let undone = 0
  for (const { applicationId, eventId } of refused) {
    const outcome = await recruiterUndo(db, userId, applicationId, eventId)
    if (outcome.ok) undone++
  }
  return undone
}
