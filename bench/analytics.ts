/**
 * `npm run bench:analytics [-- --events 10000000 --pglite-events 1000000 --http | --http-only]`: first-party analytics
 * at scale (docs/consent-analytics.md).
 *   1. Ingestion through the endpoint's handler: checked, queued, written in batches with the per-day
 *      counters (the write-behind path the server uses) — events per second.
 *   2. Storage at volume: `--events` raw events over 13 months generated in the database, the per-day
 *      counters built from them; then what reads them: a recruiter's 30-day figures (one organisation, and
 *      the 10 biggest), the site's page views per day for a month from the raw table, the nightly purge.
 *   On an in-memory PGlite (`--pglite-events`, its heap is the limit) and, when BENCH_DATABASE_URL is set,
 *   on PostgreSQL.
 *   3. `--http`: the production build (`npm run build` first) on the embedded database, `POST
 *      /api/events/log` at 50 connections from many clients, and the job list's latency alone and meanwhile.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { purgeOldEvents } from '../src/features/analytics/analytics-retention.server'
import { audienceOf } from '../src/features/analytics/audience.server'
import { NO_OFFER, type PendingEvent, recordEvents } from '../src/features/analytics/event-store.server'
import { handleLogEvent } from '../src/features/analytics/events-api.server'
import { type Database, type DatabaseHandle, openDatabase } from '../src/server/db/client'
import { offers } from '../src/server/db/schema'
import { seedDatabase } from '../src/server/db/seed'
import { waitUntilAnswering } from './app-processes'
import { formatRow, measure } from './stats'
import { onThrowawayPostgres } from './throwaway-postgres'

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '10000000' },
    'pglite-events': { type: 'string', default: '1000000' },
    ingest: { type: 'string', default: '50000' },
    http: { type: 'boolean', default: false },
    'http-only': { type: 'boolean', default: false },
  },
})
const options = z
  .object({
    events: z.coerce.number().int().min(10_000).max(100_000_000),
    'pglite-events': z.coerce.number().int().min(10_000).max(100_000_000),
    ingest: z.coerce.number().int().min(1000).max(10_000_000),
    http: z.boolean(),
    'http-only': z.boolean(),
  })
  .parse(values)

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1)

/**
 * Events through the handler as the server takes them (checked, limited, queued), then written as the
 * write-behind buffer writes them: batches of 500 with their per-day counters. Timed apart, since on the
 * embedded database the writes run on the same thread.
 */
async function ingestion(db: Database) {
  const offerRows = await db.select({ id: offers.id }).from(offers).limit(500)
  const queued: PendingEvent[] = []
  const queue = { push: (event: PendingEvent) => queued.push(event) > 0 }
  const bodies = [
    (i: number) => ({
      type: 'page_view',
      extra: { path: `/offres-emploi?page=${i % 9}`, name: 'jobs', query: {} },
    }),
    (i: number) => ({ type: 'offer_view', offer_uuid: offerRows[i % offerRows.length]!.id }),
    (i: number) => ({ type: 'search_website', extra: { search: `mot ${i % 50}`, where: 'jobs' } }),
    (i: number) => ({ type: 'apply_click', offer_uuid: offerRows[(i * 7) % offerRows.length]!.id }),
  ]
  const started = performance.now()
  for (let i = 0; i < options.ingest; i++) {
    const request = new Request('http://bench/api/events/log', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
      body: JSON.stringify(bodies[i % bodies.length]!(i)),
    })
    const answer = await handleLogEvent(request, `client-${i % 5000}`, queue)
    if (answer.status !== 202) throw new Error(`event ${i}: ${answer.status}`)
  }
  const handled = (performance.now() - started) / 1000
  const writing = performance.now()
  for (let at = 0; at < queued.length; at += 500) await recordEvents(db, queued.slice(at, at + 500))
  const written = (performance.now() - writing) / 1000
  console.info(
    `ingestion of ${options.ingest.toLocaleString('en')} events: the handler ${(options.ingest / handled).toFixed(0)} events/s; the batched writes ${(options.ingest / written).toFixed(0)} events/s; both on one thread ${(options.ingest / (handled + written)).toFixed(0)} events/s`,
  )
}

/** `count` raw events over the last 13 months, generated in the database a million at a time. */
async function generate(db: Database, count: number) {
  const started = performance.now()
  const chunk = 1_000_000
  for (let done = 0; done < count; done += chunk) {
    const size = Math.min(chunk, count - done)
    await db.execute(sql`
      with o as (select array_agg(id order by id) as ids, array_agg(company_id order by id) as cids, count(*)::int as n from offers)
      insert into analytics_events (occurred_at, type, company_id, offer_id, locale, long_session_id, session_id)
      -- In time order, as the app appends them (the BRIN index on the time relies on it).
      select now() - interval '395 days' + ((${done} + g)::float8 / ${count}) * interval '395 days', t.type,
             case when t.type in ('page_view', 'search_website') then null else o.cids[1 + (g % o.n)] end,
             case when t.type in ('page_view', 'search_website', 'company_view') then null else o.ids[1 + (g % o.n)] end,
             (array['fr', 'nl', 'en'])[1 + g % 3],
             case when g % 2 = 0 then gen_random_uuid() end,
             case when g % 2 = 0 then gen_random_uuid() end
      from o, generate_series(1, ${size}) as g,
           lateral (select (array['page_view', 'page_view', 'page_view', 'page_view', 'offer_view', 'offer_view',
                                  'search_website', 'apply_click', 'offer_save', 'company_view'])[1 + (g * 7 + ${done}) % 10] as type) t`)
  }
  console.info(`generated ${count.toLocaleString('en')} raw events in ${seconds(started)} s`)
  const counted = performance.now()
  await db.execute(sql`
    insert into analytics_daily_counts (company_id, offer_id, day, type, events)
    select company_id, coalesce(offer_id, ${NO_OFFER}::uuid), (occurred_at at time zone 'Europe/Brussels')::date, type, count(*)
    from analytics_events
    where type in ('offer_view', 'apply_click', 'offer_save', 'company_view') and company_id is not null
    group by 1, 2, 3, 4
    on conflict (company_id, offer_id, day, type) do update set events = analytics_daily_counts.events + excluded.events`)
  await db.execute(sql`analyze analytics_events`)
  await db.execute(sql`analyze analytics_daily_counts`)
  const { rows } = (await db.execute(
    sql`select count(*)::int as n from analytics_daily_counts`,
  )) as unknown as {
    rows: { n: number }[]
  }
  console.info(
    `per-day counters built from them in ${seconds(counted)} s (${rows[0]?.n.toLocaleString('en')} rows)`,
  )
}

