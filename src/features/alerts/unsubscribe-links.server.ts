/**
 * The unsubscribe links of alert digests: one per saved search, one per followed organisation, one for
 * every alert e-mail (the List-Unsubscribe header's). A link names its digest, what it stops and when it
 * expires, signed with APP_SECRET (HMAC-SHA256), so it works without a password and cannot be forged for
 * someone else; it works once (a replay changes nothing, e.g. after she switched the alert back on).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { UNSUBSCRIBE_LINK_DAYS } from '~/domain/alerts'
import type { Locale } from '~/i18n/locales'
import { pathFor } from '~/i18n/paths'
import type { Database } from '~/server/db/client'
import {
  alertDigests,
  alertUnsubscribes,
  companies,
  companyAlerts,
  searchAlerts,
  users,
} from '~/server/db/schema'
import { env } from '~/server/env'
import { clientKey, limitFailures, UNSUBSCRIBE_LIMIT } from '~/server/rate-limit'
import type { UnsubscribeOutcome } from './alerts.model'

/** What a link stops: one saved search, one followed organisation, or every alert e-mail. */
export type UnsubscribeScope =
  | { kind: 'search'; id: string }
  | { kind: 'company'; id: string }
  | { kind: 'picks' }
  | { kind: 'all' }

const DAY_MS = 86_400_000
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const TOKEN = new RegExp(`^(${UUID})\\.(all|picks|s_${UUID}|c_${UUID})\\.(\\d{1,12})\\.([A-Za-z0-9_-]{43})$`)

const scopeText = (scope: UnsubscribeScope) =>
  scope.kind === 'all' || scope.kind === 'picks'
    ? scope.kind
    : `${scope.kind === 'search' ? 's' : 'c'}_${scope.id}`

const signature = (payload: string) =>
  createHmac('sha256', env().appSecret).update(`alert-unsubscribe:${payload}`).digest('base64url')

export function unsubscribeToken(digestId: string, scope: UnsubscribeScope, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000 + (UNSUBSCRIBE_LINK_DAYS * DAY_MS) / 1000)
  const payload = `${digestId}.${scopeText(scope)}.${expires}`
  return `${payload}.${signature(payload)}`
}

/** The page a person lands on from the e-mail (it stops the alert, then says so). */
export const unsubscribePageUrl = (token: string, locale: Locale) =>
  `${env().appUrl}${pathFor('alertUnsubscribe', locale)}?${new URLSearchParams({ token })}`

/** The RFC 8058 one-click address (mail clients POST `List-Unsubscribe=One-Click` to it). */
export const oneClickUrl = (token: string) =>
  `${env().appUrl}/api/alerts/unsubscribe?${new URLSearchParams({ token })}`

type Parsed = { digestId: string; scope: UnsubscribeScope; expires: number }

function parse(token: string): Parsed | 'invalid' {
  const match = TOKEN.exec(token)
  if (!match) return 'invalid'
  const [, digestId, scope, expires, given] = match
  const expected = Buffer.from(signature(`${digestId}.${scope}.${expires}`))
  const actual = Buffer.from(given!)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'invalid'
  return {
    digestId: digestId!,
    scope:
      scope === 'all' || scope === 'picks'
        ? { kind: scope as 'all' | 'picks' }
        : { kind: scope!.startsWith('s_') ? 'search' : 'company', id: scope!.slice(2) },
    expires: Number(expires),
  }
}

/** Stops what a link names, once; anything forged, expired or already used changes nothing. */
export async function redeemUnsubscribe(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<UnsubscribeOutcome> {
  const parsed = parse(token)
  if (parsed === 'invalid') return { ok: false, error: 'invalid' }
  if (parsed.expires * 1000 < now.getTime()) return { ok: false, error: 'expired' }
  const { digestId, scope } = parsed
  return db.transaction(async (tx) => {
    const [digest] = await tx
      .select({ userId: alertDigests.userId })
      .from(alertDigests)
      .where(eq(alertDigests.id, digestId))
    // The account (and its digests) was deleted since: nothing left to stop.
    if (!digest) return { ok: false as const, error: 'invalid' as const }
    const [first] = await tx
      .insert(alertUnsubscribes)
      .values({ digestId, scope: scopeText(scope) })
      .onConflictDoNothing()
      .returning({ digestId: alertUnsubscribes.digestId })
    if (!first) return { ok: false as const, error: 'used' as const }
    const { userId } = digest
    if (scope.kind === 'picks') {
      await tx.update(users).set({ digestPicks: false, updatedAt: sql`now()` }).where(eq(users.id, userId))
      return { ok: true as const, stopped: { kind: 'picks' as const } }
    }
    if (scope.kind === 'all') {
      await tx.update(users).set({ digestPicks: false, updatedAt: sql`now()` }).where(eq(users.id, userId))
      await tx
        .update(searchAlerts)
        .set({ emailAlert: false, updatedAt: sql`now()` })
        .where(eq(searchAlerts.userId, userId))
      await tx.update(companyAlerts).set({ active: false }).where(eq(companyAlerts.userId, userId))
      return { ok: true as const, stopped: { kind: 'all' as const } }
    }
    if (scope.kind === 'search') {
      const [alert] = await tx
        .update(searchAlerts)
        .set({ emailAlert: false, updatedAt: sql`now()` })
        .where(and(eq(searchAlerts.id, scope.id), eq(searchAlerts.userId, userId)))
        .returning({ name: searchAlerts.name })
      // Deleted since: already stopped, and nothing to name.
      return { ok: true as const, stopped: { kind: 'search' as const, name: alert?.name ?? '' } }
    }
    await tx
      .update(companyAlerts)
      .set({ active: false })
      .where(and(eq(companyAlerts.companyId, scope.id), eq(companyAlerts.userId, userId)))
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, scope.id))
    return { ok: true as const, stopped: { kind: 'company' as const, name: company?.name ?? '' } }
  })
}

/**
 * A link followed by the current client: only forged or garbled links count against its limit, so a
 * mail provider relaying thousands of people's unsubscribes from one address is never held back.
 */
export async function redeemFromClient(
  db: Database,
  token: string,
): Promise<UnsubscribeOutcome | { ok: false; error: 'throttled'; retryAfterS: number }> {
  const limited = await limitFailures(
    db,
    `unsubscribe:${clientKey()}`,
    UNSUBSCRIBE_LIMIT,
    () => redeemUnsubscribe(db, token.slice(0, 300)),
    (outcome) => !outcome.ok && outcome.error === 'invalid',
    { onSuccess: 'refund' },
  )
  return 'result' in limited
    ? limited.result
    : { ok: false, error: 'throttled', retryAfterS: limited.blockedForS }
}
