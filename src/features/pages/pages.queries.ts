import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import { apiFetch } from '~/features/http/api-client'
import type { Locale } from '~/i18n/locales'
import type { PopularPageLink } from './popular-pages.model'

/** Imported once: an `import()` of a module already loaded still costs its resolution on every page. */
let popularPagesModule: Promise<typeof import('./popular-pages.server')> | undefined

/** During SSR the service is called in-process; in the browser the block uses the public `GET /api/pages`. */
const fetchPopularPages = createIsomorphicFn()
  .server(async (locale: Locale): Promise<PopularPageLink[]> => {
    popularPagesModule ??= import('./popular-pages.server')
    return (await popularPagesModule).cachedPopularPages(locale)
  })
  .client(async (locale: Locale): Promise<PopularPageLink[]> => {
    // Not ofetch: this block is on every page, ofetch would weigh on each.
    const response = await apiFetch('/api/pages', { locale })
    if (!response.ok) throw new Error(`GET /api/pages: ${response.status}`)
    return response.json()
  })

/** Keyed by locale: a language change refetches the list (docs/product.md#api). */
export const popularPagesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['popular-pages', locale],
    queryFn: () => fetchPopularPages(locale),
    staleTime: 10 * 60_000,
    // The client retries (api-client).
    retry: false,
  })

/**
 * A layout's loader: the popular pages in the query cache, where the most-visited block reads them (a
 * failure only leaves the block empty). Nothing returned: the router's data would carry them a second time.
 */
export async function loadPopularPages({
  context,
}: {
  context: { queryClient: QueryClient; locale: Locale }
}): Promise<void> {
  await context.queryClient.ensureQueryData(popularPagesQuery(context.locale)).catch(() => undefined)
}