async function reads(db: Database) {
  const biggest = await db.execute(sql`
    select company_id from analytics_daily_counts group by company_id order by sum(events) desc limit 10`)
  const companies = (biggest as unknown as { rows: { company_id: string }[] }).rows.map(
    (row) => row.company_id,
  )
  console.info(
    formatRow(
      "a recruiter's 30-day figures (one organisation)",
      await measure(50, () => audienceOf(db, [companies[0]!])),
    ),
  )
  console.info(
    formatRow('the same for 10 organisations at once', await measure(50, () => audienceOf(db, companies))),
  )
  console.info(
    formatRow(
      'page views per day over 30 days (raw events)',
      await measure(5, () =>
        db.execute(sql`
          select date_trunc('day', occurred_at) as day, count(*) from analytics_events
          where type = 'page_view' and occurred_at > now() - interval '30 days' group by 1 order by 1`),
      ),
    ),
  )
  const purged = performance.now()
  // A month more than the policy's 13: what the first nightly run after a month of downtime would delete.
  const deleted = await purgeOldEvents(db, new Date(Date.now() + 30 * 86_400_000))
  console.info(
    `purge past the retention: ${deleted.toLocaleString('en')} events deleted in ${seconds(purged)} s`,
  )
}

async function bench(label: string, handle: DatabaseHandle, events: number) {
  await handle.migrate()
  await seedDatabase(handle.db, { offers: 5000 })
  console.info(`\n${label}:`)
  await ingestion(handle.db)
  await generate(handle.db, events)
  await reads(handle.db)
  await handle.close()
}

/** The production server on the embedded database; events flood in while the job list is timed. */
async function http() {
  const port = 3460
  const env = {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: '',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'tremplin-bench-events-')),
    TRUST_PROXY: '1',
    PAGE_CACHE_MB: '0',
  }
  const server: ChildProcess = spawn(process.execPath, ['.output/server/index.mjs'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  try {
    await waitUntilAnswering(`${base}/api/health`)
    let n = 0
    // Many clients (distinct addresses behind the proxy), or one client (refused past its limit).
    const flood = (oneClient = false) =>
      autocannon({
        url: `${base}/api/events/log`,
        connections: 50,
        duration: 10,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              headers: {
                ...request.headers,
                'x-forwarded-for': oneClient
                  ? '10.9.9.9'
                  : `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}`,
              },
              body: JSON.stringify({ type: 'page_view', extra: { path: `/offres-emploi?page=${n % 9}` } }),
            }),
          },
        ],
      })
    const page = (duration: number) =>
      autocannon({
        url: `${base}/offres-emploi`,
        connections: 2,
        duration,
        headers: { 'accept-encoding': 'br' },
      })
    await page(3)
    const alone = await page(10)
    const [events, during] = await Promise.all([flood(), page(10)])
    const [single, duringSingle] = await Promise.all([flood(true), page(10)])
    const status = (result: autocannon.Result) =>
      `${result['2xx']} 2xx, ${result.non2xx} other, ${result.errors} errors`
    console.info(`\nHTTP, production build, embedded database:`)
    console.info(
      `POST /api/events/log, 50 connections: ${(events.requests.total / events.duration).toFixed(0)} req/s, p50 ${events.latency.p50} ms, p99 ${events.latency.p99} ms (${status(events)})`,
    )
    console.info(
      `the same from one client: ${(single.requests.total / single.duration).toFixed(0)} req/s, p50 ${single.latency.p50} ms, p99 ${single.latency.p99} ms (${status(single)})`,
    )
    console.info(
      `the job list (2 connections, uncached) alone: p50 ${alone.latency.p50} ms, p99 ${alone.latency.p99} ms; during the many-client flood: p50 ${during.latency.p50} ms, p99 ${during.latency.p99} ms; during the one-client flood: p50 ${duringSingle.latency.p50} ms, p99 ${duringSingle.latency.p99} ms`,
    )
  } finally {
    server.kill('SIGTERM')
  }
}

if (!options['http-only']) {
  await bench('PGlite (in memory)', await openDatabase({ kind: 'pglite' }), options['pglite-events'])
  await onThrowawayPostgres((handle) => bench('PostgreSQL', handle, options.events))
}
if (options.http || options['http-only']) await http()
