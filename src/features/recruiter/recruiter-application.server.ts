/**
 * One application in the recruiter space: read (the applicant as shared, her files through signed links,
 * answers, letter, timeline, the organisation's note), moved through the state machine, annotated. Each
 * first checks that the recruiter is a member of the application's organisation; to anyone else the
 * application does not exist.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { nextStatuses } from '~/domain/applications'
import type { ApplicationStatus } from '~/domain/enums'
import { type MoveOutcome, moveApplication } from '~/features/applications/application-status.server'
import { timelines } from '~/features/applications/talent-applications.server'
import { signedFileUrl } from '~/features/uploads/signed-urls.server'
import type { Database } from '~/server/db/client'
import { applications, companies, offers, uploadedFiles } from '~/server/db/schema'
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
  }
}

export type RecruiterMoveOutcome = MoveOutcome | { ok: false; error: 'not-found' }

/**
 * A recruiter moves an application of her organisation from the status she saw to another; the talent
 * hears of it by e-mail. `not-found` for anyone who is not a member (nothing changes).
 */
export async function recruiterMove(
  db: Database,
  userId: string,
  applicationId: string,
  from: ApplicationStatus,
  to: ApplicationStatus,
): Promise<RecruiterMoveOutcome> {
  if (!(await memberApplication(db, userId, applicationId))) return { ok: false, error: 'not-found' }
  const outcome = await moveApplication(db, {
    applicationId,
    from,
    to,
    actor: 'recruiter',
    actorUserId: userId,
  })
  if (outcome.ok)
    await (await import('~/features/applications/application-mails.server')).sendApplicationMails(db, {
      kind: 'status',
      applicationId,
    })
  return outcome
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
