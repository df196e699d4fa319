import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import type { OfferSearchParams } from './offer-list-url'

export const offerSearchQuery = (locale: Locale, params: OfferSearchParams) =>
  queryOptions({
    queryKey: ['jobs', 'search', locale, params],
    queryFn: async () =>
      (await import('./offers.functions')).searchOffersFn({
        data: params,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
