import { queryOptions } from '@tanstack/react-query'

/**
 * The signed-in user (null when signed out). Known from the page request on first load; afterwards changed
 * by sign-in and sign-out, which set this query's data.
 */
export const authUserQuery = queryOptions({
  queryKey: ['auth', 'user'],
  queryFn: async () => (await import('./auth.functions')).getAuthUserFn(),
  staleTime: 5 * 60_000,
})
