/**
 * Applying to an offer (docs/product.md#input-rules apply form): every rule checked on the server, then the application, its
 * first timeline entry and its snapshot stored in one transaction — or nothing at all.
 */
import { eq, sql } from 'drizzle-orm'
import type { PgInsertValue } from 'drizzle-orm/pg-core'
import { type ApplyError, type ApplyInput, studentAgeAllowed } from '~/domain/applications'
import type { SessionUser } from '~/features/auth/sessions.server'
import { isPublicNow, offerVisibilityColumns } from '~/features/offers/offer-visibility.server'
import { talentFiles } from '~/features/uploads/talent-files.server'
import { ownUpload } from '~/features/uploads/uploads.server'
import type { Database } from '~/server/db/client'
import {
  type ApplicationSnapshot,
  applicationEvents,
  applications,
  offers,
  talents,
} from '~/server/db/schema'
import type { ApplyContext } from './applications.model'

export type ApplyOutcome =
  | { ok: true; applicationId: string }
  | { ok: false; error: ApplyError; applicationId?: string }

/** The offer as the apply rules need it. */
async function offerForApplying(db: Database, offerId: string) {
  const [offer] = await db
    .select({
      id: offers.id,
      companyId: offers.companyId,
      ...offerVisibilityColumns,
      contractType: offers.contractType,
      questions: offers.questions,
      externalApplyUrl: offers.externalApplyUrl,
    })
    .from(offers)
    .where(eq(offers.id, offerId))
  return offer ?? null
}

async function talentOf(db: Database, userId: string) {
  const [talent] = await db.select().from(talents).where(eq(talents.userId, userId))
  return talent ?? null
}

/** The application the talent already sent to this offer, if any. */
export async function existingApplicationId(
  db: Database,
  talentId: string,
  offerId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(sql`${applications.talentId} = ${talentId} and ${applications.offerId} = ${offerId}`)
  return row?.id ?? null
}

function snapshotOf(
  user: SessionUser,
  talent: typeof talents.$inferSelect,
  questions: string[],
): ApplicationSnapshot {
  return {
    firstName: talent.firstName || user.firstName,
    lastName: talent.lastName || user.lastName,
    email: talent.email || user.email,
    phone: talent.phone,
    city: talent.city,
    title: talent.profileTitle,
    linkedinUrl: talent.linkedinUrl,
    website: talent.website,
    questions,
  }
}

/**
 * Her application to the offer with its first event ("new"), in one transaction; null when one already
 * stands (two submits at once, a double click or two tabs: the unique index lets one through).
 */
async function insertApplication(
  db: Database,
  user: SessionUser,
  talent: typeof talents.$inferSelect,
  offer: { id: string; companyId: string; questions: string[] },
  values: Partial<PgInsertValue<typeof applications>>,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applications)
      .values({
        talentId: talent.id,
        offerId: offer.id,
        companyId: offer.companyId,
        snapshot: snapshotOf(user, talent, offer.questions),
        ...values,
      })
      .onConflictDoNothing()
      .returning({ id: applications.id })
    if (!row) return null
    await tx
      .insert(applicationEvents)
      .values({ applicationId: row.id, status: 'new', actor: 'talent', actorUserId: user.id })
    return row.id
  })
}

/**
 * Sends the talent's application. Refused, with nothing stored: an unknown, closed or external offer,
 * a second application to the same offer (`applicationId` names the first), a CV or letter that is not
 * her own upload of that kind, missing answers, the student-job rule of docs/product.md#input-rules.
 */
