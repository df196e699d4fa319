/**
 * The selection committee takes down what breaks the charter (docs/product.md#audience): an organisation (its page and all
 * its offers leave the site, its members can no longer publish nor contact talents) or one offer (it
 * leaves search, its page says it is no longer available, its organisation cannot edit nor republish it).
 * Both are lifted the same way. The organisation's members are told, with the reason, in their language.
 * The offers follow their organisation through `offers.company_suspended` (a trigger keeps it in step),
 * so the visibility rule reads one row; every write moves the offers' index version.
 */
import { and, asc, desc, eq, ilike, isNotNull, isNull, sql } from 'drizzle-orm'
import { publicOfferCount } from '~/features/offers/offer-visibility.server'
import type { Database } from '~/server/db/client'
import { rowExists } from '~/server/db/row-exists'
import { companies, companyMembers, offers, users } from '~/server/db/schema'
import { type Mail, sendMail } from '~/server/mail'
import { type Recipient, recipientColumns } from '~/server/mail/templates'
import type { AdminOrganisation, AdminOrganisationRow } from './committee.model'
import { reinstatementMail, type SuspensionSubject, suspensionMail } from './suspension-mails.server'

const ORGANISATIONS_SHOWN = 50
const iso = (date: Date | null) => date?.toISOString() ?? null

const rowColumns = {
  id: companies.id,
  name: companies.name,
  slug: sql<string>`coalesce((select slug from company_translations where company_id = ${companies.id} and locale = 'fr'), '')`,
  members: sql<number>`(select count(*)::int from company_members where company_id = ${companies.id})`,
  publicOffers: publicOfferCount(companies.id),
  suspendedAt: companies.suspendedAt,
}

/** Organisations by name (suspended ones first when asked), for the committee's list. */
export async function organisationsForCommittee(
  db: Database,
  query: string,
  onlySuspended: boolean,
): Promise<AdminOrganisationRow[]> {
  const escaped = query.trim().replace(/[\\%_]/g, (char) => `\\${char}`)
  const rows = await db
    .select(rowColumns)
    .from(companies)
    .where(
      and(
        escaped ? ilike(companies.name, `%${escaped}%`) : undefined,
        onlySuspended ? isNotNull(companies.suspendedAt) : undefined,
      ),
    )
    .orderBy(asc(companies.name))
    .limit(ORGANISATIONS_SHOWN)
  return rows.map((row) => ({ ...row, suspendedAt: iso(row.suspendedAt) }))
}

export async function organisationForCommittee(
  db: Database,
  companyId: string,
): Promise<AdminOrganisation | null> {
  const [row] = await db
    .select({ ...rowColumns, suspensionReason: companies.suspensionReason })
    .from(companies)
    .where(eq(companies.id, companyId))
  if (!row) return null
  const list = await db
    .select({
      id: offers.id,
      title: offers.title,
      slug: offers.slug,
      status: offers.status,
      publishedAt: offers.publishedAt,
      suspendedAt: offers.suspendedAt,
      suspensionReason: offers.suspensionReason,
    })
    .from(offers)
    .where(eq(offers.companyId, companyId))
    .orderBy(desc(offers.updatedAt))
  return {
    ...row,
    suspendedAt: iso(row.suspendedAt),
    offers: list.map((offer) => ({
      ...offer,
      publishedAt: iso(offer.publishedAt),
      suspendedAt: iso(offer.suspendedAt),
    })),
  }
}

async function tellMembers(db: Database, companyId: string, mail: (member: Recipient) => Promise<Mail>) {
  const members = await db
    .select(recipientColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
  for (const member of members) await sendMail(db, await mail(member))
}

export type SuspensionOutcome = { ok: true } | { ok: false; error: 'not-found' | 'conflict' }

/** Suspends the organisation (false `suspend`: lifts it); `conflict` when it already was in that state. */
export async function setOrganisationSuspension(
  db: Database,
  companyId: string,
  suspend: { reason: string } | null,
): Promise<SuspensionOutcome> {
  const [changed] = await db
    .update(companies)
    .set(
      suspend
        ? { suspendedAt: sql`now()`, suspensionReason: suspend.reason }
        : { suspendedAt: null, suspensionReason: null },
    )
    .where(
      and(
        eq(companies.id, companyId),
        suspend ? isNull(companies.suspendedAt) : isNotNull(companies.suspendedAt),
      ),
    )
    .returning({ name: companies.name })
  if (!changed)
    return (await rowExists(db, companies, companyId))
      ? { ok: false, error: 'conflict' }
      : { ok: false, error: 'not-found' }
  const subject: SuspensionSubject = { kind: 'organisation', name: changed.name }
  await tellMembers(db, companyId, (member) =>
    suspend ? suspensionMail(member, subject, suspend.reason) : reinstatementMail(member, subject),
  )
  return { ok: true }
}

/** Suspends one offer (null `suspend`: lifts it). */
export async function setOfferSuspension(
  db: Database,
  offerId: string,
  suspend: { reason: string } | null,
): Promise<SuspensionOutcome> {
  const [changed] = await db
    .update(offers)
    .set(
      suspend
        ? { suspendedAt: sql`now()`, suspensionReason: suspend.reason, updatedAt: sql`now()` }
        : { suspendedAt: null, suspensionReason: null, updatedAt: sql`now()` },
    )
    .where(and(eq(offers.id, offerId), suspend ? isNull(offers.suspendedAt) : isNotNull(offers.suspendedAt)))
    .returning({ title: offers.title, companyId: offers.companyId })
  if (!changed) {
    return { ok: false, error: (await rowExists(db, offers, offerId)) ? 'conflict' : 'not-found' }
  }
  const subject: SuspensionSubject = { kind: 'offer', title: changed.title }
  await tellMembers(db, changed.companyId, (member) =>
    suspend ? suspensionMail(member, subject, suspend.reason) : reinstatementMail(member, subject),
  )
  return { ok: true }
}
