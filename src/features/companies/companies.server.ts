import { and, desc, eq, sql } from 'drizzle-orm'
import type { Sector } from '~/domain/enums'
import { isPublished } from '~/features/jobs/jobs.server'
import type { Locale } from '~/i18n/locales'
import type { Database } from '~/server/db/client'
import { companies, companyTranslations, offers } from '~/server/db/schema'
import type { CompanyCard } from './company-card.model'

const hasPublishedOffers = sql`exists (select 1 from ${offers} where ${offers.companyId} = ${companies.id} and ${isPublished})`
/** Evaluated only for the rows returned (after the limit), with the company_id index. */
const openJobsCount = sql<number>`(select count(*)::int from ${offers} where ${offers.companyId} = ${companies.id} and ${isPublished})`

/** The most recently joined companies that recruit, with their slug in the visitor's locale. */
export async function latestCompanies(db: Database, locale: Locale, limit: number): Promise<CompanyCard[]> {
  const rows = await db
    .select({
      id: companies.id,
      slug: companyTranslations.slug,
      name: companies.name,
      slogan: companyTranslations.slogan,
      logoUrl: companies.logoUrl,
      sectors: companies.sectors,
      zones: companies.zones,
      isCofounder: companies.isCofounder,
      jobsOpen: openJobsCount,
    })
    .from(companies)
    .innerJoin(
      companyTranslations,
      and(eq(companyTranslations.companyId, companies.id), eq(companyTranslations.locale, locale)),
    )
    .where(hasPublishedOffers)
    .orderBy(desc(companies.createdAt), companies.name)
    .limit(limit)
  return rows.map((row) => ({ ...row, sectors: row.sectors as Sector[] }))
}

export async function countCompanies(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(companies)
  return row?.count ?? 0
}
