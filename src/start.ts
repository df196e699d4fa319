import { createMiddleware, createStart } from '@tanstack/react-start'
import { UPLOAD_MAX_REQUEST_BYTES } from './domain/uploads'
import { localeMiddleware } from './i18n/locale-middleware'
import { localeRedirect } from './i18n/locale-redirects'
import { compressResponse } from './server/http/compression'
import { answerFromCache, keepPage, pageCacheKey } from './server/http/page-cache'
import { applyCachePolicy, currentPageVersion, isCacheablePageRequest } from './server/http/page-cache-policy'
import { crossOriginMutation, setSecurityHeaders } from './server/http/request-guards'
import { clarifyServerFnFailure, serverFnThrowAnswer } from './server/http/server-fn-failures'
import { badInputMiddleware } from './server/server-functions'

/**
 * No form or call of this site sends more than this (the upload endpoint excepted: files of 5.00 MB, which
 * it also caps while reading); larger bodies are refused before they are read.
 */
const MAX_BODY_BYTES = 1024 * 1024

function oversizedBody(request: Request): Response | null {
  const length = Number(request.headers.get('content-length') ?? 0)
  const max = new URL(request.url).pathname === '/api/upload' ? UPLOAD_MAX_REQUEST_BYTES : MAX_BODY_BYTES
  if (!(length > max)) return null
  return Response.json({ error: { status: 413, message: 'The request body is too large.' } }, { status: 413 })
}

const frame = createMiddleware({ type: 'request' }).server(async ({ request, next }) => {
  const early = crossOriginMutation(request) ?? oversizedBody(request) ?? localeRedirect(request)
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
