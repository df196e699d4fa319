/**
 * Podcast episodes: the list with its filters (theme, duration bucket, language) and keywords, the counts
 * of each filter option, the episode page with similar episodes, the latest episodes. Each episode is in
 * one language: keywords match its text in that language (stemmed, unaccented, "quoted phrases" exact)
 * and its guest's name. Only published episodes.
 */

import { type SQL, sql } from 'drizzle-orm'
import { PAGE_SIZE } from '~/domain/constants'
import { PODCAST_DURATION_BOUNDS, PODCAST_DURATIONS, type PodcastDuration } from '~/domain/enums'
import { pageWindow } from '~/domain/list-search'
import { type Database, queryRows } from '~/server/db/client'
import { richTextToPlain, sanitizeRichText } from '~/server/html/sanitize'
import { isPublicEpisode } from './media-visibility.server'
import type { EpisodeCard, EpisodePageData, PodcastFacets, PodcastSearchResult } from './podcast.model'
import {
  PODCAST_FILTER_KEYS,
  PODCAST_FILTER_VALUES,
  type PodcastFilterKey,
  type PodcastFilters,
  type PodcastSearchParams,
} from './podcast-list-url'

const EXCERPT_LENGTH = 180
const SIMILAR_EPISODES = 3

/** Every option of every filter with its count (0 included): what the visitor gets by choosing it. */
type Row = {
  id: string
  slug: string
  title: string
  guest: string | null
  theme: EpisodeCard['theme']
  language: EpisodeCard['language']
  duration_seconds: number
  thumbnail_url: string | null
  published_at: string | Date
  description: string
}

const cardColumns = sql`e.id, e.slug, e.title, e.guest, e.theme::text as theme, e.language::text as language,
  e.duration_seconds, e.thumbnail_url, e.published_at, e.description`

const toCard = (row: Row): EpisodeCard => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  guest: row.guest,
  theme: row.theme,
  language: row.language,
  durationSeconds: Number(row.duration_seconds),
  thumbnailUrl: row.thumbnail_url,
  publishedAt: new Date(row.published_at).toISOString(),
  excerpt: richTextToPlain(row.description, EXCERPT_LENGTH),
})

/** The bucket of an episode, from the bounds defined once in the domain ([min, max) in seconds). */
const bucketOf = sql.join(
  [
    sql`case`,
    ...PODCAST_DURATIONS.map((bucket) => {
      const [, max] = PODCAST_DURATION_BOUNDS[bucket]
      return Number.isFinite(max) ? sql`when e.duration_seconds < ${max} then ${bucket}` : sql`else ${bucket}`
    }),
    sql`end`,
  ],
  sql` `,
)

function inBucket(bucket: PodcastDuration): SQL {
  const [min, max] = PODCAST_DURATION_BOUNDS[bucket]
  return Number.isFinite(max)
    ? sql`e.duration_seconds >= ${min} and e.duration_seconds < ${max}`
    : sql`e.duration_seconds >= ${min}`
}

/**
 * The keywords as one query per language and a simple one for guests' names; null when they hold no
 * searchable word (stop words or operators only), which means no keyword condition rather than no result.
 */
async function keywordQuery(
  db: Database,
  query: string,
): Promise<{ with: SQL; match: SQL; rank: SQL } | null> {
  if (!query) return null
  const [parsed] = await queryRows<{ lexemes: number }>(
    db,
    sql`select numnode(websearch_to_tsquery('tremplin_fr', ${query})) + numnode(websearch_to_tsquery('tremplin_nl', ${query}))
             + numnode(websearch_to_tsquery('tremplin_en', ${query})) as lexemes`,
  )
  if (!parsed || Number(parsed.lexemes) === 0) return null
  const own = sql`case e.language when 'fr' then q.fr when 'nl' then q.nl else q.en end`
  return {
    with: sql`q as (select websearch_to_tsquery('tremplin_fr', ${query}) as fr,
                           websearch_to_tsquery('tremplin_nl', ${query}) as nl,
                           websearch_to_tsquery('tremplin_en', ${query}) as en,
                           websearch_to_tsquery('tremplin_simple', ${query}) as simple)`,
    match: sql`(e.search_vector @@ ${own} or to_tsvector('tremplin_simple', coalesce(e.guest, '')) @@ q.simple)`,
    rank: sql`ts_rank_cd(e.search_vector, ${own})`,
  }
}

