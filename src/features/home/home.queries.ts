import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'

export const homePageQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['home', locale],
    queryFn: async () => (await import('./home.functions')).getHomePage(),
  })
