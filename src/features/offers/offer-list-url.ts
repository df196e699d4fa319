/**
 * The job list's state in the URL (docs/product.md#data list state): query, filters, page, parsed with the generic
 * list-state rules (src/domain/list-search.ts): anything invalid is dropped silently, never an error page.
 * Filters are comma-separated lists: `?zones=hainaut,namur&contrat_type=cdi&page=2`.
 */
import { RESPONSE_SPEEDS } from '~/domain/answers'
import {
  COMPANY_SIZES,
  CONTRACT_TYPES,
  JOB_CATEGORIES,
  REGIONS,
  REMOTE_POLICIES,
  SECTORS,
} from '~/domain/enums'
import { type ListFilters, type ListParams, type ListSearch, listUrl } from '~/domain/list-search'

export { parsePage, parseQuery } from '~/domain/list-search'

/** The filters of docs/product.md#data that apply to job offers, in display order. */
export const OFFER_FILTER_VALUES = {
  zones: REGIONS,
  remote: REMOTE_POLICIES,
  contrat_type: CONTRACT_TYPES,
  number_employes: COMPANY_SIZES,
  sector_activity: SECTORS,
  category_metier: JOB_CATEGORIES,
  /** Organisations that answer most applications within 14 days (docs/answers.md). */
  reponse: RESPONSE_SPEEDS,
} as const
export type OfferFilterKey = keyof typeof OFFER_FILTER_VALUES

export type OfferFilters = ListFilters<typeof OFFER_FILTER_VALUES>
/** The URL form of the list state (lists as comma-separated strings). */
export type OfferListSearch = ListSearch<typeof OFFER_FILTER_VALUES>
export type OfferSearchParams = ListParams<typeof OFFER_FILTER_VALUES>

/** The URL form drops empty values, so URLs stay short and canonical; parsing never fails. */
export const {
  keys: OFFER_FILTER_KEYS,
  searchSchema: offerListSearchSchema,
  parseFilters: parseOfferFilters,
  fromUrl: searchParamsFromUrl,
  toUrl: toListSearch,
} = listUrl(OFFER_FILTER_VALUES)
