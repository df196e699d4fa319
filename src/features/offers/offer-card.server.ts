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

/** A card's columns of `offers o`, beside `company` (its company_name, company_slug and logo_url). */
const cardColumns = (company: SQL) =>
  sql`o.id, o.slug, o.title, o.language::text as language, ${company}, o.office,
      o.region, o.contract_type, o.remote_policy, o.salary_kind, o.salary_min, o.salary_max,
      o.experience_kind, o.experience_min, o.experience_max, o.published_at`

/** The cards of the offers `where` selects, in `orderBy` order, at most `limit`. */
export async function offerCards(
  db: Database,
  locale: Locale,
  { where, orderBy = sql`o.published_at desc, o.id`, limit }: { where: SQL; orderBy?: SQL; limit: number },
): Promise<OfferCard[]> {
  const rows = await queryRows<CardRow>(
    db,
    sql`select ${cardColumns(sql`c.name as company_name, ct.slug as company_slug, c.logo_url`)}
        from offers o
        join companies c on c.id = o.company_id
        join company_translations ct on ct.company_id = c.id and ct.locale = ${locale}
        where ${where}
        order by ${orderBy}
        limit ${limit}`,
  )
  return rows.map(cardFromRow)
}

/**
 * Cards a node keeps for one offers version (a write to offers, companies or their translations moves it):
 * a search's top results come back under its other filters, and in other searches finding them, without
 * a query.
 */
const keptCards = new WeakMap<Database, { version: number; cards: Map<string, OfferCard> }>()
/** Past this many cards kept, the first kept go. */
const KEPT_CARDS = 5000

/**
 * The cards of the given offers, in that order; with the facet index's offers `version` (a page of search
 * results), kept for the next searches at that version.
 */
export async function offerCardsById(
  db: Database,
  locale: Locale,
  ids: readonly string[],
  version?: number,
): Promise<OfferCard[]> {
  if (ids.length === 0) return []
  if (version === undefined) return readCards(db, locale, ids)
  let kept = keptCards.get(db)
  if (!kept || kept.version < version) {
    kept = { version, cards: new Map() }
    keptCards.set(db, kept)
  }
  // A search holding an older index than the cards kept reads its own.
  if (kept.version > version) return readCards(db, locale, ids)
  const { cards } = kept
  const keyOf = (id: string) => `${locale}:${id}`
  const missing = ids.filter((id) => !cards.has(keyOf(id)))
  if (missing.length > 0) {
    for (const card of await readCards(db, locale, missing)) cards.set(keyOf(card.id), card)
    for (const key of cards.keys()) {
      if (cards.size <= KEPT_CARDS) break
      cards.delete(key)
    }
  }
  return ids.flatMap((id) => cards.get(keyOf(id)) ?? [])
}

/** The cards of the given offers, in that order. */
async function readCards(db: Database, locale: Locale, ids: readonly string[]): Promise<OfferCard[]> {
  // The company's columns as subqueries and the ids as one array: a third less to plan than the joins.
  // The offer keeps its company's name (a trigger syncs it).
  const rows = await queryRows<Omit<CardRow, 'company_slug'> & { company_slug: string | null }>(
    db,
    sql`select ${cardColumns(sql`o.company_name,
          (select ct.slug from company_translations ct
           where ct.company_id = o.company_id and ct.locale = ${locale}) as company_slug,
          (select c.logo_url from companies c where c.id = o.company_id) as logo_url`)}
        from offers o
        where o.id = any(${`{${ids.join(',')}}`}::uuid[])`,
  )
  const order = new Map(ids.map((id, i) => [id, i]))
  // As in the lists' join: a company without a name in the page's language has no card.
  return rows
    .filter((row): row is CardRow => row.company_slug !== null)
    .map(cardFromRow)
    .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
}

/** The newest public offers. */
export function latestOffers(db: Database, locale: Locale, limit: number): Promise<OfferCard[]> {
  return offerCards(db, locale, { where: isPublicOffer('o'), limit })
}
