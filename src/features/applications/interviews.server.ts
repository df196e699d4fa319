/**
 * Interviews on applications in progress: the writes every door shares (the recruiter space, the talent's
 * space, the e-mail's signed link, the API); what both sides read is in interview-reads.server.ts. An
 * interview is an event beside the application's status, which it never moves; each write is conditional on
 * the state its author saw.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import {
  ANSWER_DAYS_AFTER_INTERVIEW,
  brusselsInstant,
  type InterviewError,
  type InterviewProposal,
} from '~/domain/interviews'
import type { Database } from '~/server/db/client'
import { rowExists } from '~/server/db/row-exists'
import { applications, type InterviewSlot, interviewEvents, interviews, talents } from '~/server/db/schema'
import { log } from '~/server/observability/log'
import type { InterviewView } from './applications.model'
import { checkInterviewLink, type InterviewLink } from './interview-links.server'
import { type InterviewNews, sendInterviewMails } from './interview-mails.server'
import { interviewView } from './interview-reads.server'

export type InterviewOutcome = { ok: true; interview: InterviewView } | { ok: false; error: InterviewError }

/** Interviews are arranged on applications in progress only. */
const IN_PROGRESS = 'pending'

/** The proposal's slots as instants, or why they are refused (a day that does not exist, one in the past). */
function slotsOf(
  proposal: InterviewProposal,
  now = new Date(),
): InterviewSlot[] | 'invalid-slots' | 'slot-in-past' {
  const slots = proposal.slots.map((slot) => ({
    startsAt: brusselsInstant(slot.date, slot.time),
    location: slot.location.trim(),
  }))
  if (slots.some((slot) => Number.isNaN(slot.startsAt.getTime()))) return 'invalid-slots'
  if (slots.some((slot) => slot.startsAt <= now)) return 'slot-in-past'
  return slots.map((slot) => ({ startsAt: slot.startsAt.toISOString(), location: slot.location }))
}

async function applicationStatus(db: Database, applicationId: string) {
  const [row] = await db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, applicationId))
  return row?.status ?? null
}

/** Sends an event's mails after its write: a mail that cannot be made or sent undoes nothing. */
async function announce(db: Database, interviewId: string, news: InterviewNews) {
  try {
    await sendInterviewMails(db, interviewId, news)
  } catch (error) {
    log().error({ err: error, interviewId, news }, 'interview e-mails not sent')
  }
}

/**
 * The platform does not close an application for silence while its interview is ahead: its answer date
 * moves to a week after the last proposed slot when that is later (the talent reads the new date).
 */
async function keepOpenPastInterview(tx: Database, applicationId: string, slots: InterviewSlot[]) {
  const last = slots.map((slot) => slot.startsAt).sort()[slots.length - 1]!
  await tx
    .update(applications)
    .set({
      answerDueAt: sql`greatest(${applications.answerDueAt}, ${last}::timestamptz + make_interval(days => ${ANSWER_DAYS_AFTER_INTERVIEW}))`,
    })
    .where(and(eq(applications.id, applicationId), isNotNull(applications.answerDueAt)))
}

/** A recruiter (whose membership the caller checked) invites the talent: 1 to 3 slots, all ahead. */
export async function proposeInterview(
  db: Database,
  organizerUserId: string,
  applicationId: string,
  proposal: InterviewProposal,
  now = new Date(),
): Promise<InterviewOutcome> {
  if ((await applicationStatus(db, applicationId)) !== IN_PROGRESS)
    return { ok: false, error: 'not-in-progress' }
  const slots = slotsOf(proposal, now)
  if (typeof slots === 'string') return { ok: false, error: slots }
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(interviews)
      .values({ applicationId, organizerUserId, slots, durationMinutes: proposal.durationMinutes })
      .returning()
    await tx.insert(interviewEvents).values({ interviewId: created!.id, applicationId, kind: 'proposed' })
    await keepOpenPastInterview(tx, applicationId, slots)
    return created!
  })
  await announce(db, row.id, 'proposed')
  return { ok: true, interview: interviewView(row) }
}

/**
 * New slots for an open interview. One slot for an interview already fixed moves it at once (the
 * calendars get the update, SEQUENCE raised); otherwise the talent picks again among the new slots.
 */
export async function changeInterview(
  db: Database,
  interviewId: string,
  proposal: InterviewProposal,
  now = new Date(),
): Promise<InterviewOutcome> {
  const [current] = await db.select().from(interviews).where(eq(interviews.id, interviewId))
  if (!current) return { ok: false, error: 'not-found' }
  if (current.status === 'cancelled') return { ok: false, error: 'not-open' }
  if ((await applicationStatus(db, current.applicationId)) !== IN_PROGRESS)
    return { ok: false, error: 'not-in-progress' }
  const slots = slotsOf(proposal, now)
  if (typeof slots === 'string') return { ok: false, error: slots }
  const moved = current.status === 'scheduled' && slots.length === 1
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(interviews)
      .set({
        slots,
        durationMinutes: proposal.durationMinutes,
        status: moved ? 'scheduled' : 'proposed',
        chosenSlot: moved ? 0 : null,
        sequence: sql`${interviews.sequence} + 1`,
        calendarSent: moved ? true : current.calendarSent,
        updatedAt: sql`now()`,
      })
      .where(and(eq(interviews.id, interviewId), eq(interviews.sequence, current.sequence)))
      .returning()
    if (!updated) return null
    await tx.insert(interviewEvents).values({
      interviewId,
      applicationId: current.applicationId,
      kind: 'changed',
      startsAt: moved ? new Date(slots[0]!.startsAt) : null,
    })
    await keepOpenPastInterview(tx, current.applicationId, slots)
    return updated
  })
  if (!row) return { ok: false, error: 'not-open' }
  await announce(db, interviewId, moved ? 'moved' : 'reproposed')
  return { ok: true, interview: interviewView(row) }
}

