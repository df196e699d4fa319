import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { createContext, createElement, type ReactNode, useCallback, useContext } from 'react'
import type { AuthUser } from './auth.model'
import { authUserQuery } from './auth.queries'
import { takeRedirect } from './redirect-cookie'
import { acknowledgeAuthChange } from './use-auth-marker'

/** Undefined outside the provider, so a component rendered without it fails loudly. */
const AuthUserContext = createContext<AuthUser | null | undefined>(undefined)

/**
 * Reads the signed-in user once for the whole page: the header, banners, save buttons and gates then
 * share one value instead of each observing the query (an observer per component, six on a list page,
 * cost 1–3 % of its server render).
 */
export function AuthUserProvider({ children }: { children: ReactNode }) {
  const user = useQuery(authUserQuery).data ?? null
  return createElement(AuthUserContext.Provider, { value: user }, children)
}

export function useAuthUser(): AuthUser | null {
  const user = useContext(AuthUserContext)
  if (user === undefined) throw new Error('useAuthUser needs an AuthUserProvider above it')
  return user
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
