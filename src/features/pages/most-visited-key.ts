import { useQueryClient } from '@tanstack/react-query'
import { useLocale } from '~/i18n/use-locale'
import { popularPagesQuery } from './pages.queries'

const keys = new WeakMap<object, string>()

/**
 * What the most-visited block shows (the popular pages its query holds), as the key of its markup kept
 * by the server (ui/kept-parts.ts); null without them. The list is one object for as long as the server
 * caches it, so it is written out once.
 */
export function useMostVisitedMarkupKey(): string | null {
  const locale = useLocale()
  const pages = useQueryClient().getQueryData(popularPagesQuery(locale).queryKey)
  if (!pages) return null
  let key = keys.get(pages)
  if (key === undefined) {
    key = JSON.stringify(pages)
    keys.set(pages, key)
  }
  return key
}
