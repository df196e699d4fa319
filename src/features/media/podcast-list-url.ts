/**
 * The podcast list's state in the URL: keywords (`query`), one theme (`category`), one duration bucket
 * (`duration_seconds`), one language (`lang`), `page`. Anything invalid is dropped silently, so any
 * shared URL opens: `?query=burn-out&duration_seconds=under_30&lang=nl`.
 */
import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  PODCAST_DURATIONS,
  PODCAST_THEMES,
  type PodcastDuration,
  type PodcastTheme,
} from '~/domain/enums'
import { knownValues, parsePage, parseQuery } from '~/domain/list-search'
import { withEveryKey } from '~/domain/search-params'

/** The filter keys of docs/product.md#data that apply to podcast episodes, in display order. */
export const PODCAST_FILTER_KEYS = ['category', 'duration_seconds', 'lang'] as const
export type PodcastFilterKey = (typeof PODCAST_FILTER_KEYS)[number]

export type PodcastFilters = {
  category?: PodcastTheme
  duration_seconds?: PodcastDuration
  lang?: ContentLanguage
}

export const PODCAST_FILTER_VALUES = {
  category: PODCAST_THEMES,
  duration_seconds: PODCAST_DURATIONS,
  lang: CONTENT_LANGUAGES,
} as const satisfies { [K in PodcastFilterKey]: readonly NonNullable<PodcastFilters[K]>[] }

/** One value per filter (the first known one of a list); unknown keys and values are ignored. */
export function parsePodcastFilters(input: unknown): PodcastFilters {
  const source = input && typeof input === 'object' ? (input as Record<string, unknown>) : {}
  const filters: Record<string, string> = {}
  for (const key of PODCAST_FILTER_KEYS) {
    const [value] = knownValues<string>(PODCAST_FILTER_VALUES[key], source[key])
    if (value) filters[key] = value
  }
  return filters as PodcastFilters
}

export type PodcastSearchParams = { query: string; filters: PodcastFilters; page: number }

/** The URL form of the list state. */
export type PodcastListSearch = { query?: string; page?: number } & PodcastFilters

/** The URL form of a list state: empty values left out, so URLs stay short and canonical. */
export function toPodcastListSearch({ query, filters, page }: PodcastSearchParams): PodcastListSearch {
  return {
    ...(query ? { query } : {}),
    ...parsePodcastFilters(filters),
    ...(page > 1 ? { page } : {}),
  }
}

export function podcastParamsFromUrl(search: unknown): PodcastSearchParams {
  const raw = search && typeof search === 'object' ? (search as Record<string, unknown>) : {}
  return { query: parseQuery(raw.query), filters: parsePodcastFilters(raw), page: parsePage(raw.page) }
}

const PODCAST_SEARCH_KEYS = ['query', ...PODCAST_FILTER_KEYS, 'page']

/** The podcast list's search params as the router stores them: all optional, never failing (no zod: see `search-params.ts`). */
export const podcastListSearchSchema = {
  parse: (raw: unknown): PodcastListSearch =>
    withEveryKey(PODCAST_SEARCH_KEYS, toPodcastListSearch(podcastParamsFromUrl(raw))),
}

/** A theme's page: the theme comes from the path, so a `category` in the URL is dropped. */
export const podcastCategorySearchSchema = {
  parse(raw: unknown): Omit<PodcastListSearch, 'category'> {
    const { category: _, ...rest } = toPodcastListSearch(podcastParamsFromUrl(raw))
    return withEveryKey(PODCAST_SEARCH_KEYS, rest)
  },
}
