/**
 * The cast of the hiring-loop tests: an organisation with two recruiters, another organisation's
 * recruiter, talents with a PDF CV, and offers of every kind (open with questions, closed, external,
 * student job), on a database given by the caller.
 */
import { eq, sql } from 'drizzle-orm'
import { applyToOffer } from '~/features/applications/apply.server'
import { createSession, type SessionUser, userFromAccessToken } from '~/features/auth/sessions.server'
import { storeUpload } from '~/features/uploads/uploads.server'
import type { Database } from '~/server/db/client'
import { companies, companyMembers, offers, talents, users } from '~/server/db/schema'
import { createTalent } from './storage-setup'
import { pdfFile } from './upload-files'

const DAY_MS = 86_400_000

export async function signedIn(db: Database, userId: string): Promise<SessionUser> {
  const { accessToken } = await createSession(db, userId)
  return (await userFromAccessToken(db, accessToken))!
}

/** A talent, signed in, with her own uploaded PDF CV (its location). */
export async function talentWithCv(db: Database, firstName: string, birthdate: string | null = null) {
  const { userId, talentId } = await createTalent(db, firstName)
  if (birthdate) await db.update(talents).set({ birthdate }).where(sql`${talents.id} = ${talentId}`)
  const cv = (await storeUpload(db, userId, { name: `${firstName}-cv.pdf`, bytes: await pdfFile() }, 'cv'))
    .location
  return { user: await signedIn(db, userId), talentId, cv }
}

/**
 * A fresh talent with her CV (her account in `locale` when given), applied to the offer with no letter
 * and no answers; her application's id.
 */
export async function appliedTalent(
  db: Database,
  firstName: string,
  offerId: string,
  { locale }: { locale?: 'fr' | 'nl' | 'en' } = {},
) {
  const talent = await talentWithCv(db, firstName)
  if (locale) await db.update(users).set({ locale }).where(eq(users.id, talent.user.id))
  const sent = await applyToOffer(db, talent.user, {
    offerId,
    cv: talent.cv,
    coverLetterText: '',
    coverLetterFile: null,
    answers: [],
    consent: true,
    studentDeclaration: false,
  })
  if (!sent.ok) throw new Error(sent.error)
  return { id: sent.applicationId, talent }
}

export async function recruiterOf(db: Database, companyId: string, firstName: string) {
  const [user] = await db
    .insert(users)
    .values({
      email: `${firstName.toLowerCase()}-${crypto.randomUUID()}@example.be`,
      firstName,
      lastName: 'Recruiter',
      role: 'recruiter',
      locale: 'nl',
    })
    .returning({ id: users.id })
  await db.insert(companyMembers).values({ companyId, userId: user!.id })
  return signedIn(db, user!.id)
}

type OfferKind = 'open' | 'closed' | 'external' | 'student'

export async function offerOf(db: Database, companyId: string, kind: OfferKind, questions: string[] = []) {
  const [offer] = await db
    .insert(offers)
    .values({
      companyId,
      slug: `${kind}-${crypto.randomUUID()}`,
      language: 'fr',
      title: `Offre ${kind}`,
      companyName: 'ignored (trigger)',
      contractType: kind === 'student' ? 'job_etudiant' : 'cdi',
      remotePolicy: 'remote_half_authorized',
      category: 'environment',
      status: 'published',
      publishedAt: new Date(Date.now() - 10 * DAY_MS),
      validThrough: kind === 'closed' ? new Date(Date.now() - DAY_MS) : null,
      externalApplyUrl: kind === 'external' ? 'https://example.org/jobs/1' : null,
      questions,
    })
    .returning({ id: offers.id })
  return offer!.id
}

/**
 * Two seeded organisations (the seed must have run): Claire recruits for the first, and Jonas too when
 * asked; Outsider recruits for the other.
 */
export async function hiringCast(db: Database, { withJonas = false } = {}) {
  const [company, other] = await twoCompanies(db)
  const claire = await recruiterOf(db, company, 'Claire')
  const jonas = withJonas ? await recruiterOf(db, company, 'Jonas') : null
  const outsider = await recruiterOf(db, other, 'Outsider')
  return { company, other, claire, jonas: jonas!, outsider }
}

/** Two seeded organisations' ids (the seed must have run). */
export async function twoCompanies(db: Database): Promise<[string, string]> {
  const rows = await db.select({ id: companies.id }).from(companies).orderBy(companies.name).limit(2)
  return [rows[0]!.id, rows[1]!.id]
}
