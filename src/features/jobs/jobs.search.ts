/**
 * The job list's state in the URL (spec §3 list state): query, filters, page. Every value is validated;
 * anything invalid is dropped silently (never an error page), so any shared URL opens.
 * Filters are comma-separated lists: `?zones=hainaut,namur&contrat_type=cdi&page=2`.
 */
import { z } from 'zod/mini'
import {
  COMPANY_SIZES,
  CONTRACT_TYPES,
  type CompanySize,
  type ContractType,
  JOB_CATEGORIES,
  type JobCategory,
  REGIONS,
  REMOTE_POLICIES,
  type Region,
  type RemotePolicy,
  SECTORS,
  type Sector,
} from '~/domain/enums'

export const MAX_QUERY_LENGTH = 200

/** The filter keys of spec §3 that apply to job offers, in display order. */
export const JOB_FILTER_KEYS = [
  'zones',
  'remote',
  'contrat_type',
  'number_employes',
  'sector_activity',
  'category_metier',
] as const
export type JobFilterKey = (typeof JOB_FILTER_KEYS)[number]

export type JobFilters = {
  zones?: Region[]
  remote?: RemotePolicy[]
  contrat_type?: ContractType[]
  number_employes?: CompanySize[]
  sector_activity?: Sector[]
  category_metier?: JobCategory[]
}

export const JOB_FILTER_VALUES: { [K in JobFilterKey]: readonly NonNullable<JobFilters[K]>[number][] } = {
  zones: REGIONS,
  remote: REMOTE_POLICIES,
  contrat_type: CONTRACT_TYPES,
  number_employes: COMPANY_SIZES,
  sector_activity: SECTORS,
  category_metier: JOB_CATEGORIES,
}

/** Keeps the known values of a list (array or "a,b,c"), without duplicates, in the canonical order. */
export function knownValues<T extends string>(allowed: readonly T[], input: unknown): T[] {
  const raw = Array.isArray(input) ? input : typeof input === 'string' ? input.split(',') : []
  const wanted = new Set(
    raw.filter((value): value is string => typeof value === 'string').map((value) => value.trim()),
  )
  return allowed.filter((value) => wanted.has(value))
}

/** Filters from any object (URL params, API JSON): unknown keys and values are ignored. */
export function parseJobFilters(input: unknown): JobFilters {
  const source = input && typeof input === 'object' ? (input as Record<string, unknown>) : {}
  const filters: Record<string, string[]> = {}
  for (const key of JOB_FILTER_KEYS) {
    const values = knownValues(JOB_FILTER_VALUES[key], source[key])
    if (values.length > 0) filters[key] = values
  }
  return filters as JobFilters
}

/** A search text: numbers stay text, over-long input is cut, control characters removed. */
export function parseQuery(input: unknown): string {
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input : ''
  const printable = Array.from(text, (char) =>
    char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? ' ' : char,
  )
  return printable.join('').trim().slice(0, MAX_QUERY_LENGTH)
}

export function parsePage(input: unknown): number {
  const page = typeof input === 'number' ? input : typeof input === 'string' ? Number(input) : Number.NaN
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1
}

/** The job list's search params as the router stores them: all optional, never failing. */
export const jobListSearchSchema = z.pipe(
  z.record(z.string(), z.unknown()),
  z.transform((raw) => {
    const filters = parseJobFilters(raw)
    const query = parseQuery(raw.query)
    const page = parsePage(raw.page)
    return {
      ...(query ? { query } : {}),
      ...Object.fromEntries(
        Object.entries(filters).map(([key, values]) => [key, (values as string[]).join(',')]),
      ),
      ...(page > 1 ? { page } : {}),
    } as JobListSearch
  }),
)

/** The URL form of the list state (lists as comma-separated strings). */
export type JobListSearch = { query?: string; page?: number } & { [K in JobFilterKey]?: string }

export type JobSearchParams = { query: string; filters: JobFilters; page: number }

export function searchParamsFromUrl(search: JobListSearch): JobSearchParams {
  return { query: parseQuery(search.query), filters: parseJobFilters(search), page: parsePage(search.page) }
}

/** The URL form of a list state: empty values left out, so URLs stay short and canonical. */
export function toListSearch({ query, filters, page }: JobSearchParams): JobListSearch {
  const search: JobListSearch = {}
  if (query) search.query = query
  for (const key of JOB_FILTER_KEYS) {
    const values = knownValues(JOB_FILTER_VALUES[key] as readonly string[], filters[key] ?? [])
    if (values.length > 0) search[key] = values.join(',')
  }
  if (page > 1) search.page = page
  return search
}
