/**
 * Moving an application between statuses: the one writer of `applications.status`. The move is checked
 * against the state machine of `domain/applications`, recorded on the timeline with who and when, and
 * conditional on the status the actor saw, so two recruiters acting at once cannot both win.
 */
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import { canMove, canUndo, OPEN_STATUSES } from '~/domain/applications'
import type { ApplicationActor, ApplicationStatus } from '~/domain/enums'
import type { Database } from '~/server/db/client'
import { applicationEvents, applications } from '~/server/db/schema'
import { cancelInterviewsOfEnded } from './interviews.server'

export type MoveRequest = {
  applicationId: string
  to: ApplicationStatus
  actor: ApplicationActor
  actorUserId: string | null
  /** The status the actor saw when deciding; the move fails with `conflict` if it changed since. */
  from: ApplicationStatus
  /** Seconds the talent's e-mail about this move waits (the undo window of a final answer). */
  mailDelayS?: number
  /** A refusal's reason and message, or why the platform closed it ('deadline'), kept on the step. */
  reason?: string
  message?: string
}

export type MoveOutcome =
  | { ok: true; status: ApplicationStatus; changedAt: Date; eventId: string; mailDueAt: Date | null }
  | { ok: false; error: 'not-allowed' | 'conflict' }

/**
 * Moves the application (whose access the caller has checked) from `from` to `to`. `not-allowed`: the
 * state machine forbids it; `conflict`: someone else moved it first (the current status is unchanged).
 */
export async function moveApplication(db: Database, request: MoveRequest): Promise<MoveOutcome> {
  if (!canMove(request.actor, request.from, request.to)) return { ok: false, error: 'not-allowed' }
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(applications)
      .set({ status: request.to, statusChangedAt: sql`now()` })
      .where(and(eq(applications.id, request.applicationId), eq(applications.status, request.from)))
      .returning({ status: applications.status, changedAt: applications.statusChangedAt })
    if (!moved) return { ok: false as const, error: 'conflict' as const }
    const [event] = await tx
      .insert(applicationEvents)
      .values({
        applicationId: request.applicationId,
        status: request.to,
        actor: request.actor,
        actorUserId: request.actorUserId,
        mailDueAt: request.mailDelayS ? sql`now() + make_interval(secs => ${request.mailDelayS})` : undefined,
        reason: request.reason ?? null,
        message: request.message ?? null,
      })
      .returning({ id: applicationEvents.id, mailDueAt: applicationEvents.mailDueAt })
    return { ok: true as const, ...moved, eventId: event!.id, mailDueAt: event!.mailDueAt }
  })
}

export type UndoOutcome = { ok: true; status: ApplicationStatus } | { ok: false; error: 'too-late' }

/**
 * Takes back the final answer `eventId` its author gave, while its e-mail has not gone and its window is
 * open: the move leaves the timeline and the application returns to the status before it, as if the
 * click never happened. `too-late` otherwise (nothing changes).
 */
export async function undoAnswer(
  db: Database,
  request: { applicationId: string; eventId: string; actor: ApplicationActor; actorUserId: string },
): Promise<UndoOutcome> {
  const tooLate = { ok: false as const, error: 'too-late' as const }
  const undone = await db
    .transaction(async (tx) => {
      const [taken] = await tx
        .delete(applicationEvents)
        .where(
          and(
            eq(applicationEvents.id, request.eventId),
            eq(applicationEvents.applicationId, request.applicationId),
            eq(applicationEvents.actorUserId, request.actorUserId),
            isNull(applicationEvents.mailedAt),
            gt(applicationEvents.mailDueAt, sql`now()`),
          ),
        )
        .returning({ status: applicationEvents.status })
      // Thrown, not returned: the transaction must not keep a deleted step.
      if (!taken || !canUndo(request.actor, taken.status)) throw new AnswerKept()
      const [before] = await tx
        .select({ status: applicationEvents.status, at: applicationEvents.createdAt })
        .from(applicationEvents)
        .where(eq(applicationEvents.applicationId, request.applicationId))
        .orderBy(desc(applicationEvents.createdAt))
        .limit(1)
      const status = before?.status ?? 'new'
      const [restored] = await tx
        .update(applications)
        .set({ status, statusChangedAt: before?.at ?? sql`now()` })
        .where(and(eq(applications.id, request.applicationId), eq(applications.status, taken.status)))
        .returning({ id: applications.id })
      if (!restored) throw new AnswerKept()
      return { ok: true as const, status }
    })
    .catch((error: unknown) => {
      if (error instanceof AnswerKept) return tooLate
      throw error
    })
  return undone
}

/** Ends an undo's transaction without a change: the answer stays as given. */
class AnswerKept extends Error {}

/**
 * Closes every unanswered application of an offer (the organisation withdrew it without answering):
 * each becomes `closed`, on its timeline as the platform's move. Answers how many were closed.
 */
export async function closeOpenApplications(db: Database, offerId: string): Promise<number> {
  const closedIds = await db.transaction(async (tx) => {
    const closed = await tx
      .update(applications)
      .set({ status: 'closed', statusChangedAt: sql`now()` })
      .where(and(eq(applications.offerId, offerId), inArray(applications.status, [...OPEN_STATUSES])))
      .returning({ id: applications.id })
    if (closed.length > 0)
      await tx.insert(applicationEvents).values(
        closed.map(({ id }) => ({
          applicationId: id,
          status: 'closed' as const,
          actor: 'system' as const,
        })),
      )
    return closed.map(({ id }) => id)
  })
  await cancelInterviewsOfEnded(db, closedIds)
  return closedIds.length
}
