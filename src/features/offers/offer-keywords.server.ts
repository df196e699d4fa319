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
  /** Relevance of every matching public offer: 40 and above for offers matching the text as written. */
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
  const [parsed] = await queryRows<{ lexemes: number }>(
    db,
    sql`select ${sql.join(
      Object.values(CONFIGS).map((config) => sql`numnode(${asQuery(config, query)})`),
      sql` + `,
    )} as lexemes`,
  )
  // Stop words or operators only (e.g. "-"): no keyword condition rather than no result.
  if (!parsed || Number(parsed.lexemes) === 0) return null
  const parts = keywordQuery(query, await offerVocabulary(db), { expand })
  // Tiers: as written, then through typo corrections, then through occupation and family labels, each
  // with the offers in the page's language first; within a tier, a match in the title (+0.5) before one in
  // the company name (+0.2) before one in the profile, then newest first. Weighted copies of the query
  // (folded once) cost less per row than ts_filter, and far less than ts_rank_cd over dozens of labels.
  // Without typo corrections, matching them is matching the text as written.
  const near = parts.groups.some((group) => group.fixes.length > 0)
    ? sql`(v @@ near)::int`
    : sql`(v @@ exact)::int`
  const rank = expand
    ? sql`20 * (v @@ exact)::int + 20 * ${near} + ${locale ? sql`10 * (language = ${locale})::int` : sql`0`}
          + 5 * (v @@ title)::int + 2 * (v @@ named)::int`
    : sql`ts_rank_cd(v, wide, 32) + (v @@ exact)::int`
  // One row: the ids and ranks as two lists (rows cost more to carry than to find, on PGlite above all).
  const [found] = await queryRows<{ ids: string | null; ranks: string | null; exact: number }>(
    db,
    sql`with q as (
          select ${perLanguage('x', (language) => asQuery(CONFIGS[language], query))},
                 ${perLanguage('w', (language) => widened(language, query, parts))},
                 ${perLanguage('n', (language) => widened(language, query, parts, false))}),
        qw as (select *, ${perLanguage('t', (language) => weighted(`w_${language}`, 'A'))},
                 ${perLanguage('c', (language) => weighted(`w_${language}`, 'AB'))} from q),
        m as (
          select o.id, o.language::text as language, o.search_vector as v, ${pick('x')} as exact,
                 ${pick('w')} as wide, ${pick('n')} as near, ${pick('t')} as title, ${pick('c')} as named
          from offers o cross join qw q
          where ${isPublicOffer('o')}
            ${among ? sql`and o.id = any(${`{${among.join(',')}}`}::uuid[])` : sql``}
            and ((o.language = 'fr' and o.search_vector @@ q.w_fr)
              or (o.language = 'nl' and o.search_vector @@ q.w_nl)
              or (o.language = 'en' and o.search_vector @@ q.w_en)))
        select string_agg(id::text, ',') as ids, string_agg((${rank})::text, ',') as ranks,
               (count(*) filter (where v @@ exact))::int as exact
        from m`,
  )
  const ids = found?.ids ? found.ids.split(',') : []
  const ranks = found?.ranks ? found.ranks.split(',') : []
  return {
    ranks: new Map(ids.map((id, at) => [id, Number(ranks[at])])),
    exactCount: Number(found?.exact ?? 0),
    suggestion: parts.suggestion,
  }
}

/** One column per language (`name_fr`, `name_nl`, `name_en`). */
const perLanguage = (name: string, make: (language: ContentLanguage) => SQL) =>
  sql.join(
    CONTENT_LANGUAGES.map((language) => sql`${make(language)} as ${sql.raw(`${name}_${language}`)}`),
    sql`, `,
  )

/** The column of the offer's language. */
const pick = (name: string) =>
  sql.raw(`case o.language when 'fr' then q.${name}_fr when 'nl' then q.${name}_nl else q.${name}_en end`)

/** The query with each lexeme counting only with those weights (`'word':A`), as ts_filter would keep them. */
const weighted = (column: string, weights: string) =>
  sql`regexp_replace(${sql.raw(column)}::text, $re$('(?:[^']|'')*')$re$, ${`\\1:${weights}`}, 'g')::tsquery`

/** The matching offers' relevance (see keywordSearch), or null for no keyword condition. */
export async function keywordMatches(
  db: Database,
  query: string,
  among?: readonly string[],
): Promise<Map<string, number> | null> {
  return (await keywordSearch(db, query, { among }))?.ranks ?? null
}
