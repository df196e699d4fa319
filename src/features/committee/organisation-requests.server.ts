/**
 * The selection committee's work (docs/product.md#audience): organisations ask to join, admins approve or refuse. Approval
 * creates the organisation (a slug per language) and makes the request's contact its first owner — a new
 * recruiter account invited by e-mail to choose a password, or her existing recruiter account. Refusal
 * tells the contact why. Every mail goes in the language the request was written in.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import { INVITATION_TTL_S } from '~/domain/constants'
import { CONTENT_LANGUAGES, type OrganisationRequestStatus } from '~/domain/enums'
import type { OrganisationRequestValues } from '~/domain/organisation-request'
import { firstFreeSlug, slugBase } from '~/domain/slugs'
import { byEmail, createOneTimeToken } from '~/features/auth/account-links.server'
import type { Locale } from '~/i18n/locales'
import type { Database } from '~/server/db/client'
import {
  companies,
  companyMembers,
  companyTranslations,
  organisationRequests,
  users,
} from '~/server/db/schema'
import { sendMail } from '~/server/mail'
import { recipientColumns } from '~/server/mail/templates'
import type { OrganisationRequestRow } from './committee.model'
import {
  approvalMail,
  committeeNoticeMail,
  ownershipMail,
  refusalMail,
  requestReceivedMail,
} from './committee-mails.server'

/** Stores a request and tells the contact and the committee. */
export async function submitOrganisationRequest(
  db: Database,
  values: OrganisationRequestValues,
  locale: Locale,
): Promise<string> {
  const { consent: _consent, contactPhone, contactRole, website, ...rest } = values
  const [request] = await db
    .insert(organisationRequests)
    .values({
      ...rest,
      website: website || null,
      contactPhone: contactPhone || null,
      contactRole: contactRole || null,
      locale,
    })
    .returning({ id: organisationRequests.id })
  await sendMail(db, await requestReceivedMail(values, locale))
  const admins = await db.select(recipientColumns).from(users).where(eq(users.role, 'admin'))
  for (const admin of admins) await sendMail(db, await committeeNoticeMail(admin, values.name, request!.id))
  return request!.id
}

const rowColumns = {
  id: organisationRequests.id,
  name: organisationRequests.name,
  website: organisationRequests.website,
  size: organisationRequests.size,
  sectors: organisationRequests.sectors,
  zones: organisationRequests.zones,
  sdgGoals: organisationRequests.sdgGoals,
  mission: organisationRequests.mission,
  commitments: organisationRequests.commitments,
  contactFirstName: organisationRequests.contactFirstName,
  contactLastName: organisationRequests.contactLastName,
  contactEmail: organisationRequests.contactEmail,
  contactPhone: organisationRequests.contactPhone,
  contactRole: organisationRequests.contactRole,
  locale: organisationRequests.locale,
  status: organisationRequests.status,
  refusalReason: organisationRequests.refusalReason,
  reviewedAt: organisationRequests.reviewedAt,
  reviewer: sql<
    string | null
  >`(select first_name from users r where r.id = ${organisationRequests.reviewedBy})`,
  createdAt: organisationRequests.createdAt,
}

const toRow = (row: Awaited<ReturnType<typeof selectRows>>[number]): OrganisationRequestRow => ({
  ...row,
  sectors: row.sectors as OrganisationRequestRow['sectors'],
  sdgGoals: row.sdgGoals as OrganisationRequestRow['sdgGoals'],
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
})

const selectRows = (db: Database) => db.select(rowColumns).from(organisationRequests)

/** The requests, waiting ones first (oldest first), then the decided ones (latest first). */
export async function organisationRequestList(
  db: Database,
  status: OrganisationRequestStatus,
): Promise<OrganisationRequestRow[]> {
  const rows = await selectRows(db)
    .where(eq(organisationRequests.status, status))
    .orderBy(status === 'pending' ? organisationRequests.createdAt : desc(organisationRequests.reviewedAt))
    .limit(200)
  return rows.map(toRow)
}

export async function organisationRequest(db: Database, id: string): Promise<OrganisationRequestRow | null> {
  const [row] = await selectRows(db).where(eq(organisationRequests.id, id))
  return row ? toRow(row) : null
}

