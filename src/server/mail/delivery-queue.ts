/**
 * Bulk mail goes out through the job queue: each stored mail is one job, retried with a growing delay
 * (up to an hour apart, for about a day) when the SMTP server refuses or is down. A failure is kept on the
 * mail's row (`attempts`, `last_error`) and on the job; nothing is dropped.
 */
import { sql } from 'drizzle-orm'
import { fromDrizzle } from 'pg-boss'
import type { Database } from '~/server/db/client'
import type { JobQueue } from '~/server/jobs/queue'
import { deliverStoredMail } from './index'

export const MAIL_DELIVERY_QUEUE = 'mail-delivery'

/** `pollingIntervalSeconds`: how often an idle worker asks for jobs (tests ask more often). */
export async function workMailDeliveries(
  queue: JobQueue,
  db: Database,
  { pollingIntervalSeconds = 2 }: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await queue.createQueue(MAIL_DELIVERY_QUEUE, {
    retryLimit: 30,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 300,
  })
  // One mail per job, several at once: one refused address never holds back the others.
  await queue.work<{ mailId: string }>(
    MAIL_DELIVERY_QUEUE,
    { localConcurrency: 4, pollingIntervalSeconds },
    async ([job]) => {
      await deliverStoredMail(db, job!.data.mailId)
    },
  )
}

/** Enqueues a stored mail's delivery inside the caller's transaction (both commit or neither). */
export async function enqueueMailDelivery(queue: JobQueue, tx: Database, mailId: string): Promise<void> {
  await queue.send(MAIL_DELIVERY_QUEUE, { mailId }, { db: fromDrizzle(tx as never, sql) })
}
