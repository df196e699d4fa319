/**
 * Where events land: the raw row (kept 13 months, see analytics-retention.server) and, for events about
 * an offer or an organisation, its per-day counter — in one transaction, a batch at a time. Events naming
 * an offer or an organisation that does not exist are dropped (forged ids count nothing).
 */
import { inArray, sql } from 'drizzle-orm'
import { type AnalyticsEventType, COUNTED_EVENT_TYPES, type CountedEventType } from '~/domain/analytics'
import { DISPLAY_TIME_ZONE } from '~/i18n/format'
import type { Locale } from '~/i18n/locales'
import type { Database } from '~/server/db/client'
import {
  analyticsCounted,
  analyticsDailyCounts,
  analyticsEvents,
  companies,
  offers,
} from '~/server/db/schema'

export type PendingEvent = {
  type: AnalyticsEventType
  occurredAt: Date
  locale: Locale
  offerId?: string
  companyId?: string
  extra?: Record<string, unknown>
  longSessionId?: string
  sessionId?: string
  /** Who sent it, as a daily-salted hash (events-api): a visitor's counted events count once a day. */
  visitor?: string
}

/** The offer rows of the counters' key for an organisation's own events (its page viewed). */
export const NO_OFFER = '00000000-0000-0000-0000-000000000000'

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE })
/** The calendar day in Brussels (the recruiters' days), `YYYY-MM-DD`. */
export const brusselsDay = (date: Date) => dayFormat.format(date)

const isCounted = (type: AnalyticsEventType): type is CountedEventType =>
  (COUNTED_EVENT_TYPES as readonly string[]).includes(type)

const unique = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))]

const countedKey = (event: PendingEvent) =>
  `${event.visitor}|${event.type}|${event.companyId}|${event.offerId ?? NO_OFFER}`

/**
 * The counted events that are their visitor's first of the day for that offer (or organisation) and type:
 * recorded in `analytics_counted`, so repeats count nothing however they are spread over batches and
 * nodes. Events without a visitor (written by the server itself) all count.
 */
async function firstOfTheDay(db: Database, events: PendingEvent[]): Promise<Set<PendingEvent>> {
  const fresh = new Set<PendingEvent>()
  const byKey = new Map<string, PendingEvent>()
  for (const event of events) {
    if (!isCounted(event.type) || !event.companyId) continue
    if (!event.visitor) fresh.add(event)
    else {
      const key = `${brusselsDay(event.occurredAt)}|${countedKey(event)}`
      if (!byKey.has(key)) byKey.set(key, event)
    }
  }
  if (byKey.size === 0) return fresh
  const rows = [...byKey.entries()].map(([key, event]) => ({ day: brusselsDay(event.occurredAt), key }))
  const inserted = await db
    .insert(analyticsCounted)
    .values(rows)
    .onConflictDoNothing()
    .returning({ key: analyticsCounted.key })
  for (const { key } of inserted) fresh.add(byKey.get(key)!)
  return fresh
}

/** Writes a batch; answers how many events were kept. */
export async function recordEvents(db: Database, events: PendingEvent[]): Promise<number> {
  if (events.length === 0) return 0
  const offerIds = unique(events.map((event) => event.offerId))
  const companyIds = unique(events.filter((event) => !event.offerId).map((event) => event.companyId))
  const [offerRows, companyRows] = await Promise.all([
    offerIds.length
      ? db
          .select({ id: offers.id, companyId: offers.companyId })
          .from(offers)
          .where(inArray(offers.id, offerIds))
      : [],
    companyIds.length
      ? db.select({ id: companies.id }).from(companies).where(inArray(companies.id, companyIds))
      : [],
  ])
  const companyOfOffer = new Map(offerRows.map((row) => [row.id, row.companyId]))
  const knownCompanies = new Set(companyRows.map((row) => row.id))

  const kept = events.flatMap((event) => {
    // The offer decides the organisation (a client cannot credit another one's offer to it).
    if (event.offerId) {
      const companyId = companyOfOffer.get(event.offerId)
      return companyId ? [{ ...event, companyId }] : []
    }
    if (event.companyId && !knownCompanies.has(event.companyId)) return []
    return [event]
  })
  if (kept.length === 0) return 0

  const fresh = await firstOfTheDay(db, kept)
  const counts = new Map<
    string,
    { companyId: string; offerId: string; day: string; type: string; events: number }
  >()
  for (const event of kept) {
    if (!isCounted(event.type) || !event.companyId || !fresh.has(event)) continue
    const row = {
      companyId: event.companyId,
      offerId: event.offerId ?? NO_OFFER,
      day: brusselsDay(event.occurredAt),
      type: event.type,
    }
    const key = `${row.companyId}|${row.offerId}|${row.day}|${row.type}`
    const existing = counts.get(key)
    if (existing) existing.events += 1
    else counts.set(key, { ...row, events: 1 })
  }
  // Always the same order: two nodes bumping the same counters never wait on each other in a cycle.
  const countRows = [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row)

  await db.transaction(async (tx) => {
    await tx.insert(analyticsEvents).values(
      kept.map((event) => ({
        type: event.type,
        occurredAt: event.occurredAt,
        companyId: event.companyId ?? null,
        offerId: event.offerId ?? null,
        locale: event.locale,
        extra: event.extra ?? null,
        longSessionId: event.longSessionId ?? null,
        sessionId: event.sessionId ?? null,
      })),
    )
    if (countRows.length > 0)
      await tx
        .insert(analyticsDailyCounts)
        .values(countRows)
        .onConflictDoUpdate({
          target: [
            analyticsDailyCounts.companyId,
            analyticsDailyCounts.offerId,
            analyticsDailyCounts.day,
            analyticsDailyCounts.type,
          ],
          set: { events: sql`${analyticsDailyCounts.events} + excluded.events` },
        })
  })
  return kept.length
}
