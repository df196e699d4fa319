import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import type { CompanySearchParams } from './company-list-url'

export const companySearchQuery = (locale: Locale, params: CompanySearchParams) =>
  queryOptions({
    queryKey: ['companies', 'search', locale, params],
    queryFn: async () =>
      (await import('./companies.functions')).searchCompaniesFn({
        data: params,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })

/** The signed-in user's alert on a company (null when signed out). */
export const companyAlertQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['talent', 'company-alert', companyId],
    queryFn: async () => (await import('./companies.functions')).getCompanyAlertFn({ data: { companyId } }),
    staleTime: 60_000,
  })
