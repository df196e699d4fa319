/**
 * The talent's e-mail about a final answer waits out the undo window (docs/applications.md): the move
 * stores when it is due, a delayed job of the database's queue sends it then, and the recruiter leaving
 * the page sends it at once. Each answer's mail is claimed once, so it goes at most once, and never after
 * an undo (the step is gone).
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { runningDatabase } from '~/server/db'
import type { Database } from '~/server/db/client'
import { applicationEvents } from '~/server/db/schema'
import { type JobQueue, runningJobQueue, startJobQueue } from '~/server/jobs/queue'
import { log } from '~/server/observability/log'
import { sendApplicationMails } from './application-mails.server'
import { cancelInterviewsOfEnded } from './interviews.server'

export const ANSWER_NEWS_QUEUE = 'application-answer-news'

/** Puts off a job for the answer `eventId` by `delayS` seconds. */
export type AnswerNewsScheduler = (eventId: string, delayS: number) => Promise<void>

const ensureQueue = (queue: JobQueue) =>
  queue.createQueue(ANSWER_NEWS_QUEUE, { retryLimit: 10, retryDelay: 30, retryBackoff: true })

let queueReady: Promise<JobQueue> | null = null

/**
 * The process's queue (the one the server started, or one opened on the server's database for a node
 * without workers), its queue created. Outside a server (a test, a script) there is none.
 */
function answerQueue(): Promise<JobQueue> {
  queueReady ??= (async () => {
    const database = runningDatabase()
    const running = runningJobQueue()
    if (!running && !database) throw new Error('no job queue in this process')
    const queue = await (running ?? startJobQueue(await database!))
    await ensureQueue(queue)
    return queue
  })().catch((error: unknown) => {
    queueReady = null
    throw error
  })
  return queueReady
}

/** The scheduler of the running server: a pg-boss job that starts after the delay, on any node. */
export const scheduleOnJobQueue: AnswerNewsScheduler = async (eventId, delayS) => {
  await (await answerQueue()).send(ANSWER_NEWS_QUEUE, { eventId }, { startAfter: delayS })
}

/**
 * Sends the talent's e-mail for the answer `eventId` unless it went already or was taken back; answers
 * whether this call sent it.
 */
export async function deliverAnswerNews(db: Database, eventId: string): Promise<boolean> {
  const [claimed] = await db
    .update(applicationEvents)
    .set({ mailedAt: sql`now()` })
    .where(and(eq(applicationEvents.id, eventId), isNull(applicationEvents.mailedAt)))
    .returning({ applicationId: applicationEvents.applicationId, status: applicationEvents.status })
  if (!claimed) return false
  await sendApplicationMails(db, { kind: 'status', applicationId: claimed.applicationId })
  // Once the refusal can no longer be taken back, an interview still ahead has no purpose.
  if (claimed.status === 'refused') await cancelInterviewsOfEnded(db, [claimed.applicationId])
  return true
}

/** The recruiter left the application's page: its answers still waiting are told now. */
export async function releaseAnswerNews(db: Database, applicationId: string): Promise<number> {
  const waiting = await db
    .select({ id: applicationEvents.id })
    .from(applicationEvents)
    .where(
      and(
        eq(applicationEvents.applicationId, applicationId),
        isNotNull(applicationEvents.mailDueAt),
        isNull(applicationEvents.mailedAt),
      ),
    )
  let sent = 0
  for (const { id } of waiting) if (await deliverAnswerNews(db, id)) sent++
  return sent
}

/** The worker: each due answer's mail, retried by the queue if the database is away. */
export async function workAnswerNews(
  queue: JobQueue,
  db: Database,
  { pollingIntervalSeconds = 2 }: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await ensureQueue(queue)
  await queue.work<{ eventId: string }>(ANSWER_NEWS_QUEUE, { pollingIntervalSeconds }, async ([job]) => {
    const sent = await deliverAnswerNews(db, job!.data.eventId)
    log().info({ job: ANSWER_NEWS_QUEUE, sent }, 'answer news done')
  })
}
