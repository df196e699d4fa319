import { useRouteContext } from '@tanstack/react-router'
import type { Locale } from './locales'

/** The page's locale, decided by the root route from the URL prefix. */
export function useLocale(): Locale {
  return useRouteContext({ from: '__root__', select: (context) => context.locale })
}
