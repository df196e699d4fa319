import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { ErrorPage } from './features/pages/error-page'
import { NotFoundPage } from './features/pages/not-found-page'
import type { MessagesRead } from './i18n/page-catalogue'
import { localeRewrite } from './i18n/rewrite'
import { parseSearch, stringifySearch } from './i18n/search-params'
import { routeTree } from './routeTree.gen'

/** `messagesRead`: what the server render of this request read of the catalogue (see page-catalogue). */
export type RouterContext = { queryClient: QueryClient; messagesRead: MessagesRead }

/** The Network Information API where there is one (Chromium): a slow link, or the visitor asked to save data. */
function lightConnection(): boolean {
  if (typeof navigator === 'undefined') return false
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '')
}

/** One router and one QueryClient per request on the server (and once in the browser). */
export function getRouter() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1 } },
  })
  const router = createRouter({
    routeTree,
    context: { queryClient, messagesRead: new Set<string>() },
    rewrite: localeRewrite,
    parseSearch,
    stringifySearch,
    // Spec §9: no prefetching on a 2g connection or with the data saver on.
    defaultPreload: lightConnection() ? false : 'intent',
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
