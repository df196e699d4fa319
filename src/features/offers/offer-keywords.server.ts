/**
 * Keyword matching of the job search: PostgreSQL full-text search (identical on PGlite) in each offer's own
 * language (title A, company name B, profile sought C; unaccented, stemmed; "quoted phrases" exact), widened
 * with the typo corrections, word families and occupations of docs/search.md: a bare word also matches the
 * offers' words within its allowed typos, and an occupation named in any language matches its labels in each
 * offer's language. Offers matching the text as written rank first, then those in the page's language.
 */

import { type SQL, sql } from 'drizzle-orm'
import { CONTENT_LANGUAGES, type ContentLanguage } from '~/domain/enums'
import { MAX_QUERY_LENGTH } from '~/domain/list-search'
import type { Database } from '~/server/db/client'
import { queryRows } from '~/server/db/client'
import { type KeywordQuery, keywordQuery, labelsText } from './keyword-query'
import { isPublicOffer } from './offer-visibility.server'
import { offerVocabulary } from './offer-vocabulary.server'

export type KeywordMatches = {
  /** Relevance of every matching public offer: 4 and above for offers matching the text as written. */
  ranks: Map<string, number>
  /** How many offers match the text as written (without corrections). */
  exactCount: number
  /** The text with its unknown words corrected, or null. */
  suggestion: string | null
}

const CONFIGS = { fr: 'tremplin_fr', nl: 'tremplin_nl', en: 'tremplin_en' } as const

const asQuery = (config: string, text: string) =>
  sql`websearch_to_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${text})`

/**
 * The text as written, or any of its widened forms: `exact || (rest && (part | fixes | labels) && …)`.
 * A part that is only stop words in the configuration stays as written there.
 */
function widened(language: ContentLanguage, text: string, query: KeywordQuery, withLabels = true): SQL {
  const config = CONFIGS[language]
  const exact = asQuery(config, text)
  if (query.groups.length === 0) return exact
  const groups = query.groups.map(({ text: part, fixes, labels }) => {
    const written = asQuery(config, part)
    const others = fixes.map((fix) => asQuery(config, fix))
    if (withLabels && labels[language].length > 0) others.push(asQuery(config, labelsText(labels[language])))
    return sql`(case when numnode(${written}) = 0 then ${written} else ${sql.join([written, ...others], sql` || `)} end)`
  })
  return sql`(${exact} || (${sql.join([asQuery(config, query.rest), ...groups], sql` && `)}))`
}

export type KeywordOptions = {
  /** Narrows the search to those offers (the alert digests' new offers). */
  among?: readonly string[]
  /** The page's language: its offers rank before the others at equal match. */
  locale?: ContentLanguage
  /** False: typo corrections only, as before occupations and word families (the relevance evaluation's baseline). */
  expand?: boolean
}

/**
 * Public offers matching the keywords, with their relevance; each offer matched in its own language.
 * Null: no keyword condition.
 */
