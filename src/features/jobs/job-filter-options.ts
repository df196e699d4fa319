import type { I18n, MessageDescriptor } from '@lingui/core'
import { FILTER_LABEL_MAX } from '~/domain/constants'
import { REGION_GROUPS, SECTOR_GROUPS } from '~/domain/enums'
import {
  COMPANY_SIZE_LABELS,
  CONTRACT_TYPE_LABELS,
  JOB_CATEGORY_LABELS,
  REGION_GROUP_LABELS,
  REGION_LABELS,
  REMOTE_POLICY_LABELS,
  SECTOR_GROUP_LABELS,
  SECTOR_LABELS,
} from '~/i18n/labels'
import { truncate } from '~/ui/truncate'
import type { FacetCounts } from './job-search.server'
import { JOB_FILTER_VALUES, type JobFilterKey } from './jobs.search'

export type FilterOption = { value: string; label: string; count: number }
export type FilterGroup = { key: string; label?: string; options: FilterOption[] }

const LABELS: Record<JobFilterKey, Record<string, MessageDescriptor>> = {
  zones: REGION_LABELS,
  remote: REMOTE_POLICY_LABELS,
  contrat_type: CONTRACT_TYPE_LABELS,
  number_employes: COMPANY_SIZE_LABELS,
  sector_activity: SECTOR_LABELS,
  category_metier: JOB_CATEGORY_LABELS,
}

const GROUPS: Partial<
  Record<
    JobFilterKey,
    { groups: Record<string, readonly string[]>; labels: Record<string, MessageDescriptor> }
  >
> = {
  zones: { groups: REGION_GROUPS, labels: REGION_GROUP_LABELS },
  sector_activity: { groups: SECTOR_GROUPS, labels: SECTOR_GROUP_LABELS },
}

/** Options sorted by count, highest first; options without results (count 0) last (they are disabled). */
function sortByCount(options: FilterOption[]): FilterOption[] {
  return [...options].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
}

/** The options of a filter with their counts and labels (cut at 50 characters), grouped where two-level. */
export function filterGroups(key: JobFilterKey, facets: FacetCounts, i18n: I18n): FilterGroup[] {
  const option = (value: string): FilterOption => ({
    value,
    label: truncate(i18n._(LABELS[key][value]!), FILTER_LABEL_MAX),
    count: facets[key][value] ?? 0,
  })
  const grouping = GROUPS[key]
  if (!grouping) return [{ key, options: sortByCount(JOB_FILTER_VALUES[key].map(option)) }]
  return Object.entries(grouping.groups).map(([group, values]) => ({
    key: group,
    label: truncate(i18n._(grouping.labels[group]!), FILTER_LABEL_MAX),
    options: sortByCount(values.map(option)),
  }))
}
