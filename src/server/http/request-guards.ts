/** Checks every request goes through, before the app or an early handler reads it. */
import { UPLOAD_MAX_REQUEST_BYTES } from '~/domain/uploads'
import { env } from '~/server/env'
import { STATIC_SECURITY_HEADERS } from './security-headers'
import { SERVER_FN_PATH } from './server-fn-failures'

/**
 * A state-changing request sent by a page of another site is refused: with SameSite=Lax cookies such a
 * request is anonymous anyway, this also covers sibling subdomains (same site, other origin).
 */
export function crossOriginMutation(request: Request): Response | null {
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
 * Pages, feeds and files are only read: another method there (PUT, DELETE, TRACE…) is a 405 rather than
 * the page rendered as if it were a GET. The `/api` routes and server functions answer their own methods.
 */
export function methodNotAllowedOnPage(request: Request): Response | null {
  if (request.method === 'GET' || request.method === 'HEAD') return null
  const { pathname } = new URL(request.url)
  if (pathname.startsWith('/api/') || pathname.startsWith(SERVER_FN_PATH)) return null
  return Response.json(
    { error: { status: 405, message: 'Pages are only read: use GET.' } },
    { status: 405, headers: { allow: 'GET, HEAD' } },
  )
}

/**
 * No form or call of this site sends more than this (the upload endpoint excepted: files of 5.00 MB, which
 * it also caps while reading); larger bodies are refused before they are read.
 */
const MAX_BODY_BYTES = 1024 * 1024

const refuse = (status: number, message: string) => Response.json({ error: { status, message } }, { status })

/**
 * A body too large by its declared length: 413 unread. A server-function call without a length (a chunked
 * body): 411, since the framework reads those bodies whole before anything could stop it; the browser always
 * sends a length, and the `/api` endpoints read chunked bodies only up to their cap.
 */
export function unboundedBody(request: Request): Response | null {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return null
  const pathname = new URL(request.url).pathname
  const declared = request.headers.get('content-length')
  if (declared === null) {
    return pathname.startsWith(SERVER_FN_PATH) && request.body !== null
      ? refuse(411, 'Send the body with a Content-Length.')
      : null
  }
  const max = pathname === '/api/upload' ? UPLOAD_MAX_REQUEST_BYTES : MAX_BODY_BYTES
  return Number(declared) > max ? refuse(413, 'The request body is too large.') : null
}

/**
 * The app's answers get the security headers here (static files and framework redirects from a Nitro
 * route rule, vite.config.ts), with HSTS when the site is served over https (`APP_URL`).
 */
export const HSTS = 'max-age=31536000'

export function setSecurityHeaders(headers: Headers, appUrl = env().appUrl): void {
  headers.set('x-content-type-options', STATIC_SECURITY_HEADERS['x-content-type-options'])
  headers.set('referrer-policy', STATIC_SECURITY_HEADERS['referrer-policy'])
  if (!headers.has('x-frame-options'))
    headers.set('x-frame-options', STATIC_SECURITY_HEADERS['x-frame-options'])
  if (appUrl.startsWith('https://')) headers.set('strict-transport-security', HSTS)
}
