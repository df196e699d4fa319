/**
 * The company list's state in the URL (docs/product.md#data list state with the `entreprises.*` filter keys): query,
 * sector, size band, zones, page; parsed with the generic list-state rules (src/domain/list-search.ts),
 * so anything invalid is dropped silently: `?sector_activity=recycling&number_employes=5_50&page=2`.
 */
import { COMPANY_SIZES, REGIONS, SECTORS } from '~/domain/enums'
import { type ListFilters, type ListParams, type ListSearch, listUrl } from '~/domain/list-search'

/** The filters of the company list, in display order (docs/product.md#data `entreprises.*` keys). */
export const COMPANY_FILTER_VALUES = {
  sector_activity: SECTORS,
  number_employes: COMPANY_SIZES,
  zones: REGIONS,
} as const
export type CompanyFilterKey = keyof typeof COMPANY_FILTER_VALUES

export type CompanyFilters = ListFilters<typeof COMPANY_FILTER_VALUES>
export type CompanyListSearch = ListSearch<typeof COMPANY_FILTER_VALUES>
export type CompanySearchParams = ListParams<typeof COMPANY_FILTER_VALUES>

export const {
  keys: COMPANY_FILTER_KEYS,
  searchSchema: companyListSearchSchema,
  parseFilters: parseCompanyFilters,
  fromUrl: companyParamsFromUrl,
  toUrl: toCompanyListSearch,
} = listUrl(COMPANY_FILTER_VALUES)
