import { createMiddleware, createStart } from '@tanstack/react-start'
import { localeMiddleware } from './i18n/locale-middleware'
import { localeRedirect } from './i18n/locale-redirects'
import { withRecentDataVersion } from './server/db/data-version'
import { env } from './server/env'
import { CLIENT_CLOSED_REQUEST, clientWentAway } from './server/http/client-went-away'
import { compressResponse, negotiateEncoding } from './server/http/compression'
import { configuredPolicySources, withContentSecurityPolicy } from './server/http/content-security-policy'
import { admitted, isPageRequest } from './server/http/page-admission'
import { answerFromCache, keepPage, pageCacheAdmits, pageCacheKey } from './server/http/page-cache'
import { applyCachePolicy, currentPageVersion, isCacheablePageRequest } from './server/http/page-cache-policy'
import { compressPageAs } from './server/http/rendered-page'
import {
  crossOriginMutation,
  methodNotAllowedOnPage,
  setSecurityHeaders,
  unboundedBody,
} from './server/http/request-guards'
import {
  clarifyServerFnFailure,
  isThrownServerFnAnswer,
  refuseMalformedServerFnCall,
  serverFnThrowAnswer,
} from './server/http/server-fn-failures'
import { isWarmUpRequest } from './server/http/warm-up'
import { log } from './server/observability/log'
import { observeRequest, routeLabel } from './server/observability/metrics'
import { currentRequestId, requestIdFor, runInRequest } from './server/observability/request-context'
import { badInputMiddleware, storableInputMiddleware } from './server/server-functions'

const frame = createMiddleware({ type: 'request' }).server(async ({ request, next }) => {
  const started = performance.now()
  const requestId = requestIdFor(request, env().trustProxy)
  const url = new URL(request.url)
  const work = () => answer(request, url, (context) => next({ context }))
  const { response, thrown } = await runInRequest(
    requestId,
    () =>
      isPageRequest(request, url.pathname)
        ? admitted(() => {
            // A visitor who left while the page waited its place: nothing to do for them.
            request.signal.throwIfAborted()
            return work()
          })
        : work(),
    url.pathname,
  ).catch((error: unknown) => {
    // Logged here with the request's id; the framework answers it with its error page (a client that went
    // away: with nothing, see answeringClientsThatLeft in src/server.ts).
    if (clientWentAway(request, error))
      log().info(
        { requestId, route: routeLabel(url.pathname, CLIENT_CLOSED_REQUEST) },
        'request closed by the client',
      )
    else log().error({ requestId, err: error, route: routeLabel(url.pathname, 500) }, 'request failed')
    throw error
  })
  response.headers.set('x-request-id', requestId)
  // A server function that threw answers 200 (the framework's protocol): counted and logged as the 500 it is.
  const status = thrown ? 500 : response.status
  if (!isWarmUpRequest(request))
    observeRequest(request.method, url.pathname, status, (performance.now() - started) / 1000)
  if (status >= 500)
    log().error(
      {
        requestId,
        method: request.method,
        route: routeLabel(url.pathname, status),
        status,
      },
      'request failed',
    )
  return response
})

type Next = (context: { requestId: string }) => { response: Response } | Promise<{ response: Response }>

/** The answer, and whether it is a server function's thrown error (read before compression). */
async function answer(
  request: Request,
  url: URL,
  next: Next,
): Promise<{ response: Response; thrown: boolean }> {
  const early =
    crossOriginMutation(request) ??
    methodNotAllowedOnPage(request) ??
    unboundedBody(request) ??
    localeRedirect(request)
  if (early) {
    setSecurityHeaders(early.headers)
    return { response: early, thrown: false }
  }

  // Hits were answered before the app (page-cache.middleware.ts); a miss renders here and is kept.
  // Read before rendering: a write during the render leaves this copy labelled older, never newer.
  const version = isCacheablePageRequest(request, url) ? await currentPageVersion() : null
  const shared = version !== null
  const cacheKey = pageCacheKey(url)
  // A page is compressed with its render: as the page cache keeps it, or for this client alone.
  const kept = shared && pageCacheAdmits(cacheKey)
  const encoding = negotiateEncoding(request.headers.get('accept-encoding'), kept ? 'kept' : 'fast')
  if (encoding && (!kept || encoding === 'br'))
    compressPageAs(request, { encoding, effort: kept ? 'kept' : 'fast' })
  let answered: Response
  try {
    const malformed = await refuseMalformedServerFnCall(request, url)
    // The error page shows the request's id (features/pages/error-page.tsx).
    const render = () => next({ requestId: currentRequestId() ?? '' })
    answered = malformed ?? (await (shared ? withRecentDataVersion(render) : render())).response
  } catch (error) {
    const refusal = serverFnThrowAnswer(url, error)
    if (!refusal) throw error
    answered = refusal
  }
  const response = await withContentSecurityPolicy(
    await clarifyServerFnFailure(url, answered),
    configuredPolicySources(),
  )
  setSecurityHeaders(response.headers)
  applyCachePolicy(response, shared, url)
  const keptPage = kept ? await keepPage(cacheKey, version, response) : null
  if (keptPage) return { response: answerFromCache(request, keptPage, 'miss'), thrown: false }
  // A shared page not kept yet (its URL's first visit) says so too.
  if (shared && response.ok) response.headers.set('x-page-cache', 'miss')
  const thrown = await isThrownServerFnAnswer(url, response)
  return { response: await compressResponse(request, response), thrown }
}

export const startInstance = createStart(() => ({
  requestMiddleware: [frame],
  functionMiddleware: [badInputMiddleware, storableInputMiddleware, localeMiddleware],
}))
