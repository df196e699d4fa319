/** Checks every request goes through, before the app or an early handler reads it. */
import { env } from '~/server/env'
import { STATIC_SECURITY_HEADERS } from './security-headers'

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
