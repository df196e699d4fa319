import { dehydrate, hydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type AnyRouter, isRedirect } from '@tanstack/react-router'
import { Fragment, type ReactNode } from 'react'

/**
 * TanStack Query with the router, as `setupRouterSsrQueryIntegration` (@tanstack/react-router-ssr-query)
 * does it, but without its query stream. That integration sends a page's queries in a stream left open
 * until the render ends, for queries a render starts; ours render to a string and start none (the loaders
 * fetched them before), so the stream only ever closed empty. Left open, it kept the router from writing
 * the page as rendered: it encoded the whole HTML to bytes, looked for where to put the stream's scripts,
 * and decoded it back (about 8 % of a rendered job list's server time). Here the queries travel with the
 * router's data, written before the render, and the page goes out as React wrote it. A query still
 * pending at that time travels as a promise, which the router streams as before.
 */
export function setupRouterQueries(
  router: AnyRouter,
  queryClient: QueryClient,
  side: 'server' | 'browser' = import.meta.env.SSR ? 'server' : 'browser',
): void {
  if (side === 'server') {
    const dehydrateRouter = router.options.dehydrate
    router.options.dehydrate = async () => ({
      ...(await dehydrateRouter?.()),
      // Every query, as the integration did (pending and failed ones too); the client's `serializeData`.
      queries: dehydrate(queryClient, { shouldDehydrateQuery: () => true }).queries,
    })
  } else {
    const hydrateRouter = router.options.hydrate
    router.options.hydrate = async (dehydrated: { queries?: ReturnType<typeof dehydrate>['queries'] }) => {
      await hydrateRouter?.(dehydrated)
      if (dehydrated.queries) hydrate(queryClient, { queries: dehydrated.queries })
    }
    navigateOnRedirects(router, queryClient)
  }
  const Wrap = router.options.Wrap ?? Fragment
  router.options.Wrap = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Wrap>{children}</Wrap>
    </QueryClientProvider>
  )
}

/** A redirect thrown by a query's or a mutation's function is followed, as the integration does. */
function navigateOnRedirects(router: AnyRouter, queryClient: QueryClient) {
  const follow = (error: unknown) => {
    if (!isRedirect(error)) return false
    void router.navigate(router.resolveRedirect(error).options)
    return true
  }
  const mutations = queryClient.getMutationCache()
  const mutationConfig = mutations.config
  mutations.config = {
    ...mutationConfig,
    onError: (error, ...rest) => (follow(error) ? undefined : mutationConfig.onError?.(error, ...rest)),
  }
  const queries = queryClient.getQueryCache()
  const queryConfig = queries.config
  queries.config = {
    ...queryConfig,
    onError: (error, ...rest) => (follow(error) ? undefined : queryConfig.onError?.(error, ...rest)),
  }
}
