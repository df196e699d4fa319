import { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { setupRouterQueries } from './router-queries'

/** A router as far as the setup reads it: its options. */
function routerWith(options: Record<string, unknown>): AnyRouter {
  return { options } as unknown as AnyRouter
}

describe('router queries', () => {
  it("sends the server's queries with the router's data, and the browser's cache has them at once", async () => {
    const server = new QueryClient()
    server.setQueryData(['jobs', 'search'], { total: 2 })
    const serverRouter = routerWith({ dehydrate: async () => ({ router: 'data' }) })
    setupRouterQueries(serverRouter, server, 'server')
    const dehydrated = await serverRouter.options.dehydrate!()
    expect(dehydrated.router).toBe('data')
    // Nothing left open for the render to wait on: no stream, no promise.
    expect(JSON.parse(JSON.stringify(dehydrated))).toEqual(dehydrated)

    const browser = new QueryClient()
    let routerHydrated = false
    const browserRouter = routerWith({
      hydrate: async () => {
        routerHydrated = true
      },
    })
    setupRouterQueries(browserRouter, browser, 'browser')
    await browserRouter.options.hydrate!(dehydrated)
    expect(routerHydrated).toBe(true)
    expect(browser.getQueryData(['jobs', 'search'])).toEqual({ total: 2 })
    expect(browserRouter.options.Wrap).toBeTypeOf('function')
  })
})
