/**
 * "Download my data" (GDPR access and portability, docs/privacy.md): every row about the user — her account
 * (without the password hash), sessions, talent profile, experiences, diplomas, skills, languages, CV imports, saved
 * items, alerts, company alerts, applications with their e-mails, timelines and interviews, messages recruiters sent her through
 * the CV library, uploaded files' metadata, newsletter, contact and organisation-request rows sent with her address,
 * e-mails sent to her — as `data.json` in a zip, with her files.
 */
import { type AnyColumn, eq, inArray, or, sql } from 'drizzle-orm'
import { type Zippable, zipSync } from 'fflate'
import type { Database } from '~/server/db/client'
import {
  alertDeliveries,
  alertDigests,
  applicationEmails,
  applicationEvents,
  applications,
  authSessions,
  companies,
  companyAlerts,
  contactMessages,
  cvImports,
  interviewEvents,
  interviews,
  newsletterSubscribers,
  oneTimeTokens,
  organisationRequests,
  outgoingMails,
  savedItems,
  searchAlerts,
  talentContacts,
  talentDiplomas,
  talentExperiences,
  talentLanguages,
  talentSkills,
  talents,
  uploadedFiles,
  users,
} from '~/server/db/schema'
import { objectStore } from '~/server/storage'

/** The name a stored file gets in the archive: its id, then its original name with the stored type. */
export function archivePath(file: { id: string; originalName: string; storageKey: string }): string {
  const extension = file.storageKey.split('.').pop() ?? 'bin'
  const base = file.originalName
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._-]/gu, '_')
    .slice(0, 80)
  return `files/${file.id}-${base || 'file'}.${extension}`
}

const sameAddress = (column: AnyColumn, email: string) => sql`lower(${column}) = lower(${email})`

/** Every row about the user, as plain JSON-ready objects; null when there is no such user. */
export async function userDataRows(db: Database, userId: string) {
  const [account] = await db.select().from(users).where(eq(users.id, userId))
  if (!account) return null
  const { passwordHash: _hidden, ...user } = account
  const [talent] = await db.select().from(talents).where(eq(talents.userId, userId))
  const talentIds = talent ? [talent.id] : []
  const ofTalent = async <T>(read: (ids: string[]) => Promise<T[]>) =>
    talentIds.length ? read(talentIds) : []
  const sent = await ofTalent((ids) =>
    db.select().from(applications).where(inArray(applications.talentId, ids)),
  )
  const sentIds = sent.map((application) => application.id)
  const ofApplications = async <T>(read: (ids: string[]) => Promise<T[]>) =>
    sentIds.length ? read(sentIds) : []
  const files = await db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerUserId, userId))
  return {
    exported_at: new Date().toISOString(),
    user: { ...user, password: account.passwordHash ? '(set; never exported)' : null },
    sessions: await db
      .select({
        id: authSessions.id,
        createdAt: authSessions.createdAt,
        expiresAt: authSessions.expiresAt,
        revokedAt: authSessions.revokedAt,
      })
      .from(authSessions)
      .where(eq(authSessions.userId, userId)),
    e_mailed_links: await db
      .select({
        purpose: oneTimeTokens.purpose,
        createdAt: oneTimeTokens.createdAt,
        expiresAt: oneTimeTokens.expiresAt,
        usedAt: oneTimeTokens.usedAt,
      })
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, userId)),
    talent: talent ?? null,
    experiences: await ofTalent((ids) =>
      db.select().from(talentExperiences).where(inArray(talentExperiences.talentId, ids)),
    ),
    diplomas: await ofTalent((ids) =>
      db.select().from(talentDiplomas).where(inArray(talentDiplomas.talentId, ids)),
    ),
    skills: await ofTalent((ids) =>
      db.select().from(talentSkills).where(inArray(talentSkills.talentId, ids)),
    ),
    languages: await ofTalent((ids) =>
      db.select().from(talentLanguages).where(inArray(talentLanguages.talentId, ids)),
    ),
    cv_imports: await ofTalent((ids) => db.select().from(cvImports).where(inArray(cvImports.talentId, ids))),
    saved_items: await db.select().from(savedItems).where(eq(savedItems.userId, userId)),
    search_alerts: await db.select().from(searchAlerts).where(eq(searchAlerts.userId, userId)),
    company_alerts: await db.select().from(companyAlerts).where(eq(companyAlerts.userId, userId)),
    alert_digests: await db.select().from(alertDigests).where(eq(alertDigests.userId, userId)),
    alert_deliveries: await db.select().from(alertDeliveries).where(eq(alertDeliveries.userId, userId)),
    applications: sent,
    messages_from_recruiters: await ofTalent((ids) =>
      db
        .select({
          organisation: companies.name,
          message: talentContacts.message,
          createdAt: talentContacts.createdAt,
        })
        .from(talentContacts)
        .innerJoin(companies, eq(companies.id, talentContacts.companyId))
        .where(inArray(talentContacts.talentId, ids)),
    ),
    application_emails: await ofApplications((ids) =>
      db.select().from(applicationEmails).where(inArray(applicationEmails.applicationId, ids)),
    ),
    application_timelines: await ofApplications((ids) =>
      db.select().from(applicationEvents).where(inArray(applicationEvents.applicationId, ids)),
    ),
    application_interviews: await ofApplications((ids) =>
      db.select().from(interviews).where(inArray(interviews.applicationId, ids)),
    ),
    application_interview_steps: await ofApplications((ids) =>
      db.select().from(interviewEvents).where(inArray(interviewEvents.applicationId, ids)),
    ),
    uploaded_files: files.map(({ storageKey: _key, ...file }) => ({
      ...file,
      archive_path: archivePath({ ...file, storageKey: _key }),
    })),
    newsletter: await db
      .select()
      .from(newsletterSubscribers)
      .where(sameAddress(newsletterSubscribers.email, account.email)),
    organisation_requests: await db
      .select()
      .from(organisationRequests)
      .where(sameAddress(organisationRequests.contactEmail, account.email)),
    contact_messages: await db
      .select()
      .from(contactMessages)
      .where(sameAddress(contactMessages.email, account.email)),
    e_mails_sent_to_you: await db
      .select()
      .from(outgoingMails)
      .where(or(eq(outgoingMails.userId, userId), sameAddress(outgoingMails.toAddress, account.email))),
    files,
  }
}

/** The zip of everything about the user (data.json and files/…); null when there is no such user. */
export async function exportUserData(db: Database, userId: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const rows = await userDataRows(db, userId)
  if (!rows) return null
  const { files, ...data } = rows
  const entries: Zippable = {}
  const store = objectStore()
  for (const file of files) {
    const object = await store.get(file.storageKey)
    // Pictures and PDFs are compressed already: stored as they are.
    if (object) entries[archivePath(file)] = [new Uint8Array(object.bytes), { level: 0 }]
  }
  entries['data.json'] = [new TextEncoder().encode(JSON.stringify(data, null, 2)), { level: 6 }]
  return zipSync(entries)
}
