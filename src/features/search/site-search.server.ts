/**
 * The organisation and article searches of docs/product.md#api (`[list, total]`), used by the global search modal.
 * Keywords go through PostgreSQL full-text search: company names (simple config, unaccented) and texts in
 * the visitor's language; a prefix match on the last word makes results appear while typing.
 */
import { sql } from 'drizzle-orm'
import { isPublicProject } from '~/features/cofounder/project-visibility.server'
import { isPublicArticle } from '~/features/media/media-visibility.server'
import { isPublicCompany, publicOfferCount } from '~/features/offers/offer-visibility.server'
import type { Locale } from '~/i18n/locales'
import { type Database, queryRows } from '~/server/db/client'
import { SEARCH_CONFIGS } from '~/server/search/text-search'
import type { ArticleHit, OrganisationHit } from './site-search.model'

/** `chef proj` → `chef & proj:*` in a config: every word, the last one as a prefix. Null for no word. */
function prefixQuery(config: string, text: string) {
  const words = text
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8)
  if (words.length === 0) return null
  const lexemes = words.map(
    (word, index) => `${word.replace(/'/g, "''")}${index === words.length - 1 ? ':*' : ''}`,
  )
  return sql`to_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${lexemes.join(' & ')})`
}

export async function searchOrganisations(
  db: Database,
  locale: Locale,
  query: string,
  limit: number,
): Promise<[OrganisationHit[], number]> {
  const byName = prefixQuery('tremplin_simple', query)
  const byText = prefixQuery(SEARCH_CONFIGS[locale], query)
  const match =
    byName && byText ? sql`(c.search_vector @@ ${byName} or ct.search_vector @@ ${byText})` : sql`true`
  const rank =
    byName && byText
      ? sql`ts_rank(c.search_vector, ${byName}) * 2 + ts_rank(ct.search_vector, ${byText})`
      : sql`0::real`
  const rows = await queryRows<OrganisationHit & { total: number; logo_url: string | null }>(
    db,
    sql`select c.id as uuid, c.name, ct.slug, c.logo_url, c.is_cofounder as "coFounder",
               (select p.slug from cofounder_projects p
                  where p.company_id = c.id and ${isPublicProject('p')}
                  order by (p.language = ${locale}) desc, p.published_at desc limit 1) as cofounder_slug,
               ${publicOfferCount(sql`c.id`)} as jobs_open,
               count(*) over ()::int as total
        from companies c join company_translations ct on ct.company_id = c.id and ct.locale = ${locale}
        where ${match} and ${isPublicCompany('c')}
        order by ${rank} desc, jobs_open desc, c.name
        limit ${limit}`,
  )
  return [
    rows.map(({ total: _total, logo_url, ...hit }) => ({
      ...hit,
      logo: { src: logo_url },
      jobs_open: Number(hit.jobs_open),
    })),
    Number(rows[0]?.total ?? 0),
  ]
}

export async function searchArticles(
  db: Database,
  locale: Locale,
  query: string,
  limit: number,
): Promise<[ArticleHit[], number]> {
  const byText = prefixQuery(SEARCH_CONFIGS[locale], query)
  const rows = await queryRows<{
    uuid: string
    slug: string
    title: string
    category: string
    thumbnail_url: string | null
    published_at: string | Date | null
    total: number
  }>(
    db,
    sql`select a.id as uuid, at.slug, at.title, a.category::text as category, a.thumbnail_url, a.published_at,
               count(*) over ()::int as total
        from articles a join article_translations at on at.article_id = a.id and at.locale = ${locale}
        where ${isPublicArticle('a')} ${byText ? sql`and at.search_vector @@ ${byText}` : sql``}
        order by ${byText ? sql`ts_rank(at.search_vector, ${byText}) desc,` : sql``} a.published_at desc
        limit ${limit}`,
  )
  return [
    rows.map((row) => ({
      uuid: row.uuid,
      slug: row.slug,
      title: row.title,
      category: row.category,
      thumbnail: { src: row.thumbnail_url },
      date: row.published_at ? new Date(row.published_at).toISOString() : null,
    })),
    Number(rows[0]?.total ?? 0),
  ]
}
