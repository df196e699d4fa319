import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CONSENT_COOKIE, serializeConsent } from '~/domain/consent'
import { queryRows } from '~/server/db/client'
import { analyticsDailyCounts, analyticsEvents } from '~/server/db/schema'
import { seedDatabase } from '~/server/db/seed'
import { createWriteBehind } from '~/server/db/write-behind'
import { engines, type TestDatabase } from '../../../tests/databases'
import { offerOf, twoCompanies } from '../../../tests/hiring-setup'
import { purgeOldEvents } from './analytics-retention.server'
import { audienceOf } from './audience.server'
import { type PendingEvent, recordEvents } from './event-store.server'
import { EVENTS_PER_MINUTE, handleLogEvent } from './events-api.server'

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/events/log', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'nl', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const LONG = '11111111-1111-4111-8111-111111111111'
const SESSION = '22222222-2222-4222-8222-222222222222'
const consent = (analytics: boolean) =>
  `${CONSENT_COOKIE}=${serializeConsent({ analytics, advertising: false }, new Date())}`

/** A queue that keeps what the endpoint accepted, to look at it. */
const collect = () => {
  const items: PendingEvent[] = []
  return {
    items,
    push: (item: PendingEvent) => {
      items.push(item)
      return true
    },
  }
}

describe('the events endpoint (docs/product.md#api): what it accepts and refuses', () => {
  it('accepts a valid event with 202 and keeps its identifiers only with analytics consent', async () => {
    const event = {
      type: 'page_view',
      extra: { path: '/nl/banen', name: '/{-$locale}/_lists/banen', query: { page: '2' }, params: {} },
      long_session_id: LONG,
      session_id: SESSION,
    }
    const withConsent = collect()
    const answer = await handleLogEvent(post(event, { cookie: consent(true) }), 'client-a', withConsent)
    expect(answer.status).toBe(202)
    expect(await answer.json()).toEqual({ data: { accepted: true } })
    expect(withConsent.items[0]).toMatchObject({
      type: 'page_view',
      locale: 'nl',
      longSessionId: LONG,
      sessionId: SESSION,
    })

    for (const cookie of [consent(false), '']) {
      const without = collect()
      expect((await handleLogEvent(post(event, { cookie }), 'client-b', without)).status).toBe(202)
      expect(without.items[0]?.longSessionId).toBeUndefined()
      expect(without.items[0]?.sessionId).toBeUndefined()
    }
  })

  it('takes null as "absent", the shape API clients send for what they do not have', async () => {
    const queue = collect()
    const event = {
      type: 'page_view',
      enterprise_uuid: null,
      offer_uuid: null,
      extra: { path: '/', name: '/{-$locale}/', query: {}, params: {} },
      long_session_id: null,
      session_id: null,
    }
    expect((await handleLogEvent(post(event), 'client-null', queue)).status).toBe(202)
    expect(queue.items[0]).toMatchObject({ type: 'page_view', offerId: undefined, companyId: undefined })
    // null is no offer: an event about an offer still needs one.
    const refused = await handleLogEvent(post({ type: 'offer_view', offer_uuid: null }), 'client-null', queue)
    expect(refused.status).toBe(400)
    expect(queue.items).toHaveLength(1)
  })

  it('refuses bad input with a 4xx and queues nothing', async () => {
    const queue = collect()
    const cases: [Request, number][] = [
      [post({ type: 'purchase' }), 400],
      [post({ type: 'offer_view' }), 400],
      [post({ type: 'offer_view', offer_uuid: 'not-a-uuid' }), 400],
      [post({ type: 'company_view' }), 400],
      [post({ type: 'page_view', session_id: "1' or 1=1" }), 400],
      [post({ type: 'page_view', admin: true }), 400],
      [post({ type: 'page_view', extra: { deep: { deeper: { deepest: 1 } } } }), 400],
      [
        post({ type: 'page_view', extra: Object.fromEntries([...Array(40)].map((_, i) => [`k${i}`, i])) }),
        400,
      ],
      [post({ type: 'search_website', extra: { search: 'x'.repeat(250) } }), 400],
      [post({ type: 'search_website', extra: { search: 'x'.repeat(5000) } }), 413],
      [post('{"type": "page_view"'), 400],
      [post('[]'), 400],
      [post({ type: 'page_view' }, { 'content-type': 'text/plain' }), 415],
    ]
    for (const [index, [request, status]] of cases.entries()) {
      const answer = await handleLogEvent(request, 'client-c', queue)
      expect(answer.status, `case ${index}`).toBe(status)
      const body = (await answer.json()) as { error: { status: number; message: string } }
      expect(body.error.status).toBe(status)
    }
    expect(queue.items).toEqual([])
  })

  it('keeps an event whose texts hold what PostgreSQL refuses (NUL, a lone surrogate), without them', async () => {
    const queue = collect()
    // The tracker sends the page's address as the router read it: a URL with %00 gives a NUL.
    const body =
      '{"type":"page_view","extra":{"path":"/nl/gevolgen-bedrijven/\\u0000","params":{"slug":"a\\u0000b","k\\u0000":"\\ud800x"}}}'
    expect((await handleLogEvent(post(body), 'client-nul', queue)).status).toBe(202)
    expect(queue.items[0]?.extra).toEqual({
      path: '/nl/gevolgen-bedrijven/',
      params: { slug: 'ab', k: '\uFFFDx' },
    })
  })

  it('a chunked body larger than the cap is refused without reading it all', async () => {
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1
        controller.enqueue(new TextEncoder().encode('x'.repeat(1024)))
        if (pulled > 1000) controller.close()
      },
    })
    const request = new Request('http://localhost/api/events/log', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    expect((await handleLogEvent(request, 'client-d', collect())).status).toBe(413)
    expect(pulled).toBeLessThan(10)
  })

  it('a flood from one client gets 429 past the limit; other clients are not affected', async () => {
    const queue = collect()
    const statuses: number[] = []
    for (let i = 0; i < EVENTS_PER_MINUTE + 5; i++)
      statuses.push((await handleLogEvent(post({ type: 'page_view' }), 'flooder', queue)).status)
    expect(statuses.filter((status) => status === 202)).toHaveLength(EVENTS_PER_MINUTE)
    expect(statuses.slice(EVENTS_PER_MINUTE)).toEqual([429, 429, 429, 429, 429])
    expect((await handleLogEvent(post({ type: 'page_view' }), 'neighbour', queue)).status).toBe(202)
  })
})