const published = isPublicEpisode('e')

function filterConditions(filters: PodcastFilters, except?: PodcastFilterKey): SQL[] {
  const conditions: SQL[] = []
  if (filters.category && except !== 'category') conditions.push(sql`e.theme = ${filters.category}`)
  if (filters.duration_seconds && except !== 'duration_seconds')
    conditions.push(inBucket(filters.duration_seconds))
  if (filters.lang && except !== 'lang') conditions.push(sql`e.language = ${filters.lang}`)
  return conditions
}

const and = (conditions: SQL[]) => sql.join(conditions, sql` and `)

/**
 * One page of episodes (best match first with keywords, else newest first) and, for every filter, the
 * count of each option given the keywords and the other filters (disjunctive counts).
 */
export async function searchEpisodes(
  db: Database,
  params: PodcastSearchParams,
  limit: number = PAGE_SIZE,
): Promise<PodcastSearchResult> {
  const keywords = await keywordQuery(db, params.query)
  const from = keywords ? sql`podcast_episodes e cross join q` : sql`podcast_episodes e`
  const prefix = keywords ? sql`with ${keywords.with}` : sql``
  const base = keywords ? [published, keywords.match] : [published]
  const column: Record<PodcastFilterKey, SQL> = {
    category: sql`e.theme::text`,
    duration_seconds: bucketOf,
    lang: sql`e.language::text`,
  }
  const counts = await queryRows<{ key: PodcastFilterKey; value: string; n: number }>(
    db,
    sql`${prefix} ${sql.join(
      PODCAST_FILTER_KEYS.map(
        (key) =>
          sql`(select ${key}::text as key, ${column[key]} as value, count(*)::int as n from ${from}
               where ${and([...base, ...filterConditions(params.filters, key)])} group by 2)`,
      ),
      sql` union all `,
    )}`,
  )
  const facets = Object.fromEntries(
    PODCAST_FILTER_KEYS.map((key) => [
      key,
      Object.fromEntries((PODCAST_FILTER_VALUES[key] as readonly string[]).map((value) => [value, 0])),
    ]),
  ) as PodcastFacets
  for (const row of counts) (facets[row.key] as Record<string, number>)[row.value] = Number(row.n)
  // Every episode has one theme: the theme counts (other filters applied) add up to the total.
  const themeCounts = facets.category as Record<string, number>
  const total = params.filters.category
    ? (themeCounts[params.filters.category] ?? 0)
    : Object.values(themeCounts).reduce((sum, n) => sum + n, 0)
  const window = pageWindow(total, params.page, limit)
  const rows =
    total === 0
      ? []
      : await queryRows<Row>(
          db,
          sql`${prefix} select ${cardColumns} from ${from}
              where ${and([...base, ...filterConditions(params.filters)])}
              order by ${keywords ? sql`${keywords.rank} desc,` : sql``} e.published_at desc, e.id
              limit ${limit} offset ${(window.page - 1) * limit}`,
        )
  return { ...window, episodes: rows.map(toCard), facets }
}

/** The newest published episodes. */
export async function latestEpisodes(db: Database, limit: number): Promise<EpisodeCard[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select ${cardColumns} from podcast_episodes e where ${published}
        order by e.published_at desc, e.id limit ${limit}`,
  )
  return rows.map(toCard)
}

/** A published episode by its slug (the same in every language) and the newest others of its theme. */
export async function findEpisode(db: Database, slug: string): Promise<EpisodePageData | null> {
  const [row] = await queryRows<Row & { audio_url: string }>(
    db,
    sql`select ${cardColumns}, e.audio_url from podcast_episodes e where e.slug = ${slug} and ${published}`,
  )
  if (!row) return null
  const similar = await queryRows<Row>(
    db,
    sql`select ${cardColumns} from podcast_episodes e
        where e.theme = ${row.theme} and e.id <> ${row.id}::uuid and ${published}
        order by e.published_at desc, e.id limit ${SIMILAR_EPISODES}`,
  )
  return {
    ...toCard(row),
    description: sanitizeRichText(row.description),
    audioUrl: row.audio_url,
    similar: similar.map(toCard),
  }
}
