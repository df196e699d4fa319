import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { maybeSignedIn } from '~/domain/auth-cookie-names'

const fetchAuthUser = createIsomorphicFn()
  .server(async () => {
    // A page request with no session cookie and no bearer token is nobody's: known without the server
    // function's middleware (most pages are rendered for anonymous visitors).
    const headers = getRequest().headers
    if (!maybeSignedIn(headers.get('cookie')) && !headers.has('authorization')) return null
    return (await import('./auth.functions')).getAuthUserFn()
  })
  .client(async () => (await import('./auth.functions')).getAuthUserFn())

/**
 * The signed-in user (null when signed out). Known from the page request on first load; afterwards changed
 * by sign-in and sign-out, which set this query's data.
 */
export const authUserQuery = queryOptions({
  queryKey: ['auth', 'user'],
  queryFn: () => fetchAuthUser(),
  staleTime: 5 * 60_000,
})