export type DecisionOutcome =
  | { ok: true; companyId?: string }
  | { ok: false; error: 'not-found' | 'already-decided' | 'contact-is-talent' }

/** The first slug of `name` free in `locale` (`name`, `name-2`, …). */
async function freeCompanySlug(tx: Database, locale: Locale, name: string): Promise<string> {
  const base = slugBase(name, 'organisation')
  const rows = await tx
    .select({ slug: companyTranslations.slug })
    .from(companyTranslations)
    .where(
      and(
        eq(companyTranslations.locale, locale),
        sql`(${companyTranslations.slug} = ${base} or ${companyTranslations.slug} like ${`${base}-%`})`,
      ),
    )
  return firstFreeSlug(base, new Set(rows.map((r) => r.slug)))
}

/**
 * Approves a waiting request: the organisation, its three slugs and its first owner, in one transaction;
 * then the contact's mail (an invitation to choose a password, or word that her account now holds it).
 */
export async function approveOrganisationRequest(
  db: Database,
  adminId: string,
  requestId: string,
): Promise<DecisionOutcome> {
  const decided = await db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(organisationRequests)
      .where(eq(organisationRequests.id, requestId))
      .for('update')
    if (!request) return { ok: false as const, error: 'not-found' as const }
    if (request.status !== 'pending') return { ok: false as const, error: 'already-decided' as const }
    const [existing] = await tx
      .select({
        ...recipientColumns,
        role: users.role,
        hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      })
      .from(users)
      .where(byEmail(request.contactEmail))
    // One account, one side: a talent's address cannot also own an organisation.
    if (existing && existing.role !== 'recruiter')
      return { ok: false as const, error: 'contact-is-talent' as const }
    const [company] = await tx
      .insert(companies)
      .values({
        name: request.name,
        website: request.website,
        size: request.size,
        sectors: request.sectors,
        zones: request.zones,
        sdgGoals: request.sdgGoals,
      })
      .returning({ id: companies.id })
    for (const locale of CONTENT_LANGUAGES)
      await tx.insert(companyTranslations).values({
        companyId: company!.id,
        locale,
        slug: await freeCompanySlug(tx, locale, request.name),
      })
    const owner =
      existing ??
      (
        await tx
          .insert(users)
          .values({
            email: request.contactEmail,
            firstName: request.contactFirstName,
            lastName: request.contactLastName,
            role: 'recruiter',
            locale: request.locale,
          })
          .returning({
            ...recipientColumns,
            role: users.role,
            hasPassword: sql<boolean>`false`,
          })
      )[0]!
    await tx.insert(companyMembers).values({ companyId: company!.id, userId: owner.id, role: 'owner' })
    await tx
      .update(organisationRequests)
      .set({ status: 'approved', reviewedBy: adminId, reviewedAt: sql`now()`, companyId: company!.id })
      .where(eq(organisationRequests.id, requestId))
    const invitation = owner.hasPassword
      ? null
      : await createOneTimeToken(tx, owner.id, 'invitation', INVITATION_TTL_S)
    return { ok: true as const, companyId: company!.id, owner, invitation, name: request.name }
  })
  if (!decided.ok) return decided
  const { owner, invitation, name, companyId } = decided
  await sendMail(
    db,
    invitation ? await approvalMail(owner, name, invitation) : await ownershipMail(owner, name),
  )
  return { ok: true, companyId }
}

/** Refuses a waiting request, the reason told to the contact. */
export async function refuseOrganisationRequest(
  db: Database,
  adminId: string,
  requestId: string,
  reason: string,
): Promise<DecisionOutcome> {
  const [refused] = await db
    .update(organisationRequests)
    .set({ status: 'refused', refusalReason: reason, reviewedBy: adminId, reviewedAt: sql`now()` })
    .where(and(eq(organisationRequests.id, requestId), eq(organisationRequests.status, 'pending')))
    .returning()
  if (!refused) {
    const exists = await organisationRequest(db, requestId)
    return { ok: false, error: exists ? 'already-decided' : 'not-found' }
  }
  await sendMail(db, await refusalMail(refused, reason))
  return { ok: true }
}
