import type { I18n } from '@lingui/core'
import type { FacetCounts } from '~/domain/list-search'
import { FILTER_GROUPINGS, FILTER_VALUE_LABELS } from '~/i18n/labels'
import { type FilterGroup, filterOptionGroups } from '~/ui/filter-options'
import { OFFER_FILTER_VALUES, type OfferFilterKey } from './offer-list-url'

/** The options of a job filter with their counts and labels, grouped where two-level. */
export function filterGroups(
  key: OfferFilterKey,
  facets: FacetCounts<OfferFilterKey>,
  i18n: I18n,
): FilterGroup[] {
  return filterOptionGroups({
    key,
    values: OFFER_FILTER_VALUES[key],
    labels: FILTER_VALUE_LABELS[key],
    grouping: FILTER_GROUPINGS[key],
    counts: facets[key],
    i18n,
  })
}
