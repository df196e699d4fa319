import { createMiddleware, createStart } from '@tanstack/react-start'
import { UPLOAD_MAX_REQUEST_BYTES } from './domain/uploads'
import { localeMiddleware } from './i18n/locale-middleware'
import { localeRedirect } from './i18n/locale-redirects'
import { compressResponse } from './server/http/compression'
import { answerFromCache, keepPage, pageCacheKey } from './server/http/page-cache'
import { applyCachePolicy, currentPageVersion, isCacheablePageRequest } from './server/http/page-cache-policy'
import { badInputMiddleware } from './server/server-functions'

/**
 * A state-changing request sent by a page of another site is refused: with SameSite=Lax cookies such a
 * request is anonymous anyway, this also covers sibling subdomains (same site, other origin).
 */
function crossOriginMutation(request: Request): Response | null {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return null
  const origin = request.headers.get('origin')
  if (!origin) return null
  try {
    if (new URL(origin).host === new URL(request.url).host) return null
  } catch {
    // An unreadable Origin is refused like a foreign one.
  }
  return Response.json(
    { error: { status: 403, message: 'Cross-origin requests may not change anything here.' } },
    { status: 403 },
  )
}

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

function setSecurityHeaders(headers: Headers): void {
  headers.set('x-content-type-options', 'nosniff')
  headers.set('referrer-policy', 'strict-origin-when-cross-origin')
  if (!headers.has('x-frame-options')) headers.set('x-frame-options', 'SAMEORIGIN')
}

const frame = createMiddleware({ type: 'request' }).server(async ({ request, next }) => {
  const refused = crossOriginMutation(request) ?? oversizedBody(request)
  if (refused) return refused
  const redirect = localeRedirect(request)
  if (redirect) return redirect

  // Hits were answered before the app (page-cache.middleware.ts); a miss renders here and is kept.
  const url = new URL(request.url)
  const shared = isCacheablePageRequest(request, url)
  // Read before rendering: a write during the render leaves this copy labelled older, never newer.
  const version = shared ? await currentPageVersion() : ''
  const { response } = await next()
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
