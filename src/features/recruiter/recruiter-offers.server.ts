/**
 * The recruiter space's lists: the organisations' offers with their applicants counted per status, and
 * one offer's applicants (filtered by status, a page at a time). Applications recorded as sent on the
 * organisation's own site are the talent's notes, not applications received here: they are left out.
 */
import { and, count, desc, eq } from 'drizzle-orm'
import type { ApplicationStatus } from '~/domain/enums'
import { audienceOf } from '~/features/analytics/audience.server'
import {
  isPublicNow,
  isSuspendedOffer,
  offerVisibilityColumns,
} from '~/features/offers/offer-visibility.server'
import type { Database } from '~/server/db/client'
import { applications, companies, companyMembers, offers } from '~/server/db/schema'
import { isMemberOf, memberships } from './membership.server'
import type { OfferApplicants, RecruiterCompany, StatusCounts } from './recruiter.model'

export const APPLICANTS_PAGE_SIZE = 25

const received = (offerId: string) =>
  and(eq(applications.offerId, offerId), eq(applications.appliedExternally, false))

/** The organisations of the recruiter, each with its offers (open ones first, then the newest). */
export async function recruiterCompanies(db: Database, userId: string): Promise<RecruiterCompany[]> {
  const companiesOfUser = await memberships(db, userId)
  if (companiesOfUser.length === 0) return []
  const rows = await db
    .select({
      id: offers.id,
      companyId: offers.companyId,
      title: offers.title,
      ...offerVisibilityColumns,
      applicationStatus: applications.status,
      applicants: count(applications.id),
    })
    .from(offers)
    .innerJoin(
      companyMembers,
      and(eq(companyMembers.companyId, offers.companyId), eq(companyMembers.userId, userId)),
    )
    .leftJoin(
      applications,
      and(eq(applications.offerId, offers.id), eq(applications.appliedExternally, false)),
    )
    .groupBy(offers.id, applications.status)
  const audience = await audienceOf(
    db,
    companiesOfUser.map((company) => company.companyId),
  )
  const byOffer = new Map<string, RecruiterCompany['offers'][number] & { companyId: string }>()
  for (const row of rows) {
    let offer = byOffer.get(row.id)
    if (!offer) {
      offer = {
        id: row.id,
        companyId: row.companyId,
        title: row.title,
        status: row.status,
        open: isPublicNow(row),
        suspended: isSuspendedOffer(row),
        publishedAt: row.publishedAt?.toISOString() ?? null,
        counts: {},
        total: 0,
        audience: audience.offers.get(row.id) ?? { views: 0, applyClicks: 0, saves: 0 },
      }
      byOffer.set(row.id, offer)
    }
    if (row.applicationStatus) {
      offer.counts[row.applicationStatus] = row.applicants
      offer.total += row.applicants
    }
  }
  const offersList = [...byOffer.values()].sort(
    (a, b) => Number(b.open) - Number(a.open) || (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''),
  )
  return companiesOfUser.map((company) => ({
    id: company.companyId,
    name: company.name,
    role: company.role,
    suspended: company.suspended,
    pageViews: audience.companyViews.get(company.companyId) ?? 0,
    offers: offersList
      .filter((offer) => offer.companyId === company.companyId)
      .map(({ companyId: _, ...offer }) => offer),
  }))
}

/**
 * The applicants of one offer, newest first, `status` only when given, page `page` (from 1); null when
 * the offer is not one of the recruiter's organisations' (or does not exist).
 */
export async function offerApplicants(
  db: Database,
  userId: string,
  offerId: string,
  { status, page }: { status: ApplicationStatus | null; page: number },
): Promise<OfferApplicants | null> {
  const [offer] = await db
    .select({
      id: offers.id,
      title: offers.title,
      companyName: companies.name,
      ...offerVisibilityColumns,
    })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(and(eq(offers.id, offerId), isMemberOf(userId, offers.companyId)))
  if (!offer) return null
  const countRows = await db
    .select({ status: applications.status, applicants: count() })
    .from(applications)
    .where(received(offerId))
    .groupBy(applications.status)
  const counts: StatusCounts = Object.fromEntries(countRows.map((row) => [row.status, row.applicants]))
  const total = countRows.reduce((sum, row) => sum + row.applicants, 0)
  const filtered = status ? (counts[status] ?? 0) : total
  const pageCount = Math.max(1, Math.ceil(filtered / APPLICANTS_PAGE_SIZE))
  const current = Math.min(Math.max(1, page), pageCount)
  const rows = await db
    .select({
      id: applications.id,
      status: applications.status,
      sentAt: applications.sentAt,
      snapshot: applications.snapshot,
    })
    .from(applications)
    .where(and(received(offerId), status ? eq(applications.status, status) : undefined))
    .orderBy(desc(applications.sentAt), desc(applications.id))
    .limit(APPLICANTS_PAGE_SIZE)
    .offset((current - 1) * APPLICANTS_PAGE_SIZE)
  return {
    offer: { id: offer.id, title: offer.title, companyName: offer.companyName, open: isPublicNow(offer) },
    counts,
    total,
    status,
    page: current,
    pageCount,
    rows: rows.map((row) => ({
      id: row.id,
      name: [row.snapshot?.firstName, row.snapshot?.lastName].filter(Boolean).join(' '),
      title: row.snapshot?.title ?? null,
      city: row.snapshot?.city ?? null,
      status: row.status,
      sentAt: row.sentAt.toISOString(),
    })),
  }
}
