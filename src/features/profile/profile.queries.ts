import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'

/** The signed-in talent's profile in a locale (known skills are labelled in it). */
export const profileQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['talent', 'profile', locale],
    queryFn: async () => (await import('./profile.functions')).getProfileFn(),
    staleTime: 0,
  })
