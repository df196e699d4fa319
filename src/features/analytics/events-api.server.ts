/**
 * `POST /api/events/log` (docs/product.md#api): one event, checked (type, uuids, size), limited per client in memory
 * (a flood costs no query), and queued for a batched write: the answer never waits on the database.
 * Identifiers are kept only when the request carries the visitor's analytics consent.
 */
import { createHmac } from 'node:crypto'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { ANALYTICS_EVENT_MAX_BYTES } from '~/domain/analytics'
import { analyticsAllowed } from '~/domain/consent'
import { apiLocale, parseJsonBody, tooManyRequests } from '~/server/api'
import { getDb } from '~/server/db'
import { createWriteBehind } from '~/server/db/write-behind'
import { env } from '~/server/env'
import { analyticsEventSchema } from './event-input'
import { brusselsDay, type PendingEvent, recordEvents } from './event-store.server'

/** 120 events a minute per client: a person browsing sends a few; past that, dropped with a 429. */
export const EVENTS_PER_MINUTE = 120

const limiter = new RateLimiterMemory({ points: EVENTS_PER_MINUTE, duration: 60 })

export const eventLog = createWriteBehind<PendingEvent>({
  name: 'analytics events',
  write: async (batch) => {
    await recordEvents(await getDb(), batch)
  },
})

/**
 * A visitor as the counters know her: her address and browser, hashed with the day and APP_SECRET, so the
 * same person is one visitor for a day and nobody, not even us, can tell who it was. Ids a client sends
 * (even with consent) are not used: a script could change them at every call.
 */
function dailyVisitor(now: Date, client: string, agent: string): string {
  return createHmac('sha256', env().appSecret)
    .update(`analytics-visitor:${brusselsDay(now)}:${client}:${agent.slice(0, 300)}`)
    .digest('base64url')
    .slice(0, 22)
}

export async function handleLogEvent(
  request: Request,
  client: string,
  queue: Pick<typeof eventLog, 'push'> = eventLog,
  now = new Date(),
): Promise<Response> {
  try {
    await limiter.consume(client)
  } catch {
    return tooManyRequests(60, 'Too many events from this client.')
  }
  const parsed = await parseJsonBody(request, analyticsEventSchema, undefined, ANALYTICS_EVENT_MAX_BYTES)
  if (!parsed.ok) return parsed.response
  const event = parsed.data
  const identified = analyticsAllowed(request.headers.get('cookie'))
  const accepted = queue.push({
    type: event.type,
    occurredAt: now,
    locale: apiLocale(request),
    offerId: event.offer_uuid,
    companyId: event.enterprise_uuid,
    extra: event.extra,
    longSessionId: identified ? event.long_session_id : undefined,
    sessionId: identified ? event.session_id : undefined,
    visitor: dailyVisitor(now, client, request.headers.get('user-agent') ?? ''),
  })
  return Response.json({ data: { accepted } }, { status: 202, headers: { 'cache-control': 'no-store' } })
}
