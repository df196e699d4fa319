import type { I18n, MessageDescriptor } from '@lingui/core'
import { FILTER_LABEL_MAX } from '~/domain/constants'
import { readMessages } from '~/i18n/catalog'
import { truncate } from './truncate'

/** docs/product.md#data filter option: a count of 0 disables it. */
export type FilterOption = { value: string; label: string; count: number }
export type FilterGroup = { key: string; label?: string; options: FilterOption[] }

/** One filter of a list: its key in the URL, its title and its options with their counts. */
export type FilterDefinition<K extends string = string> = { key: K; title: string; groups: FilterGroup[] }

/** The chosen values of each filter. */
export type FilterSelection<K extends string = string> = { [Key in K]?: readonly string[] }

/**
 * A label as the sort reads it: without accents and case, so "Économie" sits among the E's. Plain code
 * rather than `Intl.Collator`: a phone spends tens of milliseconds building a collator on the first list
 * it shows, and the server and the browser must sort alike (their ICU data may differ) or hydration breaks.
 */
function sortKey(label: string): string {
  let key = sortKeys.get(label)
  if (key === undefined) {
    key = label.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    // Labels come from the catalogues (a few hundred per language): the bound only guards against surprises.
    if (sortKeys.size >= SORT_KEYS_KEPT) sortKeys.clear()
    sortKeys.set(label, key)
  }
  return key
}

/** Sort keys by label: every list page sorts the same hundred-odd labels on each render. */
const sortKeys = new Map<string, string>()
const SORT_KEYS_KEPT = 5000

type Keyed = { option: FilterOption; key: string }

function compareKeyed(a: Keyed, b: Keyed): number {
  if (a.option.count !== b.option.count) return b.option.count - a.option.count
  if (a.key !== b.key) return a.key < b.key ? -1 : 1
  const labelA = a.option.label
  const labelB = b.option.label
  return labelA < labelB ? -1 : labelA > labelB ? 1 : 0
}

/**
 * Options sorted by count, highest first (options without results, count 0, come last: they are
 * disabled), then by label. Each label's sort key is made once, not once per comparison: every list
 * page sorts a hundred options or so on each render.
 */
function sortByCount(options: FilterOption[]): FilterOption[] {
  const keyed = options.map((option) => ({ option, key: sortKey(option.label) }))
  return keyed.sort(compareKeyed).map(({ option }) => option)
}

/**
 * The groups made for each counts object, per language and filter: a list's search results are kept
 * (offer-search.server.ts), so every page of the same search renders from the same counts, and its hundred
 * or so labels, sort keys and sorts are made once. With the ids of the messages they read: a page noting
 * its messages reads them again (page-catalogue.ts).
 */
const madeGroups = new WeakMap<object, Map<string, { groups: FilterGroup[]; messageIds: string[] }>>()

/** What a filter's options are made from. */
type FilterSource = {
  key: string
  values: readonly string[]
  labels: Readonly<Record<string, MessageDescriptor>>
  grouping?: {
    groups: Readonly<Record<string, readonly string[]>>
    labels: Readonly<Record<string, MessageDescriptor>>
  }
  counts: Readonly<Record<string, number>>
  i18n: I18n
}

/**
 * The options of one filter with their counts and labels (cut at 50 characters), in one list or, for a
 * two-level vocabulary (regions, sectors), one group per first-level entry. `counts` is never changed
 * after it is first given here (the groups made from it are kept with it), nor are the groups returned.
 */
export function filterOptionGroups(filter: FilterSource): FilterGroup[] {
  const { key, counts, i18n } = filter
  let made = madeGroups.get(counts)
  if (!made) {
    made = new Map()
    madeGroups.set(counts, made)
  }
  const madeKey = `${i18n.locale} ${key}`
  const kept = made.get(madeKey)
  if (kept) {
    readMessages(i18n, kept.messageIds)
    return kept.groups
  }
  const messageIds: string[] = []
  const groups = makeFilterOptionGroups(filter, messageIds)
  made.set(madeKey, { groups, messageIds })
  return groups
}

function makeFilterOptionGroups(
  { key, values, labels, grouping, counts, i18n }: FilterSource,
  messageIds: string[],
): FilterGroup[] {
  const label = (descriptor: MessageDescriptor) => {
    messageIds.push(descriptor.id)
    return truncate(i18n._(descriptor), FILTER_LABEL_MAX)
  }
  const option = (value: string): FilterOption => ({
    value,
    label: label(labels[value]!),
    count: counts[value] ?? 0,
  })
  if (!grouping) return [{ key, options: sortByCount(values.map(option)) }]
  return Object.entries(grouping.groups).map(([group, groupValues]) => ({
    key: group,
    label: label(grouping.labels[group]!),
    options: sortByCount(groupValues.map(option)),
  }))
}
