/**
 * The browser's entry: Start's default one (`StartClient`, `hydrateStart`) written with public exports, with
 * one difference: the server-function client (its fetcher and seroval, ~9 KB gzip) is not in every page's
 * first load but in the chunks of the code that calls a server function (forms, dialogs, the spaces),
 * which no public page's first render needs. Start's own entry registers a serialization adapter that
 * imports that client whether a page calls a server function or not; ours registers the same adapter
 * loading it on its first call (lazy-server-function-adapter.ts). To drop once Start's lazy transport is
 * released (TanStack/router#8302: `serverFns: { transport: 'lazy' }`, or #8392); client-entry.test.ts
 * fails when Start's `hydrateStart` changes, so that this copy is compared again.
 */
import { type AnyRouter, Await, RouterProvider } from '@tanstack/react-router'
import { hydrate } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { getRouter } from './router'
import { lazyServerFunctionAdapter } from './server-function-adapter'
import { startInstance } from './start'

async function hydrateStart(): Promise<AnyRouter> {
  const router = getRouter()
  const startOptions = await startInstance.getOptions()
  const serializationAdapters = [...(startOptions.serializationAdapters ?? []), lazyServerFunctionAdapter]
  // Where Start's server-function client reads its options (middleware, adapters) in the browser.
  ;(window as { __TSS_START_OPTIONS__?: object }).__TSS_START_OPTIONS__ = {
    ...startOptions,
    serializationAdapters,
  }
  router.options.defaultSsr = startOptions.defaultSsr
  router.options.serializationAdapters = serializationAdapters
  router.update({ ...router.options, basepath: process.env.TSS_ROUTER_BASEPATH })
  await hydrate(router)
  return router
}

// As @tanstack/react-start-client's `hydrateStart`: tells the page's bootstrap script that hydration is done.
const hydrated = hydrateStart().finally(() => window.$_TSR?.h())

function StartClient() {
  return <Await promise={hydrated}>{(router) => <RouterProvider router={router} />}</Await>
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})
