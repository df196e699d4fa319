import { queryOptions } from '@tanstack/react-query'
import { SKILLS_SUGGESTIONS } from '~/domain/constants'
import type { SkillSuggestion } from '~/domain/skills'
import { apiFetch } from '~/features/http/api-client'
import type { Locale } from '~/i18n/locales'

/**
 * The autocomplete reads the public `/api` of docs/product.md#api (in the page's language through Accept-Language),
 * not a server function: the same answers other clients get, cacheable by the browser.
 */
async function getSkills(path: string, locale: Locale, signal: AbortSignal): Promise<SkillSuggestion[]> {
  const response = await apiFetch(path, { locale, signal })
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`)
  return response.json()
}

/** The suggested skills, shown while nothing is typed. */
export const suggestedSkillsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['skills', 'suggested', locale],
    queryFn: ({ signal }) => getSkills('/api/skills/default', locale, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })

/** The skills matching a query, as the spec calls it (`limit=15`); the field then leaves out the chosen ones. */
export const skillSearchQuery = (locale: Locale, query: string) =>
  queryOptions({
    queryKey: ['skills', 'search', locale, query],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ query, limit: String(SKILLS_SUGGESTIONS), select: 'label,type' })
      return getSkills(`/api/skills?${params}`, locale, signal)
    },
    staleTime: 5 * 60_000,
    retry: false,
  })
