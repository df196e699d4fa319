/**
 * Fixed-window rate limiting keyed by action and client (IP or account). In-process: correct for one app
 * node; a PostgreSQL-backed store for several nodes is planned with the accounts work.
 */
type Window = { count: number; resetAt: number }

export type RateLimit = { limit: number; windowMs: number }

const windows = new Map<string, Window>()

export function hitRateLimit(
  key: string,
  { limit, windowMs }: RateLimit,
  now = Date.now(),
): { allowed: boolean; retryAfterS: number } {
  if (windows.size > 50_000) {
    for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k)
  }
  const current = windows.get(key)
  if (!current || current.resetAt <= now) {
    windows.set(key, { count: 1, resetAt: now + windowMs })
    return { allowed: true, retryAfterS: 0 }
  }
  current.count++
  return { allowed: current.count <= limit, retryAfterS: Math.ceil((current.resetAt - now) / 1000) }
}

/** The client address: the first X-Forwarded-For hop when behind a proxy, else a constant per request source. */
export function clientKey(request: Request): string {
  return (
    request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
    request.headers.get('x-real-ip') ||
    'local'
  )
}

export const NEWSLETTER_LIMIT: RateLimit = { limit: 5, windowMs: 60 * 60 * 1000 }
