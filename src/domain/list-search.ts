/**
 * The state of a generic list page in the URL (docs/product.md#data list state: query, filters, page), shared by the
 * job and company lists. Every value is validated; anything invalid is dropped silently (never an error
 * page), so any shared URL opens. Filters are comma-separated lists: `?zones=hainaut,namur&page=2`.
 */
import { z } from 'zod/mini'
import { wholeNumber, withEveryKey } from './search-params'

export const MAX_QUERY_LENGTH = 200
/** The last page a URL may ask for (beyond the list's own last page, the last one is shown). */
export const MAX_PAGE = 100_000

/** The allowed values of each filter key of a list, in their canonical (display) order. */
export type FilterValues = Readonly<Record<string, readonly string[]>>

/** The chosen values of each filter key (absent = not filtered). */
export type ListFilters<V extends FilterValues> = { [K in keyof V]?: V[K][number][] }

/** The URL form of a list state (lists as comma-separated strings). */
export type ListSearch<V extends FilterValues> = { query?: string; page?: number } & {
  [K in keyof V]?: string
}

export type ListParams<V extends FilterValues> = { query: string; filters: ListFilters<V>; page: number }

/** Per filter, each option's count: the results the visitor would get by ticking it, given the other filters. */
export type FacetCounts<K extends string> = Record<K, Record<string, number>>

/** One page of a list of `total` items: the page shown (the one asked for, or the last when beyond) and the count. */
export type PageWindow = { total: number; page: number; pageCount: number; limit: number }

export function pageWindow(total: number, requested: number, limit: number): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / limit))
  return { total, page: Math.min(Math.max(1, requested), pageCount), pageCount, limit }
}

/** The slice of `items` a page window shows. */
export const pageSlice = <T extends { slice(start: number, end: number): T }>(
  items: T,
  { page, limit }: PageWindow,
): T => items.slice((page - 1) * limit, page * limit)

/** Keeps the known values of a list (array or "a,b,c"), without duplicates, in the canonical order. */
export function knownValues<T extends string>(allowed: readonly T[], input: unknown): T[] {
  const raw = Array.isArray(input) ? input : typeof input === 'string' ? input.split(',') : []
  const wanted = new Set(
    raw.filter((value): value is string => typeof value === 'string').map((value) => value.trim()),
  )
  return allowed.filter((value) => wanted.has(value))
}

/** Filters from any object (URL params, API JSON): unknown keys and values are ignored. */
export function parseFilters<V extends FilterValues>(values: V, input: unknown): ListFilters<V> {
  const source = input && typeof input === 'object' ? (input as Record<string, unknown>) : {}
  const filters: Record<string, string[]> = {}
  for (const key of Object.keys(values)) {
    const known = knownValues(values[key]!, source[key])
    if (known.length > 0) filters[key] = known
  }
  return filters as ListFilters<V>
}

/** A search text: numbers stay text, over-long input is cut, control characters removed. */
export function parseQuery(input: unknown): string {
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input : ''
  const printable = Array.from(text, (char) =>
    char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? ' ' : char,
  )
  return printable.join('').trim().slice(0, MAX_QUERY_LENGTH)
}

const pageNumber = wholeNumber(1, MAX_PAGE)

export function parsePage(input: unknown): number {
  return pageNumber(input) ?? 1
}

/** The URL form of a list state: empty values left out, so URLs stay short and canonical. */
export function toListSearch<V extends FilterValues>(
  values: V,
  { query, filters, page }: ListParams<V>,
): ListSearch<V> {
  const search: Record<string, string | number> = {}
  if (query) search.query = query
  for (const key of Object.keys(values)) {
    const known = knownValues(values[key]!, (filters as Record<string, string[]>)[key] ?? [])
    if (known.length > 0) search[key] = known.join(',')
  }
  if (page > 1) search.page = page
  return search as ListSearch<V>
}

export function paramsFromSearch<V extends FilterValues>(values: V, search: ListSearch<V>): ListParams<V> {
  return {
    query: parseQuery(search.query),
    filters: parseFilters(values, search),
    page: parsePage(search.page),
  }
}

/**
 * A list's search params as the router stores them (`validateSearch`): all optional, never failing. Plain
 * code rather than zod, as `search-params.ts` explains.
 */
export function listSearchSchema<V extends FilterValues>(values: V) {
  const keys = ['query', ...Object.keys(values), 'page']
  return {
    parse: (raw: unknown): ListSearch<V> =>
      withEveryKey(keys, toListSearch(values, paramsFromSearch(values, (raw ?? {}) as ListSearch<V>))),
  }
}

/** A list's state as its server function receives it (`{ query, filters, page }`): never failing, bad values dropped. */
export function listParamsSchema<V extends FilterValues>(values: V) {
  return z.pipe(
    z.unknown(),
    z.transform((input): ListParams<V> => {
      const raw = input && typeof input === 'object' ? (input as Record<string, unknown>) : {}
      return {
        query: parseQuery(raw.query),
        filters: parseFilters(values, raw.filters),
        page: parsePage(raw.page),
      }
    }),
  )
}

/** One list's URL state, bound to its filters: what a list's `*-list-url.ts` module exports under its own names. */
export function listUrl<V extends FilterValues>(values: V) {
  return {
    keys: Object.keys(values) as (keyof V & string)[],
    searchSchema: listSearchSchema(values),
    /** Filters from any object (URL params, API JSON): unknown keys and values are ignored. */
    parseFilters: (input: unknown): ListFilters<V> => parseFilters(values, input),
    fromUrl: (search: ListSearch<V>): ListParams<V> => paramsFromSearch(values, search),
    toUrl: (params: ListParams<V>): ListSearch<V> => toListSearch(values, params),
  }
}
