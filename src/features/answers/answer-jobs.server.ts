/**
 * The daily answers run (docs/answers.md), on the database's job queue like the digests: a pg-boss cron
 * (Brussels time), `singleton` so one run is active at a time, retried when it dies. A run closes the
 * applications past their date (each with its notice), sends the day's reminders, then recomputes which
 * organisations respond quickly. Every step is safe to repeat (see its module).
 */
import { refreshRespondsQuickly } from '~/features/response-record/response-record.server'
import type { Database } from '~/server/db/client'
import type { JobQueue } from '~/server/jobs/queue'
import { enqueueMailDelivery } from '~/server/mail/delivery-queue'
import { log } from '~/server/observability/log'
import { closeOverdue, type EnqueueDelivery } from './answer-deadlines.server'
import { sendReminders } from './answer-reminders.server'

export const ANSWER_QUEUE = 'answer-deadlines'

export type AnswerRunReport = { closed: number; reminders: number; reminded: number; quickChanged: number }

/** One run as of `now` (the clock a test or an operator controls). */
export async function runAnswerDeadlines(
  db: Database,
  { now, enqueueDelivery }: { now: Date; enqueueDelivery: EnqueueDelivery },
): Promise<AnswerRunReport> {
  const { closed } = await closeOverdue(db, { now, enqueueDelivery })
  const reminders = await sendReminders(db, { now, enqueueDelivery })
  const quickChanged = await refreshRespondsQuickly(db, now)
  return { closed, reminders: reminders.mails, reminded: reminders.applications, quickChanged }
}

const ensureAnswerQueue = (queue: JobQueue) =>
  queue.createQueue(ANSWER_QUEUE, {
    policy: 'singleton',
    retryLimit: 5,
    retryDelay: 120,
    retryBackoff: true,
    expireInSeconds: 3600,
  })

export async function workAnswerDeadlines(
  queue: JobQueue,
  db: Database,
  schedule: string,
  { pollingIntervalSeconds = 5 }: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await ensureAnswerQueue(queue)
  await queue.schedule(ANSWER_QUEUE, schedule, null, { tz: 'Europe/Brussels', missed: 'once' })
  await queue.work<{ at?: string } | null>(ANSWER_QUEUE, { pollingIntervalSeconds }, async ([job]) => {
    const at = job?.data?.at ? new Date(job.data.at) : null
    const report = await runAnswerDeadlines(db, {
      now: at && !Number.isNaN(at.getTime()) ? at : new Date(),
      enqueueDelivery: (tx, mailId) => enqueueMailDelivery(queue, tx, mailId),
    })
    log().info({ job: ANSWER_QUEUE, ...report }, 'answers run done')
    return report
  })
}

/** Starts an answers run now (the operators' endpoint), as of `at` when given; null when one is queued. */
export async function requestAnswerRun(queue: JobQueue, at: Date | null): Promise<string | null> {
  await ensureAnswerQueue(queue)
  return queue.send(ANSWER_QUEUE, at ? { at: at.toISOString() } : {})
}
