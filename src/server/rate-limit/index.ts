/**
 * Fixed-window rate limits keyed by action and client (IP or account), counted in the database so that
 * every app node and worker process sees the same counts (the embedded database's workers share it too).
 */
import { getRequest, getRequestIP } from '@tanstack/react-start/server'
import { sql } from 'drizzle-orm'
import { type Database, queryRows } from '~/server/db/client'
import { env } from '~/server/env'

export type RateLimit = { limit: number; windowS: number }

export type RateLimitResult = { allowed: boolean; retryAfterS: number }

/** Counts one hit on `key` and tells whether it is within the limit. */
export async function hitRateLimit(
  db: Database,
  key: string,
  { limit, windowS }: RateLimit,
): Promise<RateLimitResult> {
  const [row] = await queryRows<{ hits: number; retry_after_s: number }>(
    db,
    sql`insert into rate_limits (key, window_start, hits) values (${key}, now(), 1)
        on conflict (key) do update set
          hits = case when rate_limits.window_start <= now() - make_interval(secs => ${windowS}) then 1
                      else rate_limits.hits + 1 end,
          window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowS}) then now()
                              else rate_limits.window_start end
        returning hits, ceil(extract(epoch from (window_start + make_interval(secs => ${windowS}) - now())))::int as retry_after_s`,
  )
  // Now and then, forget windows that ended long ago.
  if (Math.random() < 0.01) {
    await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`)
  }
  const hits = Number(row?.hits ?? 1)
  return { allowed: hits <= limit, retryAfterS: Math.max(1, Number(row?.retry_after_s ?? windowS)) }
}

/** Seconds until `key` may be hit again, 0 when it is within its limit (counts nothing). */
export async function blockedForS(db: Database, key: string, { limit, windowS }: RateLimit): Promise<number> {
  const [row] = await queryRows<{ retry_after_s: number }>(
    db,
    sql`select ceil(extract(epoch from (window_start + make_interval(secs => ${windowS}) - now())))::int as retry_after_s
        from rate_limits
        where key = ${key} and hits >= ${limit} and window_start > now() - make_interval(secs => ${windowS})`,
  )
  return row ? Math.max(1, Number(row.retry_after_s)) : 0
}

/**
 * An attempt that may fail (a password check), limited by its failures on `key`. Each attempt first takes
 * a place in the window (one atomic statement), so however many arrive at once, at most `limit` are tried;
 * a success then gives its place back (`refund`) or clears the key (`reset`: the right password wipes the
 * failures before it). Refused while the key is full.
 */
export async function limitFailures<T>(
  db: Database,
  key: string,
  limit: RateLimit,
  attempt: () => Promise<T>,
  failed: (result: T) => boolean,
  { onSuccess = 'reset' }: { onSuccess?: 'reset' | 'refund' } = {},
): Promise<{ blockedForS: number } | { result: T }> {
  const reserved = await hitRateLimit(db, key, limit)
  if (!reserved.allowed) return { blockedForS: reserved.retryAfterS }
  const result = await attempt()
  if (!failed(result)) {
    if (onSuccess === 'reset') await resetRateLimit(db, key)
    else await db.execute(sql`update rate_limits set hits = greatest(hits - 1, 0) where key = ${key}`)
  }
  return { result }
}

/** Clears every key starting with `prefix` (an account's failed sign-ins from every address). */
export async function resetRateLimitsStartingWith(db: Database, prefix: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where left(key, ${prefix.length}) = ${prefix}`)
}

/**
 * The failed sign-ins of one account from one client address. Keyed by both, so an attacker guessing
 * from her addresses never locks the owner out of her own (docs/security.md); each address gets 5 tries per
 * 15 minutes per account, and every address 30 sign-ins of any account (LOGIN_IP_LIMIT).
 */
export const loginFailuresKey = (email: string, client: string) => `${loginFailuresPrefix(email)}${client}`
export const loginFailuresPrefix = (email: string) => `login:account:${email.trim().toLowerCase()}:`

/** Clears a key (e.g. the failed-login counter of an account after a successful sign-in). */
export async function resetRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`)
}

/**
 * The client address of the current request: the connection's, or behind TRUST_PROXY=n proxies the
 * X-Forwarded-For entry n hops from the right. Each proxy appends the address it saw, so entries to the
 * left of that one are whatever the client chose to send (never trusted: they would dodge the limits).
 */
export function clientKey(outside?: { request: Request; connectionIp: string | undefined }): string {
  // Outside the app (an early Nitro handler) the caller gives the request; inside, Start's context has it.
  const request = outside?.request ?? getRequest()
  const connection = (outside ? outside.connectionIp : getRequestIP()) ?? 'unknown'
  const hops = env().trustProxy
  if (hops === 0) return connection
  return forwardedClient(request.headers.get('x-forwarded-for'), hops) ?? connection
}

/** The address `hops` entries from the right of an X-Forwarded-For header (null when it has fewer). */
export function forwardedClient(header: string | null, hops: number): string | null {
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries.length >= hops ? (entries[entries.length - hops] ?? null) : null
}

export const NEWSLETTER_LIMIT: RateLimit = { limit: 5, windowS: 60 * 60 }
/** Newsletter confirmation e-mails to one address, whoever asks. */
export const NEWSLETTER_ADDRESS_LIMIT: RateLimit = { limit: 3, windowS: 24 * 60 * 60 }
export const CONTACT_LIMIT: RateLimit = { limit: 5, windowS: 60 * 60 }
/** Sign-in attempts per client address, and failed attempts per account (brute force on one account). */
export const LOGIN_IP_LIMIT: RateLimit = { limit: 30, windowS: 15 * 60 }
export const LOGIN_ACCOUNT_LIMIT: RateLimit = { limit: 5, windowS: 15 * 60 }
export const REGISTER_LIMIT: RateLimit = { limit: 10, windowS: 60 * 60 }
export const RECOVERY_IP_LIMIT: RateLimit = { limit: 10, windowS: 60 * 60 }
export const RECOVERY_ACCOUNT_LIMIT: RateLimit = { limit: 3, windowS: 60 * 60 }
/** Confirmation links sent again to one account. */
export const CONFIRMATION_RESEND_LIMIT: RateLimit = { limit: 3, windowS: 60 * 60 }
/** `POST /api/upload` calls per account (each call may carry several files). */
export const UPLOAD_LIMIT: RateLimit = { limit: 30, windowS: 60 * 60 }
/** "Download my data" per account: a zip of everything, not something to repeat often. */
export const DATA_EXPORT_LIMIT: RateLimit = { limit: 5, windowS: 60 * 60 }
/** CV imports per account: each reads a PDF (about a second of one core). */
export const CV_IMPORT_LIMIT: RateLimit = { limit: 10, windowS: 60 * 60 }
/** Applications sent per talent: a busy day of job hunting, not a script. */
export const APPLY_LIMIT: RateLimit = { limit: 30, windowS: 60 * 60 }
/** Status changes and notes per recruiter. */
export const RECRUITER_WRITE_LIMIT: RateLimit = { limit: 600, windowS: 60 * 60 }
/** Unsubscribe links (signed, so guessing is hopeless; this bounds the cost of trying). */
/**
 * New image variants rendered for one client (`/api/resized` cache misses; cached variants are free): a
 * browsing visitor on a cold cache needs a few hundred, a script asking for every size is cut off.
 */
export const RESIZE_LIMIT: RateLimit = { limit: 1200, windowS: 10 * 60 }
export const UNSUBSCRIBE_LIMIT: RateLimit = { limit: 60, windowS: 60 * 60 }
