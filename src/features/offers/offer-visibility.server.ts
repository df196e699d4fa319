/**
 * Which offers the public sees — the one place this rule is written. Every list, page, search, count,
 * sitemap, feed and the facet index use it; a convention test fails when the rule is written elsewhere.
 *
 * An offer is public while it is published, its publication time has come, its closing date
 * (`valid_through`) has not passed and neither it nor its organisation is suspended by the committee. Its page stays reachable once published (archived, closed or past its
 * closing date, it says "no longer available"); drafts and offers not yet published have no page.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import type { OfferStatus } from '~/domain/enums'
import { PUBLIC_OFFER_STATUS } from '~/domain/offer-status'
import { type Database, queryRows } from '~/server/db/client'
import { offers } from '~/server/db/schema'
import { sqlAlias } from '~/server/db/sql-alias'

const PUBLIC_STATUS = PUBLIC_OFFER_STATUS

/** `alias` is public now (SQL). */
export function isPublicOffer(alias = 'o'): SQL {
  const o = sqlAlias(alias)
  return sql`(${isPublishedOffer(alias)} and ${o}.published_at <= now()
    and (${o}.valid_through is null or ${o}.valid_through > now()))`
}

/** The organisation `alias` is shown to the public: not suspended by the selection committee (SQL). */
export function isPublicCompany(alias = 'c'): SQL {
  return sql`${sqlAlias(alias)}.suspended_at is null`
}

/** `alias` has a page: anything but a draft, once its publication time has come (SQL). */
export function hasOfferPage(alias = 'o'): SQL {
  const o = sqlAlias(alias)
  return sql`(${o}.status <> 'draft' and ${o}.published_at <= now())`
}

/**
 * The offers that are public or become public without any write: published ones, whose times the facet
 * index checks per search with `isPublicAt` (every write to offers moves the index version).
 */
export function isPublishedOffer(alias = 'o'): SQL {
  const o = sqlAlias(alias)
  return sql`(${o}.status = ${sql.raw(`'${PUBLIC_STATUS}'`)} and ${o}.suspended_at is null and not ${o}.company_suspended)`
}

/** The committee suspended the offer or its organisation. */
export function isSuspendedOffer(offer: Pick<OfferVisibility, 'suspendedAt' | 'companySuspended'>): boolean {
  return offer.suspendedAt !== null || offer.companySuspended
}

/** The time part of the rule, for a published offer held in memory (epoch ms; no closing date = Infinity). */
export function isPublicAt(publishedAt: number, validThrough: number, now: number): boolean {
  return publishedAt <= now && validThrough > now
}

/** The columns of an offer that `isPublicNow` and `isSuspendedOffer` read, to spread into a select. */
export const offerVisibilityColumns = {
  status: offers.status,
  publishedAt: offers.publishedAt,
  validThrough: offers.validThrough,
  suspendedAt: offers.suspendedAt,
  companySuspended: offers.companySuspended,
}

type OfferVisibility = {
  status: OfferStatus
  publishedAt: Date | null
  validThrough: Date | null
  suspendedAt: Date | null
  companySuspended: boolean
}

/** The same rule for one offer read from the database (the offer page's "available"). */
export function isPublicNow(offer: OfferVisibility, now = Date.now()): boolean {
  return (
    offer.status === PUBLIC_STATUS &&
    offer.suspendedAt === null &&
    !offer.companySuspended &&
    offer.publishedAt !== null &&
    isPublicAt(offer.publishedAt.getTime(), offer.validThrough?.getTime() ?? Number.POSITIVE_INFINITY, now)
  )
}

/** How many public offers the company `companyId` (a column of the outer query) has. */
export function publicOfferCount(companyId: AnyColumn | SQL): SQL<number> {
  return sql<number>`(select count(*)::int from offers po where po.company_id = ${companyId} and ${isPublicOffer('po')})`
}

/** Whether the company `companyId` (a column of the outer query) has a public offer. */
export function hasPublicOffers(companyId: AnyColumn | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from offers po where po.company_id = ${companyId} and ${isPublicOffer('po')})`
}

export async function countPublicOffers(db: Database): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from offers o where ${isPublicOffer('o')}`,
  )
  return row?.count ?? 0
}

/**
 * The closing date an offer keeps when it is published: hers if it is still ahead; one that passed while
 * the offer was a draft is dropped, not obeyed (the offer would close the moment it opens).
 */
export function closingDateOnPublish(): SQL<Date | null> {
  return sql<Date | null>`case when valid_through > now() then valid_through end`
}
