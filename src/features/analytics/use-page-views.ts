import { useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { redactPageView } from '~/domain/analytics'
import { trackEventWhenIdle } from './track'

/**
 * docs/product.md#api: a page view on each new path (a change of filters on the same list is not a new page), with
 * the path, the route's name, the query and the parameters, private values left out (reset links...).
 */
export function usePageViews() {
  const router = useRouter()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => {
    const { location, matches } = router.state
    const leaf = matches[matches.length - 1]
    trackEventWhenIdle('page_view', {
      extra: redactPageView({
        // The address she sees (the router's location is the rewritten, internal one).
        path: window.location.pathname,
        name: leaf?.routeId ?? '',
        query: (location.search ?? {}) as Record<string, unknown>,
        params: (leaf?.params ?? {}) as Record<string, string>,
      }),
    })
  }, [pathname, router])
}
