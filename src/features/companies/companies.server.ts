import { and, desc, eq, sql } from 'drizzle-orm'
import type { Sector } from '~/domain/enums'
import { isPublished } from '~/features/jobs/jobs.server'
import type { Locale } from '~/i18n/locales'
import type { Database } from '~/server/db/client'
import { companies, companyTranslations, offers } from '~/server/db/schema'
import type { CompanyCard } from './company-card.model'

/** Published offers per company, counted in one pass (not once per company). */
function openJobsPerCompany(db: Database) {
  return db
    .select({ companyId: offers.companyId, jobsOpen: sql<number>`count(*)::int`.as('jobs_open') })
    .from(offers)
    .where(isPublished)
    .groupBy(offers.companyId)
    .as('open_jobs')
}

/** The most recently joined companies that recruit, with their slug in the visitor's locale. */
export async function latestCompanies(db: Database, locale: Locale, limit: number): Promise<CompanyCard[]> {
  const openJobs = openJobsPerCompany(db)
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
      jobsOpen: openJobs.jobsOpen,
    })
    .from(companies)
    .innerJoin(openJobs, eq(openJobs.companyId, companies.id))
    .innerJoin(
      companyTranslations,
      and(eq(companyTranslations.companyId, companies.id), eq(companyTranslations.locale, locale)),
    )
    .orderBy(desc(companies.createdAt), companies.name)
    .limit(limit)
  return rows.map((row) => ({ ...row, sectors: row.sectors as Sector[] }))
}

export async function countCompanies(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(companies)
  return row?.count ?? 0
}