export async function keywordSearch(
  db: Database,
  text: string,
  { among, locale, expand = true }: KeywordOptions = {},
): Promise<KeywordMatches | null> {
  // The entry points cut the text already; callers that skip them (alerts, tests) get the same cut.
  const query = text.slice(0, MAX_QUERY_LENGTH)
  const parts = keywordQuery(query, await offerVocabulary(db), { expand })
  const corrected = parts.groups.some((group) => group.fixes.length > 0)
  // Each language's queries parsed once here, then read as constants: the search itself plans in a fraction.
  const [parsed] = await queryRows<{ lexemes: number } & Record<string, string>>(
    db,
    sql`select ${sql.join(
      CONTENT_LANGUAGES.map((language) => sql`numnode(${asQuery(CONFIGS[language], query)})`),
      sql` + `,
    )} as lexemes, ${sql.join(
      CONTENT_LANGUAGES.flatMap((language) => [
        sql`${asQuery(CONFIGS[language], query)}::text as ${sql.raw(`exact_${language}`)}`,
        sql`${widened(language, query, parts)}::text as ${sql.raw(`wide_${language}`)}`,
        corrected
          ? sql`${widened(language, query, parts, false)}::text as ${sql.raw(`near_${language}`)}`
          : sql`null as ${sql.raw(`near_${language}`)}`,
      ]),
      sql`, `,
    )}`,
  )
  // Stop words or operators only (e.g. "-"): no keyword condition rather than no result.
  if (!parsed || Number(parsed.lexemes) === 0) return null
  const queries = (language: ContentLanguage): LanguageQueries => ({
    exact: parsed[`exact_${language}`]!,
    wide: parsed[`wide_${language}`]!,
    near: parsed[`near_${language}`] ?? null,
  })
  // Per language, the offers of that language matching its query, from the narrow search rows (offer_search,
  // one index per language). One row back, the ids and ranks as two lists (rows cost more to carry than to
  // find, on PGlite above all).
  const matching = sql.join(
    CONTENT_LANGUAGES.map(
      (language) => sql`select o.id, ${rankOf(queries(language), expand, locale === language)} as rank
        from offer_search o
        where o.language = ${sql.raw(`'${language}'`)} and o.search_vector @@ ${tsquery(queries(language).wide)}
          and ${isPublicOffer('o')}
          ${among ? sql`and o.id = any(${`{${among.join(',')}}`}::uuid[])` : sql``}`,
    ),
    sql` union all `,
  )
  const [found] = await db.transaction(async (tx) => {
    // One process: on PostgreSQL, parallel workers for the three languages' scans cost more to start and
    // to pass the rows back than the scans themselves (a few thousand narrow rows).
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`)
    return queryRows<{ ids: string | null; ranks: string | null; exact: number }>(
      tx,
      sql`select string_agg(id::text, ',') as ids, string_agg(rank::text, ',') as ranks,
          (count(*) filter (where rank >= ${AS_WRITTEN}))::int as exact
        from (${matching}) m`,
    )
  })
  const ids = found?.ids ? found.ids.split(',') : []
  const ranks = found?.ranks ? found.ranks.split(',') : []
  return {
    ranks: new Map(ids.map((id, at) => [id, Number(ranks[at])])),
    exactCount: Number(found?.exact ?? 0),
    suggestion: parts.suggestion,
  }
}

/** One language's queries as tsquery texts: as written, widened, widened by typo corrections only (or null). */
type LanguageQueries = { exact: string; wide: string; near: string | null }

const tsquery = (text: string) => sql`${text}::tsquery`

/** The rank of an offer matching the text as written is at least this (see rankOf). */
const AS_WRITTEN = 4

/**
 * An offer's rank in its language. Tiers: as written (+4), through typo corrections (+2), through occupation
 * and family labels (+0), each with the offers in the page's language first (+1); within a tier, a match
 * in the title (+0.7) before one in the company name (+0.2) before one in the profile, then newest first.
 * Each tier implies the next (a title match is a name match), so a case asks each question once, and
 * weighted copies of the query cost less per offer than ts_filter, far less than ts_rank_cd.
 */
function rankOf({ exact, wide, near }: LanguageQueries, expand: boolean, pageLanguage: boolean): SQL {
  const v = sql`o.search_vector`
  // `ts_rank_cd(…, 32)` stays under 1: the baseline's offers as written rank at AS_WRITTEN and above.
  if (!expand) return sql`ts_rank_cd(${v}, ${tsquery(wide)}, 32) + 4 * (${v} @@ ${tsquery(exact)})::int`
  // Without typo corrections, matching them is matching the text as written.
  const tier = near
    ? sql`case when ${v} @@ ${tsquery(exact)} then 4 when ${v} @@ ${tsquery(near)} then 2 else 0 end`
    : sql`case when ${v} @@ ${tsquery(exact)} then 4 else 0 end`
  return sql`${tier} + ${pageLanguage ? sql`1` : sql`0`}
    + case when ${v} @@ ${tsquery(weighted(wide, 'A'))} then 0.7
           when ${v} @@ ${tsquery(weighted(wide, 'AB'))} then 0.2 else 0 end`
}

/** A tsquery text with each lexeme counting only with those weights (`'word':A`), as ts_filter would keep them. */
const weighted = (query: string, weights: string) =>
  query.replace(/'(?:[^']|'')*'/g, (lexeme) => `${lexeme}:${weights}`)

/** The matching offers' relevance (see keywordSearch), or null for no keyword condition. */
export async function keywordMatches(
  db: Database,
  query: string,
  among?: readonly string[],
): Promise<Map<string, number> | null> {
  return (await keywordSearch(db, query, { among }))?.ranks ?? null
}
