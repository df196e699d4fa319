/**
 * The digest job: scheduled in the database (pg-boss cron, Brussels time), so however many app nodes
 * run, one run starts per occurrence; the queue's `singleton` policy keeps a second run from starting
 * while one is active, and a run that dies is retried (the run is idempotent, see digest-run.server).
 */
import type { Database } from '~/server/db/client'
import type { JobQueue } from '~/server/jobs/queue'
import { enqueueMailDelivery } from '~/server/mail/delivery-queue'
import { log } from '~/server/observability/log'
import { runDigests } from './digest-run.server'

export const DIGEST_QUEUE = 'alert-digests'

/** Creates the queue when it does not exist yet (any node may be first: a worker or an operator's request). */
const ensureDigestQueue = (queue: JobQueue) =>
  queue.createQueue(DIGEST_QUEUE, {
    policy: 'singleton',
    retryLimit: 5,
    retryDelay: 120,
    retryBackoff: true,
    expireInSeconds: 3600,
  })

export async function workAlertDigests(
  queue: JobQueue,
  db: Database,
  schedule: string,
  { pollingIntervalSeconds = 5 }: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await ensureDigestQueue(queue)
  await queue.schedule(DIGEST_QUEUE, schedule, null, { tz: 'Europe/Brussels', missed: 'once' })
  await queue.work(DIGEST_QUEUE, { pollingIntervalSeconds }, async ([job]) => {
    const report = await runDigests(db, {
      now: new Date(),
      runKey: job!.id,
      enqueueDelivery: (tx, mailId) => enqueueMailDelivery(queue, tx, mailId),
    })
    log().info({ job: DIGEST_QUEUE, ...report }, 'alert digests done')
    return report
  })
}

/** Starts a digest run now (the operators' endpoint); null when one is already queued or running. */
export async function requestDigestRun(queue: JobQueue): Promise<string | null> {
  await ensureDigestQueue(queue)
  return queue.send(DIGEST_QUEUE, {})
}
