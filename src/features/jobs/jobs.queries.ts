import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import type { JobSearchParams } from './jobs.search'

export const jobSearchQuery = (locale: Locale, params: JobSearchParams) =>
  queryOptions({
    queryKey: ['jobs', 'search', locale, params],
    queryFn: async () =>
      (await import('./jobs.functions')).searchJobsFn({
        data: params,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
