import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import { ofetch } from 'ofetch'
import type { Locale } from '~/i18n/locales'
import type { PopularPageLink } from './popular-pages.server'

/** During SSR the service is called in-process; in the browser the block uses the public `GET /api/pages`. */
const fetchPopularPages = createIsomorphicFn()
  .server(async (locale: Locale): Promise<PopularPageLink[]> => {
    const [{ getDb }, { listPopularPages }] = await Promise.all([
      import('~/server/db'),
      import('./popular-pages.server'),
    ])
    return listPopularPages(await getDb(), locale)
  })
  .client(
    (locale: Locale): Promise<PopularPageLink[]> =>
      ofetch<PopularPageLink[]>('/api/pages', { headers: { 'accept-language': locale }, retry: 3 }),
  )

/** Keyed by locale: a language change refetches the list (spec §7). */
export const popularPagesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['popular-pages', locale],
    queryFn: () => fetchPopularPages(locale),
    staleTime: 10 * 60_000,
  })
