import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { getHomePage } from './home.functions'

export const homePageQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['home', locale], queryFn: () => getHomePage({ data: { locale } }) })
