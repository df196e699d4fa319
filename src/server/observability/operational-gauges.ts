import { sql } from 'drizzle-orm'
import { type DatabaseHandle, queryRows } from '~/server/db/client'
import { runningJobQueue } from '~/server/jobs/queue'
import { registerGauge } from './metrics'

/**
 * The gauges an operator watches besides request times, read at each scrape: this process's database
 * pool, and the site's job queue and mail outbox (the same for every process: counted once).
 */
export function registerOperationalGauges(handle: DatabaseHandle): void {
  registerGauge({
    name: 'tremplin_db_pool_connections',
    help: "Connections of this process's PostgreSQL pool: total, idle, and requests waiting for one.",
    labelNames: ['state'] as const,
    shared: false,
    read: async () => {
      const stats = handle.poolStats()
      if (!stats) return []
      return Object.entries(stats).map(([state, value]) => ({ labels: { state }, value }))
    },
  })

  registerGauge({
    name: 'tremplin_job_queue_jobs',
    help: 'Background jobs by queue and state (ready, deferred, active, failed and kept).',
    labelNames: ['queue', 'state'] as const,
    shared: true,
    read: async () => {
      const queue = await runningJobQueue()
      if (!queue) return []
      return (await queue.getQueues()).flatMap((q) =>
        (
          [
            ['ready', q.readyCount],
            ['deferred', q.deferredCount],
            ['active', q.activeCount],
            ['failed', q.failedCount],
          ] as const
        ).map(([state, value]) => ({ labels: { queue: q.name, state }, value })),
      )
    },
  })

  registerGauge({
    name: 'tremplin_mail_outbox',
    help: 'E-mails not sent yet: waiting (all), retrying after a failure, and the age in seconds of the oldest.',
    labelNames: ['measure'] as const,
    shared: true,
    read: async () => {
      const [row] = await queryRows<{ waiting: number; retrying: number; oldest: number | null }>(
        handle.db,
        sql`select count(*)::int as waiting,
                   count(*) filter (where attempts > 0)::int as retrying,
                   extract(epoch from now() - min(created_at))::float8 as oldest
            from outgoing_mails where sent_at is null`,
      )
      if (!row) return []
      return [
        { labels: { measure: 'waiting' }, value: row.waiting },
        { labels: { measure: 'retrying' }, value: row.retrying },
        { labels: { measure: 'oldest_seconds' }, value: Number(row.oldest ?? 0) },
      ]
    },
  })
}
