/**
 * The digest through the real job queue (pg-boss on the same database, both engines): a run requested
 * now is worked, its e-mail stored and enqueued in the talent's transaction, and delivered to the SMTP
 * server by the mail job.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companies, offers, outgoingMails, searchAlerts } from '~/server/db/schema'
import { seedDatabase } from '~/server/db/seed'
import { type JobQueue, openJobQueue } from '~/server/jobs/queue'
import { workMailDeliveries } from '~/server/mail/delivery-queue'
import { engines, servedPglite, type TestDatabase } from '../../../tests/databases'
import { smtpForTests } from '../../../tests/smtp'
import { createTalent } from '../../../tests/storage-setup'
import { DIGEST_QUEUE, requestDigestRun, workAlertDigests } from './alert-jobs.server'

const smtp = await smtpForTests()

async function waitFor<T>(probe: () => T | undefined, seconds = 30): Promise<T> {
  for (let i = 0; i < seconds * 10; i++) {
    const value = probe()
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('timed out')
}

describe.each([...engines(), servedPglite])('the digest job on $name', (engine) => {
  let database: TestDatabase
  let queue: JobQueue
  beforeAll(async () => {
    database = await engine.open()
    await seedDatabase(database.db, { offers: 50 })
    queue = await openJobQueue(database)
    // Workers that ask for jobs every half second (the app's ask every 2 and 5 s): the test waits less.
    await workMailDeliveries(queue, database.db, { pollingIntervalSeconds: 0.5 })
    await workAlertDigests(queue, database.db, '0 7 * * *', { pollingIntervalSeconds: 0.5 })
  }, 120_000)
  afterAll(async () => {
    await queue?.stop({ graceful: false })
    await database?.dispose()
  })

  it('runs when asked, once at a time, and the mail job delivers its e-mail', async () => {
    const { db } = database
    const sofia = await createTalent(db, 'Sofia')
    await db.insert(searchAlerts).values({
      userId: sofia.userId,
      name: 'Pangolins',
      query: 'pangolin',
      createdAt: new Date(Date.now() - 3_600_000),
    })
    const [company] = await db.select({ id: companies.id }).from(companies).limit(1)
    await db.insert(offers).values({
      companyId: company!.id,
      slug: `pangolin-${crypto.randomUUID()}`,
      language: 'fr',
      title: 'Soigneuse de pangolins',
      companyName: 'set by trigger',
      contractType: 'cdi',
      remotePolicy: 'remote_not_authorized',
      category: 'environment',
      status: 'published',
      publishedAt: new Date(Date.now() - 1_800_000),
    })

    expect(await requestDigestRun(queue)).not.toBeNull()
    const received = await waitFor(() => smtp.received.find((mail) => mail.to.includes(sofia.email)))
    expect(received.mail.text).toContain('Soigneuse de pangolins')
    // Marked sent once the SMTP server took it (just after it arrived there).
    for (let i = 0; i < 100; i++) {
      const [stored] = await db.select().from(outgoingMails).where(eq(outgoingMails.userId, sofia.userId))
      if (stored?.sentAt) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const [stored] = await db.select().from(outgoingMails).where(eq(outgoingMails.userId, sofia.userId))
    expect(stored!.sentAt).not.toBeNull()
    // Asked again: nothing new for her, nothing sent.
    const again = await requestDigestRun(queue)
    for (let i = 0; i < 300; i++) {
      const job = await queue.getJobById(DIGEST_QUEUE, again!)
      if (job?.state === 'completed') break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(smtp.received.filter((mail) => mail.to.includes(sofia.email))).toHaveLength(1)
  }, 60_000)
})
