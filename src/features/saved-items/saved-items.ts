import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { createContext, createElement, type ReactNode, useCallback, useContext, useMemo } from 'react'
import { authUserQuery } from '~/features/auth/auth.queries'
import { useAuthUser } from '~/features/auth/use-auth'
import { apiFetch } from '~/features/http/api-client'
import { localeFromPathname } from '~/i18n/locales'

/**
 * The signed-in talent's saved items, offer and article ids together (`GET /api/auth/user` →
 * `data.saved_data`); null when signed out.
 */
export const savedItemsQuery = queryOptions({
  queryKey: ['talent', 'saved-items'],
  queryFn: async (): Promise<string[] | null> => {
    const response = await apiFetch('/api/auth/user', { headers: { accept: 'application/json' } })
    if (response.status === 401) return null
    if (!response.ok) throw new Error(`GET /api/auth/user: ${response.status}`)
    const { data } = (await response.json()) as { data: { saved_data: string[] } }
    return data.saved_data
  },
  staleTime: 60_000,
  // The client retries (api-client).
  retry: false,
})

export type SavedItems = { ids: ReadonlySet<string>; known: boolean }

const SavedItemsContext = createContext<SavedItems>({ ids: new Set(), known: false })

/**
 * Reads the saved ids once for the whole page: a list's fifteen save buttons then share one value
 * instead of subscribing to two queries each (a cost paid on every render and every hydration).
 */
export function SavedItemsProvider({ children }: { children: ReactNode }) {
  const user = useAuthUser()
  const { data } = useQuery({ ...savedItemsQuery, enabled: user !== null })
  const known = user === null || data !== undefined
  const ids = user ? data : undefined
  const value = useMemo(() => ({ ids: new Set(ids ?? []), known }), [ids, known])
  return createElement(SavedItemsContext.Provider, { value }, children)
}

/** The saved ids; `known` is false while they are loading (nothing is shown as saved meanwhile). */
export function useSavedItems(): SavedItems {
  return useContext(SavedItemsContext)
}

/**
 * Saves or un-saves one offer or article: the whole new list goes to `POST /api/talents/toggle-save` and
 * its answer replaces the cached list (docs/product.md#states, #api). `save` is what the visitor asked for when clicking:
 * a save asked for while signed out stays a save after signing in, even if that account already had the
 * item. Resolves to 'signed-out' when the session has ended.
 */
export function useToggleSavedItem() {
  const queryClient = useQueryClient()
  return useCallback(
    async (itemId: string, save: boolean): Promise<'done' | 'signed-out'> => {
      // Read at call time: a save asked for before signing in runs after it (see AuthGateProvider).
      const user = queryClient.getQueryData(authUserQuery.queryKey)
      if (!user) return 'signed-out'
      const current =
        queryClient.getQueryData(savedItemsQuery.queryKey) ?? (await queryClient.fetchQuery(savedItemsQuery))
      if (current === null) return 'signed-out'
      if (current.includes(itemId) === save) return 'done'
      const next = save ? [...current, itemId] : current.filter((id) => id !== itemId)
      queryClient.setQueryData(savedItemsQuery.queryKey, next)
      const { ofetch, FetchError } = await import('ofetch')
      try {
        const answer = await ofetch<{ saved_data: string[] }>('/api/talents/toggle-save', {
          method: 'POST',
          body: { talent_uuid: user.uuid, saved_data: next },
          headers: { 'accept-language': localeFromPathname(window.location.pathname) },
          // Shown saved at once: a visitor who leaves the page right after must not lose it (the list's
          // 1,000 ids at most stay under the 64 KB a request kept past its page may carry).
          keepalive: true,
          // Idempotent: the body is the whole list, so sending it again changes nothing.
          retry: 3,
          retryStatusCodes: [408, 429, 500, 502, 503, 504],
        })
        queryClient.setQueryData(savedItemsQuery.queryKey, answer.saved_data)
        return 'done'
      } catch (error) {
        queryClient.setQueryData(savedItemsQuery.queryKey, current)
        if (error instanceof FetchError && error.statusCode === 401) return 'signed-out'
        throw error
      }
    },
    [queryClient],
  )
}