export async function applyToOffer(
  db: Database,
  user: SessionUser,
  input: ApplyInput,
): Promise<ApplyOutcome> {
  const offer = await offerForApplying(db, input.offerId)
  if (!offer || offer.status === 'draft') return { ok: false, error: 'unknown-offer' }
  if (!isPublicNow(offer)) return { ok: false, error: 'offer-closed' }
  if (offer.externalApplyUrl) return { ok: false, error: 'external-offer' }
  const talent = await talentOf(db, user.id)
  if (!talent) return { ok: false, error: 'not-talent' }
  // The organisation writes back to her address, and she gets a receipt there: it must be hers.
  if (!user.emailVerified) return { ok: false, error: 'unconfirmed' }
  const first = await existingApplicationId(db, talent.id, offer.id)
  if (first) return { ok: false, error: 'already-applied', applicationId: first }

  const cv = await ownUpload(db, user.id, input.cv, ['cv'])
  if (!cv) return { ok: false, error: 'no-cv' }
  const letterFile = input.coverLetterFile
    ? await ownUpload(db, user.id, input.coverLetterFile, ['cover_letter', 'cv'])
    : null
  if (input.coverLetterFile && !letterFile) return { ok: false, error: 'bad-letter' }
  if (input.answers.length !== offer.questions.length) return { ok: false, error: 'answers' }
  if (offer.contractType === 'job_etudiant') {
    if (!input.studentDeclaration) return { ok: false, error: 'student-declaration' }
    if (studentAgeAllowed(talent.birthdate) === false) return { ok: false, error: 'student-age' }
  }

  const answers = Object.fromEntries(input.answers.map((answer, index) => [String(index + 1), answer]))
  const applicationId = await insertApplication(db, user, talent, offer, {
    cvFileId: cv.id,
    coverLetterFileId: letterFile?.id ?? null,
    coverLetterText: input.coverLetterText || null,
    answers,
    consentAt: sql`now()`,
    // The organisation's own answer time, as it stands when she applies.
    answerDueAt: sql`now() + make_interval(days => (select answer_days from companies where id = ${offer.companyId}))`,
  })
  if (!applicationId) {
    const winner = await existingApplicationId(db, talent.id, offer.id)
    return { ok: false, error: 'already-applied', ...(winner ? { applicationId: winner } : {}) }
  }
  await (await import('~/features/applications/application-mails.server')).sendApplicationMails(db, {
    kind: 'sent',
    applicationId,
  })
  return { ok: true, applicationId }
}

export type ExternalOutcome = { ok: true; applicationId: string } | { ok: false; error: ApplyError }

/**
 * Records that the talent applied on the organisation's own site (an offer with an application URL), so it
 * appears under her applications; nothing is sent to the organisation. Recording twice is harmless.
 */
export async function recordExternalApplication(
  db: Database,
  user: SessionUser,
  offerId: string,
): Promise<ExternalOutcome> {
  const offer = await offerForApplying(db, offerId)
  if (!offer || offer.status === 'draft' || !offer.externalApplyUrl)
    return { ok: false, error: 'unknown-offer' }
  const talent = await talentOf(db, user.id)
  if (!talent) return { ok: false, error: 'not-talent' }
  const first = await existingApplicationId(db, talent.id, offer.id)
  if (first) return { ok: true, applicationId: first }
  if (!isPublicNow(offer)) return { ok: false, error: 'offer-closed' }
  const id = await insertApplication(db, user, talent, offer, { appliedExternally: true })
  const applicationId = id ?? (await existingApplicationId(db, talent.id, offer.id))
  return applicationId ? { ok: true, applicationId } : { ok: false, error: 'unknown-offer' }
}

/** What the apply modal shows for this offer and this visitor (see ApplyContext). */
export async function applyContext(
  db: Database,
  user: SessionUser | null,
  offerId: string,
): Promise<ApplyContext> {
  if (!user) return { kind: 'signed-out' }
  if (user.role !== 'talent') return { kind: 'not-talent' }
  const offer = await offerForApplying(db, offerId)
  if (!offer || offer.status === 'draft') return { kind: 'unknown-offer' }
  const talent = await talentOf(db, user.id)
  if (!talent) return { kind: 'not-talent' }
  const first = await existingApplicationId(db, talent.id, offer.id)
  if (first) return { kind: 'already-applied', applicationId: first }
  if (!isPublicNow(offer)) return { kind: 'closed' }
  if (!user.emailVerified) return { kind: 'unconfirmed', email: user.email }
  const { cv } = await talentFiles(db, user.id)
  const snapshot = snapshotOf(user, talent, offer.questions)
  return {
    kind: 'ready',
    questions: offer.questions,
    studentJob: offer.contractType === 'job_etudiant',
    profileCv: cv ? { name: cv.name, location: cv.location } : null,
    applicant: {
      firstName: snapshot.firstName,
      lastName: snapshot.lastName,
      email: snapshot.email,
      phone: snapshot.phone,
    },
  }
}
