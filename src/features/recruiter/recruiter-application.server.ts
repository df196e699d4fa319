/**
 * One application in the recruiter space: read (the applicant as shared, her files through signed links,
 * answers, letter, timeline, the organisation's note), moved through the state machine, annotated. Each
 * first checks that the recruiter is a member of the application's organisation; to anyone else the
 * application does not exist.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { ANSWER_UNDO_SECONDS, FINAL_ANSWERS, nextStatuses } from '~/domain/applications'
import type { ApplicationStatus } from '~/domain/enums'
import type { AnswerNewsScheduler } from '~/features/applications/answer-news.server'
import {
  type MoveOutcome,
  moveApplication,
  type UndoOutcome,
  undoAnswer,
} from '~/features/applications/application-status.server'
import { interviewSteps, interviewsOf } from '~/features/applications/interview-reads.server'
import { timelines } from '~/features/applications/talent-applications.server'
import { signedFileUrl } from '~/features/uploads/signed-urls.server'
import type { Database } from '~/server/db/client'
import { applications, companies, offers, uploadedFiles } from '~/server/db/schema'
import { log } from '~/server/observability/log'
import { isMemberOf } from './membership.server'
import type { RecruiterApplication } from './recruiter.model'

/** The application if the user is a member of its organisation (and it was sent here), else null. */
async function memberApplication(db: Database, userId: string, applicationId: string) {
  const [row] = await db
    .select({ application: applications, offerTitle: offers.title, companyName: companies.name })
    .from(applications)
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.appliedExternally, false),
        isMemberOf(userId, applications.companyId),
      ),
    )
  return row ?? null
}

export async function recruiterApplication(
  db: Database,
  userId: string,
  applicationId: string,
): Promise<RecruiterApplication | null> {
  const row = await memberApplication(db, userId, applicationId)
  if (!row) return null
  const a = row.application
  const fileIds = [a.cvFileId, a.coverLetterFileId].filter((id): id is string => Boolean(id))
  const files =
    fileIds.length === 0
      ? []
      : await db
          .select({ id: uploadedFiles.id, name: uploadedFiles.originalName })
          .from(uploadedFiles)
          .where(inArray(uploadedFiles.id, fileIds))
  const link = (id: string | null) => {
    const file = files.find((f) => f.id === id)
    return file ? { name: file.name, src: signedFileUrl(file.id) } : null
  }
  const snapshot = a.snapshot
  const questions = snapshot?.questions ?? []
  return {
    id: a.id,
    status: a.status,
    next: [...nextStatuses('recruiter', a.status)],
    sentAt: a.sentAt.toISOString(),
    offer: { id: a.offerId, title: row.offerTitle, companyName: row.companyName },
    applicant: {
      firstName: snapshot?.firstName ?? '',
      lastName: snapshot?.lastName ?? '',
      email: snapshot?.email ?? '',
      phone: snapshot?.phone ?? null,
      city: snapshot?.city ?? null,
      title: snapshot?.title ?? null,
      linkedinUrl: snapshot?.linkedinUrl ?? null,
      website: snapshot?.website ?? null,
    },
    cv: link(a.cvFileId),
    coverLetterFile: link(a.coverLetterFileId),
    coverLetterText: a.coverLetterText,
    answers: Object.entries(a.answers)
      .sort(([x], [y]) => Number(x) - Number(y))
      .map(([number, answer]) => ({ question: questions[Number(number) - 1] ?? `#${number}`, answer })),
    timeline: (await timelines(db, [a.id])).get(a.id) ?? [],
    note: a.organisationNote ?? '',
    interviews: (await interviewsOf(db, [a.id])).get(a.id) ?? [],
    interviewSteps: (await interviewSteps(db, [a.id])).get(a.id) ?? [],
  }
}

export type RecruiterMoveOutcome = MoveOutcome | { ok: false; error: 'not-found' }

/**
 * A recruiter moves an application of her organisation from the status she saw to another; the talent
 * hears of it by e-mail, at once for "in progress", after the undo window for a final answer (`schedule`
 * puts that e-mail off; the server's job queue by default). `not-found` for anyone who is not a member
 * (nothing changes).
 */
export async function recruiterMove(
  db: Database,
  userId: string,
  applicationId: string,
  from: ApplicationStatus,
  to: ApplicationStatus,
  schedule?: AnswerNewsScheduler,
  words?: { reason: string; message: string },
): Promise<RecruiterMoveOutcome> {
  if (!(await memberApplication(db, userId, applicationId))) return { ok: false, error: 'not-found' }
  const final = FINAL_ANSWERS.includes(to)
  const outcome = await moveApplication(db, {
    applicationId,
    from,
    to,
    actor: 'recruiter',
    actorUserId: userId,
    mailDelayS: final ? ANSWER_UNDO_SECONDS : undefined,
    ...(words && to === 'refused' ? words : {}),
  })
  if (!outcome.ok) return outcome
  const news = await import('~/features/applications/answer-news.server')
  if (!final) {
    await (await import('~/features/applications/application-mails.server')).sendApplicationMails(db, {
      kind: 'status',
      applicationId,
    })
    return outcome
  }
  try {
    await (schedule ?? news.scheduleOnJobQueue)(outcome.eventId, ANSWER_UNDO_SECONDS)
  } catch (error) {
    // No queue to wait on: the talent is told now rather than never (the undo window is lost).
    log().warn({ err: error }, 'answer news not scheduled; sent now')
    await news.deliverAnswerNews(db, outcome.eventId)
  }
  return outcome
}

/** The recruiter takes back the answer she just gave (`eventId`), within its window; `not-found` for others. */
export async function recruiterUndo(
  db: Database,
  userId: string,
  applicationId: string,
  eventId: string,
): Promise<UndoOutcome | { ok: false; error: 'not-found' }> {
  if (!(await memberApplication(db, userId, applicationId))) return { ok: false, error: 'not-found' }
  return undoAnswer(db, { applicationId, eventId, actor: 'recruiter', actorUserId: userId })
}

/** The recruiter left the application: the answers waiting on it are mailed now. */
export async function recruiterRelease(
  db: Database,
  userId: string,
  applicationId: string,
): Promise<boolean> {
  if (!(await memberApplication(db, userId, applicationId))) return false
  await (await import('~/features/applications/answer-news.server')).releaseAnswerNews(db, applicationId)
  return true
}

/** Saves the organisation's note on an application (never shown to the talent). */
export async function saveOrganisationNote(
  db: Database,
  userId: string,
  applicationId: string,
  note: string,
): Promise<boolean> {
  if (!(await memberApplication(db, userId, applicationId))) return false
  await db
    .update(applications)
    .set({ organisationNote: note.trim() || null })
    .where(eq(applications.id, applicationId))
  return true
}
