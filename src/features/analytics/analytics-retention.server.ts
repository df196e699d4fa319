/**
 * The privacy policy's promise: raw events (with their identifiers) are deleted after 13 months; the
 * per-day counters, which name no one, stay. The nightly retention job
 * (privacy/retention.server) deletes them in slices.
 */

import { sql } from 'drizzle-orm'
import { ANALYTICS_RAW_RETENTION_MONTHS } from '~/domain/analytics'
import type { Database } from '~/server/db/client'
import { deleteOlderThan } from '~/server/db/delete-in-slices'

/** Deletes the raw events older than the retention, and who was counted before yesterday; answers how many events. */
export async function purgeOldEvents(db: Database, now = new Date()): Promise<number> {
  const yesterday = new Date(now.getTime() - 86_400_000)
  await db.execute(
    sql`delete from analytics_counted where day < ${yesterday.toISOString().slice(0, 10)}::date`,
  )
  const cutoff = new Date(now)
  cutoff.setMonth(cutoff.getMonth() - ANALYTICS_RAW_RETENTION_MONTHS)
  return deleteOlderThan(db, { table: 'analytics_events', timeColumn: 'occurred_at', cutoff, slice: 20_000 })
}