/** Cancels an open interview: METHOD:CANCEL to both calendars if an invitation went out. */
export async function cancelInterview(db: Database, interviewId: string): Promise<InterviewOutcome> {
  const [row] = await db.transaction(async (tx) => {
    const cancelled = await tx
      .update(interviews)
      .set({ status: 'cancelled', sequence: sql`${interviews.sequence} + 1`, updatedAt: sql`now()` })
      .where(and(eq(interviews.id, interviewId), inArray(interviews.status, ['proposed', 'scheduled'])))
      .returning()
    if (cancelled[0])
      await tx
        .insert(interviewEvents)
        .values({ interviewId, applicationId: cancelled[0].applicationId, kind: 'cancelled' })
    return cancelled
  })
  if (!row)
    return { ok: false, error: (await rowExists(db, interviews, interviewId)) ? 'not-open' : 'not-found' }
  await announce(db, interviewId, 'cancelled')
  return { ok: true, interview: interviewView(row) }
}

/**
 * An application that ended (refused, withdrawn, closed) takes its interviews still ahead with it: a
 * proposal with a slot to come, or a fixed slot to come, is cancelled and both calendars are told.
 */
export async function cancelInterviewsOfEnded(db: Database, applicationIds: string[], now = new Date()) {
  if (applicationIds.length === 0) return 0
  const open = await db
    .select()
    .from(interviews)
    .where(
      and(
        inArray(interviews.applicationId, applicationIds),
        inArray(interviews.status, ['proposed', 'scheduled']),
      ),
    )
  const ahead = open.filter((row) =>
    (row.status === 'scheduled' ? [row.slots[row.chosenSlot ?? 0]!] : row.slots).some(
      (slot) => new Date(slot.startsAt) > now,
    ),
  )
  for (const row of ahead) await cancelInterview(db, row.id)
  return ahead.length
}

/** The talent fixes one of the proposed slots: both she and the organiser get the calendar invitation. */
async function pickSlot(
  db: Database,
  interviewId: string,
  slot: number,
  now: Date,
): Promise<InterviewOutcome> {
  const [current] = await db.select().from(interviews).where(eq(interviews.id, interviewId))
  if (!current) return { ok: false, error: 'not-found' }
  if (current.status !== 'proposed') return { ok: false, error: 'not-open' }
  if ((await applicationStatus(db, current.applicationId)) !== IN_PROGRESS)
    return { ok: false, error: 'not-in-progress' }
  const chosen = current.slots[slot]
  if (!chosen) return { ok: false, error: 'invalid-slots' }
  if (new Date(chosen.startsAt) <= now) return { ok: false, error: 'slot-in-past' }
  const row = await db.transaction(async (tx) => {
    const [picked] = await tx
      .update(interviews)
      .set({ status: 'scheduled', chosenSlot: slot, calendarSent: true, updatedAt: sql`now()` })
      .where(
        and(
          eq(interviews.id, interviewId),
          eq(interviews.status, 'proposed'),
          eq(interviews.sequence, current.sequence),
        ),
      )
      .returning()
    if (picked)
      await tx.insert(interviewEvents).values({
        interviewId,
        applicationId: current.applicationId,
        kind: 'picked',
        startsAt: new Date(chosen.startsAt),
      })
    return picked ?? null
  })
  if (!row) return { ok: false, error: 'not-open' }
  await announce(db, interviewId, 'scheduled')
  return { ok: true, interview: interviewView(row) }
}

/** The signed-in talent picks a slot of an interview on one of her own applications (`not-found` otherwise). */
export async function talentPick(
  db: Database,
  userId: string,
  interviewId: string,
  slot: number,
  now = new Date(),
): Promise<InterviewOutcome> {
  const [own] = await db
    .select({ id: interviews.id })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(talents, eq(talents.id, applications.talentId))
    .where(and(eq(interviews.id, interviewId), eq(talents.userId, userId)))
  if (!own) return { ok: false, error: 'not-found' }
  return pickSlot(db, interviewId, slot, now)
}

/** A pick from the e-mail's signed link: whoever holds the unexpired link acts for the talent it went to. */
export async function linkPick(
  db: Database,
  link: InterviewLink,
  slot: number,
  now = new Date(),
): Promise<InterviewOutcome> {
  const check = checkInterviewLink(link, now.getTime())
  if (check !== 'valid') return { ok: false, error: check === 'expired' ? 'expired' : 'not-found' }
  return pickSlot(db, link.interview, slot, now)
}
