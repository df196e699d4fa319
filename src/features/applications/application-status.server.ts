/**
 * Moving an application between statuses: the one writer of `applications.status`. The move is checked
 * against the state machine of `domain/applications`, recorded on the timeline with who and when, and
 * conditional on the status the actor saw, so two recruiters acting at once cannot both win.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { canMove, OPEN_STATUSES } from '~/domain/applications'
import type { ApplicationActor, ApplicationStatus } from '~/domain/enums'
import type { Database } from '~/server/db/client'
import { applicationEvents, applications } from '~/server/db/schema'

export type MoveRequest = {
  applicationId: string
  to: ApplicationStatus
  actor: ApplicationActor
  actorUserId: string | null
  /** The status the actor saw when deciding; the move fails with `conflict` if it changed since. */
  from: ApplicationStatus
}

export type MoveOutcome =
  | { ok: true; status: ApplicationStatus; changedAt: Date }
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
    await tx.insert(applicationEvents).values({
      applicationId: request.applicationId,
      status: request.to,
      actor: request.actor,
      actorUserId: request.actorUserId,
    })
    return { ok: true as const, ...moved }
  })
}

/**
 * Closes every unanswered application of an offer (the organisation withdrew it without answering):
 * each becomes `closed`, on its timeline as the platform's move. Answers how many were closed.
 */
export async function closeOpenApplications(db: Database, offerId: string): Promise<number> {
  return db.transaction(async (tx) => {
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
    return closed.length
  })
}
