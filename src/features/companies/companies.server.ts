import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Sector } from '~/domain/enums'
import { hasPublicOffers, isPublicCompany, publicOfferCount } from '~/features/offers/offer-visibility.server'
import type { Locale } from '~/i18n/locales'
import type { Database } from '~/server/db/client'
import { companies, companyTranslations } from '~/server/db/schema'
import type { CompanyCard } from './company-card.model'

/** Evaluated only for the rows returned (after the limit), with the company_id index. */
const openOfferCount = publicOfferCount(companies.id)

const cardColumns = {
  id: companies.id,
  slug: companyTranslations.slug,
  name: companies.name,
  slogan: companyTranslations.slogan,
  logoUrl: companies.logoUrl,
  sectors: companies.sectors,
  zones: companies.zones,
  isCofounder: companies.isCofounder,
  openOfferCount: openOfferCount,
}

/** Joins a company to its translation (slug, slogan) in the visitor's language. */
export const companyTranslationIn = (locale: Locale) =>
  and(eq(companyTranslations.companyId, companies.id), eq(companyTranslations.locale, locale))

type CardRow = Omit<CompanyCard, 'sectors'> & { sectors: string[] }
const toCard = (row: CardRow): CompanyCard => ({ ...row, sectors: row.sectors as Sector[] })

/** The most recently joined companies that recruit, with their slug in the visitor's locale. */
export async function latestCompanies(db: Database, locale: Locale, limit: number): Promise<CompanyCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(companies)
    .innerJoin(companyTranslations, companyTranslationIn(locale))
    .where(hasPublicOffers(companies.id))
    .orderBy(desc(companies.createdAt), companies.name)
    .limit(limit)
  return rows.map(toCard)
}

/** The cards of the given companies, in that order, with their slug in the visitor's locale. */
export async function companyCards(
  db: Database,
  locale: Locale,
  ids: readonly string[],
): Promise<CompanyCard[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select(cardColumns)
    .from(companies)
    .innerJoin(companyTranslations, companyTranslationIn(locale))
    .where(and(inArray(companies.id, [...ids]), isPublicCompany('companies')))
  const order = new Map(ids.map((id, index) => [id, index]))
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!).map(toCard)
}

/** A text array literal of bound values (the same on PGlite and node-postgres). */
export const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`

export async function countCompanies(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(companies)
  return row?.count ?? 0
}
