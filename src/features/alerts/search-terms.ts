import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { OFFER_FILTER_KEYS, type OfferFilters } from '~/features/offers/offer-list-url'
import { FILTER_VALUE_LABELS } from '~/i18n/labels'

/** The labels of a search's keyword and filter values, in the list's order (the page and the e-mails). */
export function searchTerms(i18n: I18n, query: string, filters: OfferFilters): string[] {
  const labels = OFFER_FILTER_KEYS.flatMap((key) =>
    (filters[key] ?? []).map((value) => {
      const label = (FILTER_VALUE_LABELS[key] as Record<string, MessageDescriptor | undefined>)[value]
      return label ? i18n._(label) : value
    }),
  )
  return query ? [i18n._(msg`« ${query} »`), ...labels] : labels
}
