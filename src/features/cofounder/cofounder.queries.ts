import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import type { CofounderListPage } from './cofounder.model'

/** The locale is part of the query key only: the server function reads it from the page. */
const fetchListPage = async (query: string, offset: number) =>
  (await import('./cofounder.functions')).listCofounderProjectsFn({ data: { query, offset } })

const nextOffset = (last: CofounderListPage) => {
  const next = last.offset + last.projects.length
  return last.projects.length > 0 && next < last.total ? next : undefined
}

/** The project list as pages of PAGE_SIZE: "load more" adds the next one. */
export const cofounderListQuery = (locale: Locale, query: string) =>
  infiniteQueryOptions({
    queryKey: ['cofounder', 'list', locale, query],
    queryFn: ({ pageParam }) => fetchListPage(query, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    staleTime: 30_000,
  })

/**
 * Makes sure the cache holds the first `pages` pages of a list (a shared URL, or "load more" raising the
 * URL's page): only the missing pages are fetched, so loading more never reloads what is shown.
 */
export async function ensureCofounderListPages(
  queryClient: QueryClient,
  locale: Locale,
  query: string,
  pages: number,
) {
  const options = cofounderListQuery(locale, query)
  let data = await queryClient.ensureInfiniteQueryData({ ...options, pages })
  while (data.pages.length < pages) {
    const offset = nextOffset(data.pages[data.pages.length - 1]!)
    if (offset === undefined) break
    const page = await fetchListPage(query, offset)
    data = { pages: [...data.pages, page], pageParams: [...data.pageParams, offset] }
    queryClient.setQueryData(options.queryKey, data)
  }
}

export const cofounderLandingQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['cofounder', 'landing', locale],
    queryFn: async () => (await import('./cofounder.functions')).getCofounderLandingFn(),
    staleTime: 60_000,
  })
