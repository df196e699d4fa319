/**
 * The offer card (docs/product.md#data search result): the one query that reads it, with its company and the company's
 * slug in the visitor's locale. Lists say which offers (`where`, in SQL over `offers o`) and in what order.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Locale } from '~/i18n/locales'
import { type Database, queryRows } from '~/server/db/client'
import type { OfferCard } from './offer-card.model'
import { isPublicOffer } from './offer-visibility.server'

type CardRow = {
  id: string
  slug: string
  title: string
  language: OfferCard['language']
  company_name: string
  company_slug: string
  logo_url: string | null
  office: string | null
  region: OfferCard['region']
  contract_type: OfferCard['contractType']
  remote_policy: OfferCard['remotePolicy']
  salary_kind: NonNullable<OfferCard['salary']>['kind'] | null
  salary_min: number | null
  salary_max: number | null
  experience_kind: NonNullable<OfferCard['experience']>['kind'] | null
  experience_min: number | null
  experience_max: number | null
  published_at: string | Date | null
}

function cardFromRow(row: CardRow): OfferCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    language: row.language,
    company: { name: row.company_name, slug: row.company_slug, logoUrl: row.logo_url },
    office: row.office,
    region: row.region,
    contractType: row.contract_type,
    remotePolicy: row.remote_policy,
    salary: row.salary_kind ? { kind: row.salary_kind, min: row.salary_min, max: row.salary_max } : null,
    experience: row.experience_kind
      ? { kind: row.experience_kind, min: row.experience_min, max: row.experience_max }
      : null,
    publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
  }
}

/** The cards of the offers `where` selects, in `orderBy` order, at most `limit`. */
export async function offerCards(
  db: Database,
  locale: Locale,
  { where, orderBy = sql`o.published_at desc, o.id`, limit }: { where: SQL; orderBy?: SQL; limit: number },
): Promise<OfferCard[]> {
  const rows = await queryRows<CardRow>(
    db,
    sql`select o.id, o.slug, o.title, o.language::text as language, c.name as company_name, ct.slug as company_slug, c.logo_url, o.office,
               o.region, o.contract_type, o.remote_policy, o.salary_kind, o.salary_min, o.salary_max,
               o.experience_kind, o.experience_min, o.experience_max, o.published_at
        from offers o
        join companies c on c.id = o.company_id
        join company_translations ct on ct.company_id = c.id and ct.locale = ${locale}
        where ${where}
        order by ${orderBy}
        limit ${limit}`,
  )
  return rows.map(cardFromRow)
}

/** The cards of the given offers, in that order (a page of search results, already known to be public). */
export async function offerCardsById(
  db: Database,
  locale: Locale,
  ids: readonly string[],
): Promise<OfferCard[]> {
  if (ids.length === 0) return []
  const cards = await offerCards(db, locale, {
    where: sql`o.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
    limit: ids.length,
  })
  const order = new Map(ids.map((id, i) => [id, i]))
  return cards.sort((a, b) => order.get(a.id)! - order.get(b.id)!)
}

/** The newest public offers. */
export function latestOffers(db: Database, locale: Locale, limit: number): Promise<OfferCard[]> {
  return offerCards(db, locale, { where: isPublicOffer('o'), limit })
}
