import { createMiddleware, createStart } from '@tanstack/react-start'
import { localeMiddleware } from './i18n/locale-middleware'
import { localeRedirect } from './i18n/locale-redirects'
import { compressResponse } from './server/http/compression'
import { answerFromCache, keepPage, pageCacheKey } from './server/http/page-cache'
import { applyCachePolicy, currentPageVersion, isCacheablePageRequest } from './server/http/page-cache-policy'
import { crossOriginMutation, setSecurityHeaders, unboundedBody } from './server/http/request-guards'
import { clarifyServerFnFailure, serverFnThrowAnswer } from './server/http/server-fn-failures'
import { badInputMiddleware } from './server/server-functions'

const frame = createMiddleware({ type: 'request' }).server(async ({ request, next }) => {
  const early = crossOriginMutation(request) ?? unboundedBody(request) ?? localeRedirect(request)
  if (early) {
    setSecurityHeaders(early.headers)
    return early
  }

  // Hits were answered before the app (page-cache.middleware.ts); a miss renders here and is kept.
  const url = new URL(request.url)
  const shared = isCacheablePageRequest(request, url)
  // Read before rendering: a write during the render leaves this copy labelled older, never newer.
  const version = shared ? await currentPageVersion() : ''
  let answered: Response
  try {
    answered = (await next()).response
  } catch (error) {
    const refusal = serverFnThrowAnswer(url, error)
    if (!refusal) throw error
    answered = refusal
  }
  const response = await clarifyServerFnFailure(url, answered)
  setSecurityHeaders(response.headers)
  applyCachePolicy(response, shared, url)
  const kept = shared ? await keepPage(pageCacheKey(url), version, response) : null
  if (kept) return answerFromCache(request, kept, 'miss')
  return compressResponse(request, response)
})

export const startInstance = createStart(() => ({
  requestMiddleware: [frame],
  functionMiddleware: [badInputMiddleware, localeMiddleware],
}))
