/**
 * The privacy policy's promise: raw events (with their identifiers) are deleted after 13 months; the
 * per-day counters, which name no one, stay. The nightly retention job
 * (privacy/retention.server) deletes them in slices.
 */
import { sql } from 'drizzle-orm'
import { ANALYTICS_RAW_RETENTION_MONTHS } from '~/domain/analytics'
import { type Database, queryRows } from '~/server/db/client'

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
