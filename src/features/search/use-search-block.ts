import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { SEARCH_RESULTS_PER_BLOCK } from '~/domain/constants'
import { apiFetch } from '~/features/http/api-client'
import { DID_YOU_MEAN_HEADER } from '~/features/offers/offer-search-api'
import { useLocale } from '~/i18n/use-locale'

/** One block of the global search: the first hits of `endpoint` for `query`, their total, and the "did you mean" text if any. */
export function useSearchBlock<T>(endpoint: string, query: string) {
  const locale = useLocale()
  return useQuery({
    queryKey: ['global-search', endpoint, locale, query],
    queryFn: async (): Promise<[T[], number, string | null]> => {
      const url = `${endpoint}?query=${encodeURIComponent(query)}&limit=${SEARCH_RESULTS_PER_BLOCK}`
      const response = await apiFetch(url, { locale })
      if (!response.ok) throw new Error(`GET ${endpoint}: ${response.status}`)
      const [list, total] = (await response.json()) as [T[], number]
      const suggestion = response.headers.get(DID_YOU_MEAN_HEADER)
      return [list, total, suggestion ? decodeURIComponent(suggestion) : null]
    },
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    // The client retries (api-client).
    retry: false,
  })
}
