import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { SEARCH_RESULTS_PER_BLOCK } from '~/domain/constants'
import { apiFetch } from '~/features/http/api-client'
import { useLocale } from '~/i18n/use-locale'

/** One block of the global search: the first hits of `endpoint` for `query`, and their total. */
export function useSearchBlock<T>(endpoint: string, query: string) {
  const locale = useLocale()
  return useQuery({
    queryKey: ['global-search', endpoint, locale, query],
    queryFn: async (): Promise<[T[], number]> => {
      const url = `${endpoint}?query=${encodeURIComponent(query)}&limit=${SEARCH_RESULTS_PER_BLOCK}`
      const response = await apiFetch(url, { locale })
      if (!response.ok) throw new Error(`GET ${endpoint}: ${response.status}`)
      return response.json()
    },
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    // The client retries (api-client).
    retry: false,
  })
}
