/**
 * Keyword matching of the job search: PostgreSQL full-text search (identical on PGlite) in each offer's own
 * language (title A, company name B, profile sought C; unaccented, stemmed; "quoted phrases" exact), widened
 * with the typo corrections of docs/search.md: a bare word also matches the offers' words within its allowed
 * typos. Offers matching the text as written rank before those found through a correction.
 */

import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '~/server/db/client'
import { queryRows } from '~/server/db/client'
import { isPublicOffer } from './offer-visibility.server'
import { offerVocabulary } from './offer-vocabulary.server'
import { typoQuery } from './typo-query'

export type KeywordMatches = {
  /** Relevance of every matching public offer: 1 and above for offers matching the text as written. */
  ranks: Map<string, number>
  /** How many offers match the text as written (without corrections). */
  exactCount: number
  /** The text with its unknown words corrected, or null. */
  suggestion: string | null
}

const CONFIGS = ['tremplin_fr', 'tremplin_nl', 'tremplin_en'] as const

const asQuery = (config: string, text: string) =>
  sql`websearch_to_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${text})`

/**
 * The text as written, or any of its corrected forms: `exact || (rest && (word || fix1 || fix2) && …)`.
 * A word that is a stop word of the configuration stays without corrections there.
 */
function widened(config: string, text: string, typo: ReturnType<typeof typoQuery>): SQL {
  const exact = asQuery(config, text)
  if (typo.words.length === 0) return exact
  const groups = typo.words.map(({ word, corrections }) => {
    const written = asQuery(config, word)
    const fixes = corrections.map((correction) => asQuery(config, correction.display))
    return sql`(case when numnode(${written}) = 0 then ${written} else ${sql.join([written, ...fixes], sql` || `)} end)`
  })
  return sql`(${exact} || (${sql.join([asQuery(config, typo.rest), ...groups], sql` && `)}))`
}

/**
 * Public offers matching the keywords, with their relevance; each offer matched in its own language.
 * `among` narrows the search to those offers (the alert digests' new offers). Null: no keyword condition.
 */
export async function keywordSearch(
  db: Database,
  query: string,
  among?: readonly string[],
): Promise<KeywordMatches | null> {
  const [parsed] = await queryRows<{ lexemes: number }>(
    db,
    sql`select ${sql.join(
      CONFIGS.map((config) => sql`numnode(${asQuery(config, query)})`),
      sql` + `,
    )} as lexemes`,
  )
  // Stop words or operators only (e.g. "-"): no keyword condition rather than no result.
  if (!parsed || Number(parsed.lexemes) === 0) return null
  const typo = typoQuery(query, await offerVocabulary(db))
  const rows = await queryRows<{ id: string; rank: number; exact: boolean }>(
    db,
    sql`with q as (
          select ${asQuery('tremplin_fr', query)} as fr, ${asQuery('tremplin_nl', query)} as nl,
                 ${asQuery('tremplin_en', query)} as en,
                 ${widened('tremplin_fr', query, typo)} as wfr, ${widened('tremplin_nl', query, typo)} as wnl,
                 ${widened('tremplin_en', query, typo)} as wen),
        m as (
          select o.id, o.search_vector as v,
                 case o.language when 'fr' then q.fr when 'nl' then q.nl else q.en end as exact,
                 case o.language when 'fr' then q.wfr when 'nl' then q.wnl else q.wen end as wide
          from offers o cross join q
          where ${isPublicOffer('o')}
            ${among ? sql`and o.id = any(${`{${among.join(',')}}`}::uuid[])` : sql``}
            and ((o.language = 'fr' and o.search_vector @@ q.wfr)
              or (o.language = 'nl' and o.search_vector @@ q.wnl)
              or (o.language = 'en' and o.search_vector @@ q.wen)))
        select id, ts_rank_cd(v, wide, 32) + (v @@ exact)::int as rank, v @@ exact as exact from m`,
  )
  return {
    ranks: new Map(rows.map((row) => [row.id, Number(row.rank)])),
    exactCount: rows.filter((row) => row.exact).length,
    suggestion: typo.suggestion,
  }
}

/** The matching offers' relevance (see keywordSearch), or null for no keyword condition. */
export async function keywordMatches(
  db: Database,
  query: string,
  among?: readonly string[],
): Promise<Map<string, number> | null> {
  return (await keywordSearch(db, query, among))?.ranks ?? null
}
