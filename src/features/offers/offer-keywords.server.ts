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
import { SEARCH_CONFIGS, weighted } from '~/server/search/text-search'
import { type KeywordQuery, keywordQuery, labelsText, type QueryGroup } from './keyword-query'
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

const asQuery = (config: string, text: string) =>
  sql`websearch_to_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${text})`

/**
 * The text as written, or any of its widened forms: `exact || (rest && (part | fixes | labels) && …)`.
 * A part that is only stop words in the configuration stays as written there.
 */
function widened(language: ContentLanguage, text: string, query: KeywordQuery, withLabels = true): SQL {
  const config = SEARCH_CONFIGS[language]
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

/** The offers the text's words match, in the order of the lists, and what postings may add to them. */
export type WordMatches = Omit<KeywordMatches, 'ranks'> & {
  ids: string[]
  ranks: number[]
  /** With `labelled`: the field each offer's words match in (their rank leaves it out). */
  fields: number[]
  /** The text's occupation or family when postings answer it, and the languages its words count in. */
  labelled: QueryGroup | null
  wordsIn: (language: ContentLanguage) => boolean
}

/**
 * Public offers matching the keywords, with their relevance; each offer matched in its own language, row
 * by row. Null: no keyword condition.
 */
export async function keywordSearch(
  db: Database,
  text: string,
  options: KeywordOptions = {},
): Promise<KeywordMatches | null> {
  const words = await matchWords(db, text, { ...options, postings: false })
  if (!words) return null
  const { ids, ranks, exactCount, suggestion } = words
  return { ranks: new Map(ids.map((id, at) => [id, ranks[at]!])), exactCount, suggestion }
}

/** The text's matches as lists, and with `postings`, the occupation or family postings are to complete. */
export async function matchWords(
  db: Database,
  text: string,
  { among, locale, expand = true, postings }: KeywordOptions & { postings: boolean },
): Promise<WordMatches | null> {
  // The entry points cut the text already; callers that skip them (alerts, tests) get the same cut.
  const query = text.slice(0, MAX_QUERY_LENGTH)
  const parts = keywordQuery(query, await offerVocabulary(db), { expand })
  const labelled = expand && postings ? labelledGroup(parts) : null
  const corrected = parts.groups.some((group) => group.fixes.length > 0)
  // Each language's queries parsed once here, then read as constants: the search itself plans in a fraction.
  const [parsed] = await queryRows<{ lexemes: number } & Record<string, string>>(
    db,
    sql`select ${sql.join(
      CONTENT_LANGUAGES.map((language) => sql`numnode(${asQuery(SEARCH_CONFIGS[language], query)})`),
      sql` + `,
    )} as lexemes, ${sql.join(
      CONTENT_LANGUAGES.flatMap((language) => [
        sql`${asQuery(SEARCH_CONFIGS[language], query)}::text as ${sql.raw(`exact_${language}`)}`,
        sql`${widened(language, query, parts, !labelled)}::text as ${sql.raw(`wide_${language}`)}`,
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
  // find, on PGlite above all). With postings, the field an offer's words match in comes apart, to be
  // compared with its labels' (the rank without it).
  const matching = sql.join(
    CONTENT_LANGUAGES.map((language) => {
      const rank = labelled
        ? sql`${tierOf(queries(language), locale === language)} as rank, ${fieldOf(queries(language).wide)} as field`
        : sql`${rankOf(queries(language), expand, locale === language)} as rank`
      return sql`select o.id, ${rank}
        from offer_search o
        where o.language = ${sql.raw(`'${language}'`)} and o.search_vector @@ ${tsquery(queries(language).wide)}
          and ${isPublicOffer('o')}
          ${among ? sql`and o.id = any(${`{${among.join(',')}}`}::uuid[])` : sql``}`
    }),
    sql` union all `,
  )
  const [found] = await db.transaction(async (tx) => {
    // One process: on PostgreSQL, parallel workers for the three languages' scans cost more to start and
    // to pass the rows back than the scans themselves (a few thousand narrow rows).
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`)
    return queryRows<{ ids: string | null; ranks: string | null; fields: string | null; exact: number }>(
      tx,
      sql`select string_agg(id::text, ',') as ids, string_agg(rank::text, ',') as ranks,
          ${labelled ? sql`string_agg(field::text, ',')` : sql`null`} as fields,
          (count(*) filter (where rank >= ${AS_WRITTEN}))::int as exact
        from (${matching}) m`,
    )
  })
  return {
    ids: found?.ids ? found.ids.split(',') : [],
    ranks: found?.ranks ? found.ranks.split(',').map(Number) : [],
    fields: found?.fields ? found.fields.split(',').map(Number) : [],
    exactCount: Number(found?.exact ?? 0),
    suggestion: parts.suggestion,
    labelled,
    // Labels of a language where the text is only stop words widen nothing there, as in `widened`.
    wordsIn: (language) => parsed[`exact_${language}`] !== '',
  }
}

/** The text's only group when nothing else is in it and it names labels: what postings can answer. */
export function labelledGroup({ groups, rest }: KeywordQuery): QueryGroup | null {
  const [group] = groups
  if (!group || groups.length > 1 || rest !== '') return null
  return CONTENT_LANGUAGES.some((language) => group.labels[language].length > 0) ? group : null
}

/** Within a tier, a match in the title, else in the company name, ranks higher (by MatchField). */
export const FIELD_BONUS = [0, 0.2, 0.7] as const

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
function rankOf(queries: LanguageQueries, expand: boolean, pageLanguage: boolean): SQL {
  const v = sql`o.search_vector`
  const { exact, wide } = queries
  // `ts_rank_cd(…, 32)` stays under 1: the baseline's offers as written rank at AS_WRITTEN and above.
  if (!expand) return sql`ts_rank_cd(${v}, ${tsquery(wide)}, 32) + 4 * (${v} @@ ${tsquery(exact)})::int`
  return sql`${tierOf(queries, pageLanguage)}
    + case ${fieldOf(wide)} when 2 then ${sql.raw(String(FIELD_BONUS[2]))}
        when 1 then ${sql.raw(String(FIELD_BONUS[1]))} else 0 end`
}

/** The tier and page-language part of rankOf. */
function tierOf({ exact, near }: LanguageQueries, pageLanguage: boolean): SQL {
  const v = sql`o.search_vector`
  // Without typo corrections, matching them is matching the text as written.
  const tier = near
    ? sql`case when ${v} @@ ${tsquery(exact)} then 4 when ${v} @@ ${tsquery(near)} then 2 else 0 end`
    : sql`case when ${v} @@ ${tsquery(exact)} then 4 else 0 end`
  return sql`${tier} + ${pageLanguage ? sql`1` : sql`0`}`
}

/** The field part of rankOf as a MatchField: 2 in the title, 1 in the company name, else 0. */
function fieldOf(wide: string): SQL {
  const v = sql`o.search_vector`
  return sql`case when ${v} @@ ${tsquery(weighted(wide, 'A'))} then 2
    when ${v} @@ ${tsquery(weighted(wide, 'AB'))} then 1 else 0 end`
}

/** The matching offers' relevance (see keywordSearch), or null for no keyword condition. */
export async function keywordMatches(
  db: Database,
  query: string,
  among?: readonly string[],
): Promise<Map<string, number> | null> {
  return (await keywordSearch(db, query, { among }))?.ranks ?? null
}
