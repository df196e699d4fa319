import { definePlugin } from 'nitro'
import { workAlertDigests } from '~/features/alerts/alert-jobs.server'
import { workAnswerDeadlines } from '~/features/answers/answer-jobs.server'
import { workAnswerNews } from '~/features/applications/answer-news.server'
import { workOfferImports } from '~/features/offer-sources/offer-import-jobs.server'
import { workRetention } from '~/features/privacy/retention.server'
import { workUnusedUploads } from '~/features/uploads/unused-uploads.server'
import { startDatabase } from '~/server/db'
import { env } from '~/server/env'
import { startJobQueue } from '~/server/jobs/queue'
import { workMailDeliveries } from '~/server/mail/delivery-queue'

/**
 * Starts the background workers with the server (a Nitro plugin): mail deliveries, the alert digests,
 * the retention of personal data, the e-mails of final answers once their undo window is over, the sweep
 * of uploaded files nothing uses, the scheduled imports of organisations' offer sources, and the daily
 * answers run (closing at the date, reminders).
 * `JOBS=0` leaves them to other nodes; the queue itself still serves the operators' endpoints.
 */
export default definePlugin(() => {
  const config = env()
  if (!config.jobs) return
  startBackgroundJobs(config.digestSchedule, config.answerSchedule).catch((error: unknown) => {
    // The site works without its background jobs; say so once, clearly.
    console.error(`Tremplin: background jobs not started: ${error instanceof Error ? error.message : error}`)
  })
})

async function startBackgroundJobs(schedule: string, answerSchedule: string) {
  const handle = await startDatabase()
  const queue = await startJobQueue(handle)
  await workMailDeliveries(queue, handle.db)
  await workAlertDigests(queue, handle.db, schedule)
  await workRetention(queue, handle.db)
  await workAnswerNews(queue, handle.db)
  await workUnusedUploads(queue, handle.db)
  await workOfferImports(queue, handle.db)
  await workAnswerDeadlines(queue, handle.db, answerSchedule)
}
