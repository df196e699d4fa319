import type { I18n } from '@lingui/core'
import { FILTER_GROUPINGS, FILTER_VALUE_LABELS } from '~/i18n/labels'
import { type FilterGroup, filterOptionGroups } from '~/ui/filter-options'
import type { FacetCounts } from './job-search.server'
import { JOB_FILTER_VALUES, type JobFilterKey } from './jobs.search'

/** The options of a job filter with their counts and labels, grouped where two-level. */
export function filterGroups(key: JobFilterKey, facets: FacetCounts, i18n: I18n): FilterGroup[] {
  return filterOptionGroups({
    key,
    values: JOB_FILTER_VALUES[key],
    labels: FILTER_VALUE_LABELS[key],
    grouping: FILTER_GROUPINGS[key],
    counts: facets[key],
    i18n,
  })
}
