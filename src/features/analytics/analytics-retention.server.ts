/**
 * The privacy policy's promise: raw events (with their identifiers) are deleted after 13 months; the
 * per-day counters, which name no one, stay. A daily job deletes in slices so no lock is held for long.
 */
import { sql } from 'drizzle-orm'
import { ANALYTICS_RAW_RETENTION_MONTHS } from '~/domain/analytics'
import { type Database, queryRows } from '~/server/db/client'
import type { JobQueue } from '~/server/jobs/queue'

const RETENTION_QUEUE = 'analytics-retention'
const SLICE = 20_000

/** Deletes the raw events older than the retention; answers how many. */
export async function purgeOldEvents(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now)
  cutoff.setMonth(cutoff.getMonth() - ANALYTICS_RAW_RETENTION_MONTHS)
  let deleted = 0
  for (;;) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`delete from analytics_events where id in (
            select id from analytics_events where occurred_at < ${cutoff} limit ${SLICE}
          ) returning id`,
    )
    deleted += rows.length
    if (rows.length < SLICE) return deleted
  }
}

/** Every night at 03:30 Brussels time, one node deletes what is past the retention. */
export async function workAnalyticsRetention(queue: JobQueue, db: Database): Promise<void> {
  await queue.createQueue(RETENTION_QUEUE, { policy: 'singleton', retryLimit: 3, expireInSeconds: 3600 })
  await queue.schedule(RETENTION_QUEUE, '30 3 * * *', null, { tz: 'Europe/Brussels' })
  await queue.work(RETENTION_QUEUE, async () => ({ deleted: await purgeOldEvents(db) }))
}
