/** Checks every request goes through, before the app or an early handler reads it. */

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

export function setSecurityHeaders(headers: Headers): void {
  headers.set('x-content-type-options', 'nosniff')
  headers.set('referrer-policy', 'strict-origin-when-cross-origin')
  if (!headers.has('x-frame-options')) headers.set('x-frame-options', 'SAMEORIGIN')
}
