import { and, desc, eq, sql } from 'drizzle-orm'
import type { Locale } from '~/i18n/locales'
import type { Database } from '~/server/db/client'
import { companies, companyTranslations, offers } from '~/server/db/schema'
import type { OfferCard } from './offer-card.model'

/** Only offers in this state are public. */
export const isPublished = and(eq(offers.status, 'published'), sql`${offers.publishedAt} <= now()`)

/** The newest published offers, with the company's slug in the visitor's locale. */
export async function latestOffers(db: Database, locale: Locale, limit: number): Promise<OfferCard[]> {
  const rows = await db
    .select({
      id: offers.id,
      slug: offers.slug,
      title: offers.title,
      companyName: companies.name,
      companySlug: companyTranslations.slug,
      companyLogoUrl: companies.logoUrl,
      office: offers.office,
      region: offers.region,
      contractType: offers.contractType,
      remotePolicy: offers.remotePolicy,
      salaryKind: offers.salaryKind,
      salaryMin: offers.salaryMin,
      salaryMax: offers.salaryMax,
      experienceKind: offers.experienceKind,
      experienceMin: offers.experienceMin,
      experienceMax: offers.experienceMax,
      publishedAt: offers.publishedAt,
    })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .innerJoin(
      companyTranslations,
      and(eq(companyTranslations.companyId, companies.id), eq(companyTranslations.locale, locale)),
    )
    .where(isPublished)
    .orderBy(desc(offers.publishedAt), offers.id)
    .limit(limit)
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    company: { name: row.companyName, slug: row.companySlug, logoUrl: row.companyLogoUrl },
    office: row.office,
    region: row.region,
    contractType: row.contractType,
    remotePolicy: row.remotePolicy,
    salary: row.salaryKind ? { kind: row.salaryKind, min: row.salaryMin, max: row.salaryMax } : null,
    experience: row.experienceKind
      ? { kind: row.experienceKind, min: row.experienceMin, max: row.experienceMax }
      : null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  }))
}

export async function countPublishedOffers(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(offers).where(isPublished)
  return row?.count ?? 0
}
