import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { Locale } from '~/i18n/locales'
import type { OfferSearchParams } from './offer-list-url'

/** Imported once: an `import()` of a module already loaded still costs its resolution on every page. */
let pageSearch: Promise<typeof import('./offer-search-page.server')> | undefined

/** During SSR the search runs in process; in the browser through the server function. */
const fetchOfferSearch = createIsomorphicFn()
  .server(async (locale: Locale, params: OfferSearchParams) => {
    pageSearch ??= import('./offer-search-page.server')
    return (await pageSearch).searchOffersForPage(locale, params)
  })
  .client(async (_locale: Locale, params: OfferSearchParams) =>
    (await import('./offers.functions')).searchOffersFn({ data: params }),
  )

export const offerSearchQuery = (locale: Locale, params: OfferSearchParams) =>
  queryOptions({
    queryKey: ['jobs', 'search', locale, params],
    queryFn: () => fetchOfferSearch(locale, params),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
