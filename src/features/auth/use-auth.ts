import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { AuthUser } from './auth.model'
import { authUserQuery } from './auth.queries'
import { takeRedirect } from './redirect-cookie'
import { acknowledgeAuthChange } from './use-auth-marker'

export function useAuthUser(): AuthUser | null {
  return useQuery(authUserQuery).data ?? null
}

/** After sign-in or registration: the new user everywhere, then the stored redirect if any. */
export function useSignedIn() {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useCallback(
    async (user: AuthUser, { followRedirect = true }: { followRedirect?: boolean } = {}) => {
      acknowledgeAuthChange()
      queryClient.setQueryData(authUserQuery.queryKey, user)
      const redirect = followRedirect ? takeRedirect() : null
      if (redirect) await router.navigate({ href: redirect })
      else await router.invalidate()
    },
    [queryClient, router],
  )
}

/** Signs out (the session is revoked on the server) and returns home. */
export function useSignOut() {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useCallback(async () => {
    const { logoutFn } = await import('./auth.functions')
    await logoutFn()
    acknowledgeAuthChange()
    queryClient.setQueryData(authUserQuery.queryKey, null)
    queryClient.removeQueries({ queryKey: ['talent'] })
    await router.navigate({ to: '/{-$locale}', params: (previous) => previous as never })
  }, [queryClient, router])
}
