import { QueryClient } from '@tanstack/react-query'
import { type AnyRouter, createRouter } from '@tanstack/react-router'
import { ErrorPage } from './features/pages/error-page'
import { NotFoundPage } from './features/pages/not-found-page'
import type { MessagesRead } from './i18n/page-catalogue'
import { localeRewrite } from './i18n/rewrite'
import { parseSearch, stringifySearch } from './i18n/search-params'
import { pageQueryData } from './page-query-data'
import { setupRouterQueries } from './router-queries'
import { routeTree } from './routeTree.gen'

/**
 * `messagesRead`: what the server render of this request read of the catalogue (see page-catalogue);
 * `queryDataTexts`: the query data its page carries beside the router's (see page-query-data).
 */
export type RouterContext = { queryClient: QueryClient; messagesRead: MessagesRead; queryDataTexts: string[] }

/** The Network Information API where there is one (Chromium): a slow link, or the visitor asked to save data. */
function lightConnection(): boolean {
  if (typeof navigator === 'undefined') return false
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '')
}

/** One router and one QueryClient per request on the server (and once in the browser). */
export function getRouter() {
  const { serializeData, deserializeData, texts } = pageQueryData()
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1 },
      dehydrate: { serializeData },
      hydrate: { deserializeData },
    },
  })
  const router = createRouter({
    routeTree,
    context: { queryClient, messagesRead: new Set<string>(), queryDataTexts: texts },
    rewrite: localeRewrite,
    parseSearch,
    stringifySearch,
    // docs/product.md#limits: no prefetching on a 2g connection or with the data saver on.
    defaultPreload: lightConnection() ? false : 'intent',
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
  })
  setupRouterQueries(router, queryClient)
  dateHydratedQueriesFromThePage(router, queryClient)
  yieldBeforeHydrating(router)
  return router
}

/**
 * The queries a page carries are dated from the page, not from its render: the page cache keeps a page
 * only while its data version is current, and what the queries hold is what the page already shows.
 * Keeping the server's render time made a page cached a minute earlier refetch its search while
 * hydrating (two requests and a re-render on every cached visit), and so would a phone whose clock runs
 * ahead. Fresh data comes with the next navigation, as on any page.
 */
function dateHydratedQueriesFromThePage(router: AnyRouter, queryClient: QueryClient) {
  const hydrateQueries = router.options.hydrate
  router.options.hydrate = async (dehydrated) => {
    await hydrateQueries?.(dehydrated)
    const now = Date.now()
    for (const query of queryClient.getQueryCache().getAll()) {
      if (query.state.status === 'success') query.setState({ dataUpdatedAt: now })
    }
  }
}

/**
 * In the browser the router is built and the page's data hydrated in one task (an await of a settled
 * promise does not leave it): on a phone, one of the longest tasks of a page's load. Letting the
 * browser run its other tasks between the two halves splits it (the hydration starts one task later).
 */
function yieldBeforeHydrating(router: AnyRouter) {
  if (typeof window === 'undefined') return
  const hydrate = router.options.hydrate
  router.options.hydrate = async (dehydrated) => {
    await yieldToTheBrowser()
    await hydrate?.(dehydrated)
  }
}

/** `scheduler.yield()` where there is one (Chromium), else a zero-delay timer. */
function yieldToTheBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
