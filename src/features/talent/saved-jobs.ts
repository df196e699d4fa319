import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { authUserQuery } from '~/features/auth/auth.queries'
import { useAuthUser } from '~/features/auth/use-auth'

/** The signed-in talent's saved job ids (`GET /api/auth/user` → `data.saved_data`); null when signed out. */
export const savedJobsQuery = queryOptions({
  queryKey: ['talent', 'saved-jobs'],
  queryFn: async (): Promise<string[] | null> => {
    const response = await fetch('/api/auth/user', { headers: { accept: 'application/json' } })
    if (response.status === 401) return null
    if (!response.ok) throw new Error(`GET /api/auth/user: ${response.status}`)
    const { data } = (await response.json()) as { data: { saved_data: string[] } }
    return data.saved_data
  },
  staleTime: 60_000,
})

export function useSavedJobs(): ReadonlySet<string> {
  const user = useAuthUser()
  const { data } = useQuery({ ...savedJobsQuery, enabled: user !== null })
  return new Set(user ? (data ?? []) : [])
}

/**
 * Saves or un-saves one offer: the whole new list goes to `POST /api/talents/toggle-save` and its answer
 * replaces the cached list (spec §4, §7). Resolves to 'signed-out' when the session has ended.
 */
export function useToggleSavedJob() {
  const queryClient = useQueryClient()
  return useCallback(
    async (offerId: string): Promise<'done' | 'signed-out'> => {
      // Read at call time: a save asked for before signing in runs after it (see AuthGateProvider).
      const user = queryClient.getQueryData(authUserQuery.queryKey)
      if (!user) return 'signed-out'
      const current =
        queryClient.getQueryData(savedJobsQuery.queryKey) ?? (await queryClient.fetchQuery(savedJobsQuery))
      if (current === null) return 'signed-out'
      const next = current.includes(offerId) ? current.filter((id) => id !== offerId) : [...current, offerId]
      queryClient.setQueryData(savedJobsQuery.queryKey, next)
      const { ofetch, FetchError } = await import('ofetch')
      try {
        const answer = await ofetch<{ saved_data: string[] }>('/api/talents/toggle-save', {
          method: 'POST',
          body: { talent_uuid: user.uuid, saved_data: next },
          retry: 3,
          retryStatusCodes: [408, 429, 500, 502, 503, 504],
        })
        queryClient.setQueryData(savedJobsQuery.queryKey, answer.saved_data)
        return 'done'
      } catch (error) {
        queryClient.setQueryData(savedJobsQuery.queryKey, current)
        if (error instanceof FetchError && error.statusCode === 401) return 'signed-out'
        throw error
      }
    },
    [queryClient],
  )
}
