/**
 * Job search in PostgreSQL (identical on PGlite): full-text keywords in the offer's own language
 * (title A, company name B, profile sought C; unaccented, stemmed; "quoted phrases" exact), the filters
 * of spec §3, and disjunctive facet counts: an option's count is the number of results the visitor would
 * get by ticking it, given the other filters. Only published offers.
 */
import { type SQL, sql } from 'drizzle-orm'
import { PAGE_SIZE } from '~/domain/constants'
import type { Locale } from '~/i18n/locales'
import type { Database } from '~/server/db/client'
import { queryRows } from '~/server/db/client'
import { JOB_FILTER_KEYS, type JobFilterKey, type JobFilters, type JobSearchParams } from './jobs.search'
import type { OfferCard } from './offer-card.model'

export type FacetCounts = { [K in JobFilterKey]: Record<string, number> }

export type JobSearchResult = {
  offers: OfferCard[]
  total: number
  /** The page shown: the requested one, or the last page when it was beyond. */
  page: number
  pageCount: number
  limit: number
  facets: FacetCounts
}

/** Column (of the `base` set below) each filter applies to; `sectors` is an array. */
const FILTER_COLUMNS: Record<JobFilterKey, { column: string; isArray?: boolean }> = {
  zones: { column: 'region' },
  remote: { column: 'remote_policy' },
  contrat_type: { column: 'contract_type' },
  number_employes: { column: 'company_size' },
  sector_activity: { column: 'sectors', isArray: true },
  category_metier: { column: 'category' },
}

function filterCondition(key: JobFilterKey, values: readonly string[]): SQL {
  const { column, isArray } = FILTER_COLUMNS[key]
  const list = sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )
  return isArray
    ? sql`${sql.identifier(column)} && array[${list}]::text[]`
    : sql`${sql.identifier(column)}::text in (${list})`
}

/** All active filters except `except` (disjunctive counting), as one SQL condition. */
function filtersExcept(filters: JobFilters, except?: JobFilterKey): SQL {
  const conditions = JOB_FILTER_KEYS.filter((key) => key !== except && (filters[key]?.length ?? 0) > 0).map(
    (key) => filterCondition(key, filters[key] as string[]),
  )
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`
}

/**
 * The published offers matching the keywords, with what filters and ranking need. The keywords are
 * parsed once per language; each offer is matched in its own language (the GIN index serves each arm).
 * A query of stop words or operators only (e.g. "-") matches everything rather than nothing.
 */
function baseSet(query: string): SQL {
  const keywords = query.length > 0
  return sql`
    with q as (
      select websearch_to_tsquery('tremplin_fr', ${query}) as fr,
             websearch_to_tsquery('tremplin_nl', ${query}) as nl,
             websearch_to_tsquery('tremplin_en', ${query}) as en
    ),
    base as (
      select o.id, o.region, o.remote_policy, o.contract_type, o.category, o.sectors, c.size as company_size,
             o.published_at,
             ${
               keywords
                 ? sql`ts_rank_cd(o.search_vector, case o.language when 'fr' then q.fr when 'nl' then q.nl else q.en end)`
                 : sql`0::real`
             } as rank
      from offers o
      join companies c on c.id = o.company_id
      cross join q
      where o.status = 'published' and o.published_at <= now()
        ${
          keywords
            ? sql`and (
          (numnode(q.fr) = 0 and numnode(q.nl) = 0 and numnode(q.en) = 0)
          or (o.language = 'fr' and o.search_vector @@ q.fr)
          or (o.language = 'nl' and o.search_vector @@ q.nl)
          or (o.language = 'en' and o.search_vector @@ q.en))`
            : sql``
        }
    )`
}

function facetQuery(key: JobFilterKey, filters: JobFilters): SQL {
  const { column, isArray } = FILTER_COLUMNS[key]
  const where = filtersExcept(filters, key)
  if (isArray) {
    return sql`select ${key} as facet, value, count(*)::int as count from base, unnest(base.sectors) as value where ${where} group by value`
  }
  return sql`select ${key} as facet, ${sql.identifier(column)}::text as value, count(*)::int as count from base where ${where} and ${sql.identifier(column)} is not null group by 2`
}

export async function searchJobs(
  db: Database,
  locale: Locale,
  params: JobSearchParams,
  limit: number = PAGE_SIZE,
): Promise<JobSearchResult> {
  const base = baseSet(params.query)
  const all = filtersExcept(params.filters)
  const facetRows = await queryRows<{ facet: string; value: string | null; count: number }>(
    db,
    sql`${base}
      ${sql.join(
        JOB_FILTER_KEYS.map((key) => facetQuery(key, params.filters)),
        sql` union all `,
      )}
      union all select '_total' as facet, null as value, count(*)::int as count from base where ${all}`,
  )
  const facets = Object.fromEntries(JOB_FILTER_KEYS.map((key) => [key, {}])) as FacetCounts
  let total = 0
  for (const row of facetRows) {
    if (row.facet === '_total') total = row.count
    else if (row.value !== null) facets[row.facet as JobFilterKey][row.value] = row.count
  }
  const pageCount = Math.max(1, Math.ceil(total / limit))
  const page = Math.min(params.page, pageCount)
  const offers = total === 0 ? [] : await pageOfOffers(db, locale, base, all, limit, (page - 1) * limit)
  return { offers, total, page, pageCount, limit, facets }
}

type CardRow = {
  id: string
  slug: string
  title: string
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

/** One page, best match first then newest; the company slug in the visitor's locale. */
async function pageOfOffers(
  db: Database,
  locale: Locale,
  base: SQL,
  where: SQL,
  limit: number,
  offset: number,
) {
  const rows = await queryRows<CardRow>(
    db,
    sql`${base},
      page as (select id, rank, published_at from base where ${where} order by rank desc, published_at desc, id limit ${limit} offset ${offset})
      select o.id, o.slug, o.title, c.name as company_name, ct.slug as company_slug, c.logo_url, o.office, o.region,
             o.contract_type, o.remote_policy, o.salary_kind, o.salary_min, o.salary_max, o.experience_kind,
             o.experience_min, o.experience_max, o.published_at
      from page
      join offers o on o.id = page.id
      join companies c on c.id = o.company_id
      join company_translations ct on ct.company_id = c.id and ct.locale = ${locale}
      order by page.rank desc, page.published_at desc, page.id`,
  )
  return rows.map(
    (row): OfferCard => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
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
    }),
  )
}