describe('a bounded write-behind buffer', () => {
  it('writes in batches when drained, and drops past its bound instead of growing', async () => {
    const written: number[][] = []
    const buffer = createWriteBehind<number>({
      name: 'numbers',
      write: async (batch) => void written.push(batch),
      maxBatch: 3,
      maxPending: 5,
      intervalMs: 60_000,
    })
    const accepted = [1, 2].map((n) => buffer.push(n))
    await buffer.drain()
    expect(accepted).toEqual([true, true])
    expect(written).toEqual([[1, 2]])
    // Without a drain in between: the sixth is refused.
    const buffered = createWriteBehind<number>({
      name: 'n',
      write: async () => {},
      maxBatch: 100,
      maxPending: 5,
    })
    expect([1, 2, 3, 4, 5, 6].map((n) => buffered.push(n))).toEqual([true, true, true, true, true, false])
    await buffered.drain()
  })

  it('writes a failed batch again one item at a time: only the item refused is lost', async () => {
    const written: number[] = []
    const attempts: number[][] = []
    const buffer = createWriteBehind<number>({
      name: 'numbers',
      write: async (batch) => {
        attempts.push(batch)
        if (batch.includes(13)) throw new Error('refused')
        written.push(...batch)
      },
      intervalMs: 60_000,
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const n of [11, 12, 13, 14]) buffer.push(n)
    await buffer.drain()
    expect(written).toEqual([11, 12, 14])
    expect(attempts).toEqual([[11, 12, 13, 14], [11], [12], [13], [14]])

    // A database that refuses everything: three items alone in a row, then the rest is dropped.
    let calls = 0
    const down = createWriteBehind<number>({
      name: 'numbers',
      write: async () => {
        calls++
        throw new Error('connection refused')
      },
      intervalMs: 60_000,
    })
    for (let n = 0; n < 100; n++) down.push(n)
    await down.drain()
    expect(calls).toBe(1 + 3)
    expect(down.pending()).toBe(0)
    const warned = [...warn.mock.calls]
    warn.mockRestore()
    expect(warned).toEqual([
      ['Tremplin: 1 numbers not written: refused'],
      ['Tremplin: 100 numbers not written: connection refused'],
    ])
  })
})

describe.each(engines())('event storage and the recruiters’ figures on $name', (engine) => {
  let database: TestDatabase
  let companyA: string
  let companyB: string
  let offerA: string
  beforeAll(async () => {
    database = await engine.open()
    await seedDatabase(database.db, { offers: 0 })
    ;[companyA, companyB] = await twoCompanies(database.db)
    offerA = await offerOf(database.db, companyA, 'open')
  })
  afterAll(async () => {
    await database?.dispose()
  })

  const at = (iso: string) => new Date(iso)
  const event = (
    type: PendingEvent['type'],
    occurredAt: Date,
    more: Partial<PendingEvent> = {},
  ): PendingEvent => ({
    type,
    occurredAt,
    locale: 'fr',
    ...more,
  })

  it('counts per offer and organisation per Brussels day; forged ids count nothing; the offer decides the organisation', async () => {
    const { db } = database
    const kept = await recordEvents(db, [
      event('offer_view', at('2026-11-20T10:00:00Z'), { offerId: offerA }),
      event('offer_view', at('2026-11-20T22:59:00Z'), { offerId: offerA }),
      // 23:30 UTC is already the 21st in Brussels.
      event('offer_view', at('2026-11-20T23:30:00Z'), { offerId: offerA }),
      event('apply_click', at('2026-11-20T10:01:00Z'), { offerId: offerA, companyId: companyB }),
      event('offer_save', at('2026-11-20T10:02:00Z'), { offerId: offerA }),
      event('company_view', at('2026-11-20T10:03:00Z'), { companyId: companyA }),
      event('offer_view', at('2026-11-20T10:04:00Z'), { offerId: crypto.randomUUID() }),
      event('company_view', at('2026-11-20T10:05:00Z'), { companyId: crypto.randomUUID() }),
      event('page_view', at('2026-11-20T10:06:00Z'), { extra: { path: '/' }, sessionId: SESSION }),
    ])
    expect(kept).toBe(7)
    const counts = await db
      .select()
      .from(analyticsDailyCounts)
      .where(eq(analyticsDailyCounts.offerId, offerA))
      .orderBy(analyticsDailyCounts.day, analyticsDailyCounts.type)
    expect(counts.map((row) => [row.companyId === companyA, row.day, row.type, row.events])).toEqual([
      [true, '2026-11-20', 'apply_click', 1],
      [true, '2026-11-20', 'offer_save', 1],
      [true, '2026-11-20', 'offer_view', 2],
      [true, '2026-11-21', 'offer_view', 1],
    ])
    const apply = await db.select().from(analyticsEvents).where(eq(analyticsEvents.type, 'apply_click'))
    expect(apply.map((row) => row.companyId)).toEqual([companyA])

    const audience = await audienceOf(db, [companyA, companyB], { now: at('2026-11-21T12:00:00Z') })
    expect(audience.offers.get(offerA)).toEqual({ views: 3, applyClicks: 1, saves: 1 })
    expect(audience.companyViews.get(companyA)).toBe(1)
    expect(audience.companyViews.get(companyB)).toBeUndefined()
    // Thirty days later the 20th has left the window, the 21st not yet.
    const later = await audienceOf(db, [companyA], { now: at('2026-12-20T12:00:00Z') })
    expect(later.offers.get(offerA)).toEqual({ views: 1, applyClicks: 0, saves: 0 })
    // Another organisation's recruiters see nothing of it.
    expect((await audienceOf(db, [companyB], { now: at('2026-11-21T12:00:00Z') })).offers.size).toBe(0)
  })

  it('counts a visitor once per offer, type and day: 11 scripted clients × 30 views count at most 11', async () => {
    const { db } = database
    const offer = await offerOf(db, companyA, 'open')
    const queue = collect()
    for (let client = 0; client < 11; client++)
      for (let view = 0; view < 30; view++) {
        const request = post(
          { type: 'offer_view', offer_uuid: offer, long_session_id: crypto.randomUUID() },
          { cookie: consent(true), 'user-agent': `script-${client % 3}` },
        )
        expect((await handleLogEvent(request, `10.0.0.${client}`, queue)).status).toBe(202)
      }
    // Written over several batches, as the write-behind buffer would.
    for (let start = 0; start < queue.items.length; start += 50)
      await recordEvents(db, queue.items.slice(start, start + 50))
    const [row] = await db
      .select({ events: analyticsDailyCounts.events })
      .from(analyticsDailyCounts)
      .where(sql`${analyticsDailyCounts.offerId} = ${offer} and ${analyticsDailyCounts.type} = 'offer_view'`)
    expect(row!.events).toBe(11)
    // The raw events are all kept (the counters are what dedupes).
    const raw = await db.select().from(analyticsEvents).where(eq(analyticsEvents.offerId, offer))
    expect(raw).toHaveLength(330)
  })

  it('an event the database refuses, written with others, loses only itself', async () => {
    const { db } = database
    const day = at('2026-09-01T09:00:00Z')
    const counted = async () =>
      (
        await db
          .select({ type: analyticsDailyCounts.type, events: analyticsDailyCounts.events })
          .from(analyticsDailyCounts)
          .where(
            sql`${analyticsDailyCounts.offerId} = ${offerA} and ${analyticsDailyCounts.day} = '2026-09-01'`,
          )
          .orderBy(analyticsDailyCounts.type)
      ).map((row) => [row.type, row.events])
    // What the endpoint's schema no longer lets through: a NUL inside the event's JSON.
    await expect(
      recordEvents(db, [event('page_view', day, { extra: { path: '/\u0000' } })]),
    ).rejects.toThrow()
    const buffer = createWriteBehind<PendingEvent>({
      name: 'analytics events',
      write: async (batch) => void (await recordEvents(db, batch)),
      intervalMs: 60_000,
    })
    buffer.push(event('offer_view', day, { offerId: offerA }))
    buffer.push(event('page_view', day, { extra: { path: '/\u0000' } }))
    buffer.push(event('apply_click', day, { offerId: offerA }))
    buffer.push(event('offer_view', day, { offerId: offerA }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await buffer.drain()
    const warned = warn.mock.calls.map(([line]) => String(line).split('\n')[0])
    warn.mockRestore()
    expect(await counted()).toEqual([
      ['apply_click', 1],
      ['offer_view', 2],
    ])
    expect(warned).toEqual([
      expect.stringMatching(
        /^Tremplin: 1 analytics events not written \(unsupported Unicode escape sequence\): Failed query: insert into "analytics_events"/,
      ),
    ])
  })

  it('two writers bumping the same counters at once lose no count', async () => {
    const { db } = database
    const day = at('2026-10-01T09:00:00Z')
    const batch = () => Array.from({ length: 50 }, () => event('offer_view', day, { offerId: offerA }))
    await Promise.all([recordEvents(db, batch()), recordEvents(db, batch()), recordEvents(db, batch())])
    const [row] = await db
      .select({ events: analyticsDailyCounts.events })
      .from(analyticsDailyCounts)
      .where(sql`${analyticsDailyCounts.offerId} = ${offerA} and ${analyticsDailyCounts.day} = '2026-10-01'`)
    expect(row?.events).toBe(150)
  })

  it('deletes raw events after 13 months and keeps the counters', async () => {
    const { db } = database
    await recordEvents(db, [
      event('offer_view', at('2025-09-30T10:00:00Z'), { offerId: offerA }),
      event('page_view', at('2025-10-30T10:00:00Z')),
    ])
    const before = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from analytics_events`)
    expect(await purgeOldEvents(db, at('2026-11-26T10:00:00Z'))).toBe(1)
    const after = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from analytics_events`)
    expect(Number(after[0]?.n)).toBe(Number(before[0]?.n) - 1)
    const old = await db
      .select()
      .from(analyticsDailyCounts)
      .where(sql`${analyticsDailyCounts.day} = '2025-09-30'`)
    expect(old.map((row) => row.events)).toEqual([1])
  })
})
