/**
 * Job search: the keywords of offer-keywords.server.ts (full text in each offer's language, typos forgiven); the filters of
 * docs/product.md#data and the disjunctive facet counts (an option's count = the results the visitor would get by
 * ticking it, given the other filters) from the in-memory facet index. Only public offers.
 */

import { PAGE_SIZE } from '~/domain/constants'
import { type FacetCounts, type PageWindow, pageSlice, pageWindow } from '~/domain/list-search'
import type { Locale } from '~/i18n/locales'
import type { Database } from '~/server/db/client'
import { countFacets, type FacetIndex, facetIndex } from './facet-index.server'
import { keywordSearchIn } from './keyword-positions.server'
import type { OfferCard } from './offer-card.model'
import { offerCardsById } from './offer-card.server'
import {
  OFFER_FILTER_KEYS,
  OFFER_FILTER_VALUES,
  type OfferFilterKey,
  type OfferSearchParams,
} from './offer-list-url'

export type OfferSearchResult = PageWindow & {
  offers: OfferCard[]
  facets: FacetCounts<OfferFilterKey>
  /** "Did you mean …": the text with its unknown words corrected, when the text as written finds little. */
  suggestion: string | null
}

/** Below this many offers matching the text as written, a corrected text is suggested. */
const FEW_EXACT_MATCHES = 3

/**
 * One page of results with its facet counts. Whole results of hot states (the landing page, popular
 * pages, common filters) are kept per index version in a small LRU, so a repeated search costs one
 * version check, at 1k offers as at 100k; an entry also expires after a minute, for offers whose
 * publication time arrives.
 */
export async function searchOffers(
  db: Database,
  locale: Locale,
  params: OfferSearchParams,
  limit: number = PAGE_SIZE,
  { cached = true, expand = true }: { cached?: boolean; expand?: boolean } = {},
): Promise<OfferSearchResult> {
  const index = await facetIndex(db)
  // Benchmarks measure the computation itself with `cached: false`; the relevance baseline sets `expand: false`.
  if (!cached || !expand) return computeResult(db, index, locale, params, limit, Date.now(), expand)
  const cache = resultCaches.get(db) ?? new Map<string, CacheEntry>()
  resultCaches.set(db, cache)
  const key = JSON.stringify([
    locale,
    params.query,
    OFFER_FILTER_KEYS.map((filter) => params.filters[filter] ?? []),
    params.page,
    limit,
  ])
  const now = Date.now()
  const hit = cache.get(key)
  if (hit && hit.version === index.version && hit.expiresAt > now) {
    cache.delete(key)
    cache.set(key, hit)
    return hit.result
  }
  const result = computeResult(db, index, locale, params, limit, now, true)
  cache.delete(key)
  cache.set(key, { version: index.version, expiresAt: now + RESULT_CACHE_MS, result })
  // A failed search is not kept: the next call tries again.
  result.catch(() => cache.delete(key))
  if (cache.size > RESULT_CACHE_SIZE) cache.delete(cache.keys().next().value!)
  return result
}

const RESULT_CACHE_SIZE = 500
const RESULT_CACHE_MS = 60_000
type CacheEntry = { version: number; expiresAt: number; result: Promise<OfferSearchResult> }
const resultCaches = new WeakMap<Database, Map<string, CacheEntry>>()

async function computeResult(
  db: Database,
  index: FacetIndex,
  locale: Locale,
  params: OfferSearchParams,
  limit: number,
  now: number,
  expand: boolean,
): Promise<OfferSearchResult> {
  const state = await computeSearchState(db, index, locale, params, now, expand)
  const window = pageWindow(state.matches.length, params.page, limit)
  const pageIds = Array.from(pageSlice(state.matches, window), (position) => index.ids[position]!)
  const offers = await offerCardsById(db, locale, pageIds, index.version)
  return { ...window, offers, facets: state.facets, suggestion: state.suggestion }
}

type SearchState = { matches: Int32Array; facets: FacetCounts<OfferFilterKey>; suggestion: string | null }

async function computeSearchState(
  db: Database,
  index: FacetIndex,
  locale: Locale,
  params: OfferSearchParams,
  now: number,
  expand: boolean,
): Promise<SearchState> {
  const keywords = params.query ? await keywordSearchIn(db, index, params.query, { locale, expand }) : null
  const suggestion = keywords && keywords.exactCount < FEW_EXACT_MATCHES ? keywords.suggestion : null
  // Without keywords every offer is a candidate (positions are already newest first); with keywords, the
  // matches, in position order.
  const { matches, counts } = countFacets(index, keywords?.matches.positions ?? null, params.filters, now)
  if (keywords) byRank(matches, keywords.matches.rankAt)
  const facets = Object.fromEntries(
    OFFER_FILTER_KEYS.map((key) => {
      const values = OFFER_FILTER_VALUES[key] as readonly string[]
      const entries = values
        .map((value, code) => [value, counts[key][code]!] as const)
        .filter(([, count]) => count > 0)
      return [key, Object.fromEntries(entries)]
    }),
  ) as FacetCounts<OfferFilterKey>
  return { matches, facets, suggestion }
}

/** Positions below this fit beside a rank in one sort key (a search index holds fewer offers). */
const POSITIONS = 2 ** 24

/**
 * `positions` sorted best match first, then newest (lower position). The matching's ranks are tiers plus
 * tenths: each one's rank and position then pack into one number, so the typed array's own numeric sort
 * does the work, several times faster than a comparison function over thousands of matches. Other ranks
 * (the baseline's `ts_rank_cd`) are compared as they are.
 */
function byRank(positions: Int32Array, rankAt: Float64Array): void {
  const keys = new Float64Array(positions.length)
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i]!
    const tenths = rankAt[position]! * 10
    const rounded = Math.round(tenths)
    if (Math.abs(tenths - rounded) > 1e-6 || rounded < 0 || rounded >= 1000 || position >= POSITIONS) {
      positions.sort((a, b) => rankAt[b]! - rankAt[a]! || a - b)
      return
    }
    keys[i] = (1000 - rounded) * POSITIONS + position
  }
  keys.sort()
  for (let i = 0; i < keys.length; i++) positions[i] = keys[i]! % POSITIONS
}
