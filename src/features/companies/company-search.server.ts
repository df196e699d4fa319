/**
 * The company list: every selected company (also those without open jobs), full-text keywords over the
 * name and the visitor's language's slogan and description ("quoted phrases" exact, unaccented, stemmed),
 * the sector, size and zone filters, and disjunctive facet counts (an option's count = the results the
 * visitor would get by ticking it, given the other filters). Companies are few (a committee selects
 * them), so the counts are three GROUP BYs over the keyword matches in one statement.
 */

import { type SQL, sql } from 'drizzle-orm'
import { PAGE_SIZE } from '~/domain/constants'
import { type FacetCounts, type PageWindow, pageSlice, pageWindow } from '~/domain/list-search'
import { isPublicCompany, publicOfferCount } from '~/features/offers/offer-visibility.server'
import type { Locale } from '~/i18n/locales'
import { type Database, queryRows } from '~/server/db/client'
import { companyCards, textArray } from './companies.server'
import type { CompanyCard } from './company-card.model'
import {
  COMPANY_FILTER_KEYS,
  type CompanyFilterKey,
  type CompanyFilters,
  type CompanySearchParams,
} from './company-list-url'

export type CompanySearchResult = PageWindow & {
  companies: CompanyCard[]
  facets: FacetCounts<CompanyFilterKey>
}

/** Each filter's condition on the `matched` rows (null when the filter is not active). */
function conditions(filters: CompanyFilters): Record<CompanyFilterKey, SQL | null> {
  const { sector_activity: sectors, number_employes: sizes, zones } = filters
  return {
    sector_activity: sectors?.length ? sql`m.sectors && ${textArray(sectors)}` : null,
    number_employes: sizes?.length ? sql`m.size = any(${textArray(sizes)})` : null,
    zones: zones?.length ? sql`m.zones && ${textArray(zones)}` : null,
  }
}

/** `where` over every active filter but `except` (the disjunctive rule). */
function whereAll(active: Record<CompanyFilterKey, SQL | null>, except?: CompanyFilterKey): SQL {
  const parts = COMPANY_FILTER_KEYS.filter((key) => key !== except && active[key]).map((key) => active[key]!)
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `)
}

/**
 * The companies with a page in the visitor's language matching the keywords (all of them without
 * keywords), with their relevance. The name is
 * matched twice: in the visitor's language with the texts (so "énergie namur" finds a name word and a
 * description word together) and as written (names in another language than the visitor's).
 */
function matchedCompanies(locale: Locale, query: string): SQL {
  if (!query) {
    return sql`select c.id, c.name, c.size::text as size, c.sectors, c.zones::text[] as zones, 0::real as rank
               from companies c
               join company_translations ct on ct.company_id = c.id and ct.locale = ${locale}
               where ${isPublicCompany('c')}`
  }
  return sql`select c.id, c.name, c.size::text as size, c.sectors, c.zones::text[] as zones,
                    ts_rank(setweight(to_tsvector(q.config, c.name), 'A') || ct.search_vector, q.text_query)
                      + ts_rank(c.search_vector, q.name_query) as rank
             from companies c
             join company_translations ct on ct.company_id = c.id and ct.locale = ${locale}
             cross join (
               select tremplin_ts_config(${locale}::locale) as config,
                      websearch_to_tsquery(tremplin_ts_config(${locale}::locale), ${query}) as text_query,
                      websearch_to_tsquery('tremplin_simple', ${query}) as name_query
             ) q
             where ${isPublicCompany('c')}
               and ((numnode(q.text_query) = 0 and numnode(q.name_query) = 0)
                or (setweight(to_tsvector(q.config, c.name), 'A') || ct.search_vector) @@ q.text_query
                or c.search_vector @@ q.name_query)`
}

export async function searchCompanies(
  db: Database,
  locale: Locale,
  params: CompanySearchParams,
  limit: number = PAGE_SIZE,
): Promise<CompanySearchResult> {
  const matched = matchedCompanies(locale, params.query)
  const active = conditions(params.filters)
  const [facetRows, ordered] = await Promise.all([
    queryRows<{ key: CompanyFilterKey; value: string; count: number }>(
      db,
      sql`with m as (${matched})
          select 'sector_activity' as key, s as value, count(*)::int as count
            from m, unnest(m.sectors) s where ${whereAll(active, 'sector_activity')} group by s
          union all
          select 'number_employes', m.size, count(*)::int
            from m where ${whereAll(active, 'number_employes')} group by m.size
          union all
          select 'zones', z, count(*)::int
            from m, unnest(m.zones) z where ${whereAll(active, 'zones')} group by z`,
    ),
    // Relevance first when there are keywords, then the companies that recruit most, then by name.
    queryRows<{ id: string }>(
      db,
      sql`with m as (${matched})
          select m.id from m
          where ${whereAll(active)}
          order by m.rank desc,
                   ${publicOfferCount(sql`m.id`)} desc,
                   m.name, m.id`,
    ),
  ])
  const facets = Object.fromEntries(
    COMPANY_FILTER_KEYS.map((key) => [key, {}]),
  ) as FacetCounts<CompanyFilterKey>
  for (const row of facetRows) facets[row.key][row.value] = Number(row.count)
  const window = pageWindow(ordered.length, params.page, limit)
  const ids = pageSlice(ordered, window).map((row) => row.id)
  return { ...window, companies: await companyCards(db, locale, ids), facets }
}
