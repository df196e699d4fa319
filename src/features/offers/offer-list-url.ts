/**
 * The job list's state in the URL (docs/product.md#data list state): query, filters, page, parsed with the generic
 * list-state rules (src/domain/list-search.ts): anything invalid is dropped silently, never an error page.
 * Filters are comma-separated lists: `?zones=hainaut,namur&contrat_type=cdi&page=2`.
 */
import { RESPONSE_SPEEDS, type ResponseSpeed } from '~/domain/answers'
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
import {
  type ListParams,
  type ListSearch,
  listSearchSchema,
  paramsFromSearch,
  parseFilters,
  toListSearch as toGenericListSearch,
} from '~/domain/list-search'

export { parsePage, parseQuery } from '~/domain/list-search'

/** The filter keys of docs/product.md#data that apply to job offers, in display order. */
export const OFFER_FILTER_KEYS = [
  'zones',
  'remote',
  'contrat_type',
  'number_employes',
  'sector_activity',
  'category_metier',
  'reponse',
] as const
export type OfferFilterKey = (typeof OFFER_FILTER_KEYS)[number]

export type OfferFilters = {
  zones?: Region[]
  remote?: RemotePolicy[]
  contrat_type?: ContractType[]
  number_employes?: CompanySize[]
  sector_activity?: Sector[]
  category_metier?: JobCategory[]
  /** Organisations that answer most applications within 14 days (docs/answers.md). */
  reponse?: ResponseSpeed[]
}

export const OFFER_FILTER_VALUES: { [K in OfferFilterKey]: readonly NonNullable<OfferFilters[K]>[number][] } =
  {
    zones: REGIONS,
    remote: REMOTE_POLICIES,
    contrat_type: CONTRACT_TYPES,
    number_employes: COMPANY_SIZES,
    sector_activity: SECTORS,
    category_metier: JOB_CATEGORIES,
    reponse: RESPONSE_SPEEDS,
  }

/** Filters from any object (URL params, API JSON): unknown keys and values are ignored. */
export function parseOfferFilters(input: unknown): OfferFilters {
  return parseFilters(OFFER_FILTER_VALUES, input)
}

/** The job list's search params as the router stores them: all optional, never failing. */
export const offerListSearchSchema = listSearchSchema(OFFER_FILTER_VALUES)

/** The URL form of the list state (lists as comma-separated strings). */
export type OfferListSearch = ListSearch<typeof OFFER_FILTER_VALUES>

export type OfferSearchParams = ListParams<typeof OFFER_FILTER_VALUES>

export function searchParamsFromUrl(search: OfferListSearch): OfferSearchParams {
  return paramsFromSearch(OFFER_FILTER_VALUES, search)
}

/** The URL form of a list state: empty values left out, so URLs stay short and canonical. */
export function toListSearch(params: OfferSearchParams): OfferListSearch {
  return toGenericListSearch(OFFER_FILTER_VALUES, params)
}
