/**
 * The background job queue (ARCHITECTURE "Background work"): pg-boss, in the application's database, so
 * several app nodes share one queue and one schedule without a timer of their own. On PGlite it runs on
 * the same embedded instance (pg-boss's PGlite backend); on PostgreSQL it keeps a small pool of its own.
 */
import { fromPglite, PgBoss } from 'pg-boss'
import type { DatabaseHandle } from '~/server/db/client'

export type JobQueue = PgBoss

/** A queue on the database of `handle`, started (its schema created or migrated on first use). */
export async function openJobQueue(
  handle: Pick<DatabaseHandle, 'connection'>,
  { poolSize = 3 }: { poolSize?: number } = {},
): Promise<JobQueue> {
  const { connection } = handle
  const boss =
    connection.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(connection.client), backend: 'pglite' })
      : new PgBoss({ connectionString: connection.url, max: poolSize })
  // A failed poll or maintenance pass is retried by pg-boss itself; it must not crash the web server.
  boss.on('error', (error) => console.warn(`Tremplin jobs: ${error.message}`))
  await boss.start()
  return boss
}

const globalForJobs = globalThis as unknown as { tremplinJobQueue?: Promise<JobQueue> }

/** The process's queue on the application database (opened once; workers are added by the app). */
export function startJobQueue(handle: Pick<DatabaseHandle, 'connection'>): Promise<JobQueue> {
  globalForJobs.tremplinJobQueue ??= openJobQueue(handle)
  return globalForJobs.tremplinJobQueue
}

/** The process's queue when it was started (metrics read it), else null. */
export function runningJobQueue(): Promise<JobQueue> | null {
  return globalForJobs.tremplinJobQueue ?? null
}

/** Stops the process's queue if it was started: running jobs finish (up to a few seconds), none start. */
export async function stopJobQueue(): Promise<void> {
  const queue = globalForJobs.tremplinJobQueue
  if (!queue) return
  globalForJobs.tremplinJobQueue = undefined
  await (await queue.catch(() => null))?.stop({ graceful: true, timeout: 4000 })
}
