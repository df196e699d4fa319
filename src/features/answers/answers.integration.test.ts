/**
 * Every application gets an answer, on both engines with a clock the test controls (the runs take `now`)
 * and a real SMTP server: the answer date, the daily reminders (never twice, never to a member who left,
 * two runners at once), closing at the date with its notice, refusal templates per language, the bulk
 * refusal and its undo.
 */
import { and, eq, like } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { talentApplications } from '~/features/applications/talent-applications.server'
import type { SessionUser } from '~/features/auth/sessions.server'
import { saveRefusalTemplate } from '~/features/recruiter/refusal-templates.server'
import {
  previewRefusal,
  refuseAllRemaining,
  refuseWithReason,
  undoBulkRefusal,
} from '~/features/recruiter/refusals.server'
import { applicationEvents, applications, companies, companyMembers, outgoingMails } from '~/server/db/schema'
import { deliverStoredMail } from '~/server/mail'
import { appliedTalent, hiringCast, offerOf } from '../../../tests/hiring-setup'
import { smtpForTests } from '../../../tests/smtp'
import { diskStorageCases, suiteStorage } from '../../../tests/storage-setup'
import { runAnswerDeadlines } from './answer-jobs.server'

const smtp = await smtpForTests()

const DAY = 86_400_000
const later = (days: number) => new Date(Date.now() + days * DAY)
const noSchedule = async () => {}

describe.each(diskStorageCases())('answers on $name', (storageCase) => {
  const context = suiteStorage(storageCase, { offers: 0 })
  let company: string
  let claire: SessionUser
  let jonas: SessionUser
  let outsider: SessionUser
  let offer: string

  /** A run as of `now`, its mails then delivered to the SMTP server (as the delivery job does). */
  async function run(now: Date) {
    const mailIds: string[] = []
    const report = await runAnswerDeadlines(context.db, {
      now,
      enqueueDelivery: async (_tx, mailId) => {
        mailIds.push(mailId)
      },
    })
    for (const id of mailIds) await deliverStoredMail(context.db, id)
    return report
  }

  const mailsTo = (email: string) =>
    smtp.received.filter((received) => received.to.includes(email.toLowerCase()))
  /** The reminders a member received (she also gets a notice of each new application). */
  const remindersTo = (email: string) =>
    mailsTo(email).filter((received) =>
      received.mail.subject?.startsWith('Sollicitaties die op je antwoord wachten'),
    )
  const storedTo = (userId: string) =>
    context.db.select().from(outgoingMails).where(eq(outgoingMails.userId, userId))

  const applied = (name: string, locale: 'fr' | 'nl' | 'en' = 'fr', to = offer) =>
    appliedTalent(context.db, name, to, { locale })

  beforeAll(async () => {
    ;({ company, claire, jonas, outsider } = await hiringCast(context.db, { withJonas: true }))
    await context.db.update(companies).set({ answerDays: 10 }).where(eq(companies.id, company))
    offer = await offerOf(context.db, company, 'open')
  })

  it('gives each application the organisation’s answer date, in her receipt and on her list', async () => {
    const { id, talent } = await applied('Lotte', 'nl')
    const [row] = await context.db.select().from(applications).where(eq(applications.id, id))
    expect(row!.answerDueAt!.getTime() - row!.sentAt.getTime()).toBe(10 * DAY)
    const [receipt] = await storedTo(talent.user.id)
    expect(receipt?.text).toContain('Antwoord verwacht uiterlijk op')
    const [mine] = await talentApplications(context.db, talent.user.id, 'nl')
    expect(mine?.answerDueAt).toBe(row!.answerDueAt!.toISOString())
  })

  it('reminds each member once a day in her language, never one who left, and two runners send one', async () => {
    const { id } = await applied('Mira')
    // Nothing is near its date yet: nothing sent.
    expect((await run(later(1))).reminders).toBe(0)
    const first = await run(later(5))
    // Claire, Jonas and the seed's members of the organisation: one each.
    expect(first.reminders).toBeGreaterThanOrEqual(2)
    expect(remindersTo(jonas.email)).toHaveLength(1)
    const toClaire = remindersTo(claire.email)
    expect(toClaire).toHaveLength(1)
    expect(toClaire[0]!.mail.text).toContain(`/nl/recruiter/sollicitaties/${id}`)
    expect(toClaire[0]!.mail.subject).toContain('Sollicitaties die op je antwoord wachten')
    expect(remindersTo(outsider.email)).toHaveLength(0)
    // The same day again: nothing twice.
    expect((await run(new Date(later(5).getTime() + 60_000))).reminders).toBe(0)
    // Jonas leaves the organisation; the next day only Claire hears, once, though two runners start.
    await context.db
      .delete(companyMembers)
      .where(and(eq(companyMembers.userId, jonas.id), eq(companyMembers.companyId, company)))
    const [a, b] = await Promise.all([run(later(6)), run(later(6))])
    expect(a.reminders + b.reminders).toBe(first.reminders - 1)
    expect(remindersTo(claire.email)).toHaveLength(2)
    expect(remindersTo(jonas.email)).toHaveLength(1)
  })

  it('closes an unanswered application at its date with a kind notice, once', async () => {
    const { id, talent } = await applied('Nadia', 'en')
    const [a, b] = await Promise.all([run(later(10.5)), run(later(10.5))])
    expect(a.closed + b.closed).toBeGreaterThanOrEqual(1)
    const [row] = await context.db.select().from(applications).where(eq(applications.id, id))
    expect(row?.status).toBe('closed')
    const steps = await context.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id))
    expect(steps.at(-1)).toMatchObject({ status: 'closed', actor: 'system', reason: 'deadline' })
    const notices = mailsTo(talent.user.email).filter((m) => m.mail.subject?.includes('is closed'))
    expect(notices).toHaveLength(1)
    expect(notices[0]!.mail.text).toContain('did not answer your application')
    expect((await run(later(11))).closed).toBe(0)
  })

  it('refuses with a reason and the organisation’s template in the talent’s language, previewed first', async () => {
    const { id, talent } = await applied('Sanne', 'nl')
    expect(
      await saveRefusalTemplate(context.db, claire.id, company, 'nl', '<b>Helaas</b> niet deze keer.'),
    ).toEqual({ ok: false, error: 'template-markup' })
    expect(await saveRefusalTemplate(context.db, outsider.id, company, 'nl', 'Helaas.')).toEqual({
      ok: false,
      error: 'not-found',
    })
    expect(
      await saveRefusalTemplate(
        context.db,
        claire.id,
        company,
        'nl',
        'Bedankt, maar we kozen iemand anders.',
      ),
    ).toEqual({ ok: true })
    expect(await previewRefusal(context.db, outsider.id, id, 'experience')).toBeNull()
    const preview = await previewRefusal(context.db, claire.id, id, 'experience')
    expect(preview?.locale).toBe('nl')
    expect(preview?.text).toContain('Bedankt, maar we kozen iemand anders.')
    const before = (await storedTo(talent.user.id)).length
    expect(await refuseWithReason(context.db, outsider.id, id, 'new', 'experience', noSchedule)).toEqual({
      ok: false,
      error: 'not-found',
    })
    expect((await storedTo(talent.user.id)).length).toBe(before)
    const refused = await refuseWithReason(context.db, claire.id, id, 'new', 'experience', noSchedule)
    if (!refused.ok) throw new Error(refused.error)
    const { deliverAnswerNews } = await import('~/features/applications/answer-news.server')
    expect(await deliverAnswerNews(context.db, refused.eventId)).toBe(true)
    const news = (await storedTo(talent.user.id)).at(-1)
    expect(news?.text).toBe(preview?.text)
    // A French talent gets the default French words.
    const other = await applied('Chloé', 'fr')
    const fr = await previewRefusal(context.db, claire.id, other.id, 'position-filled')
    expect(fr?.text).toContain('Le poste est pourvu')
    expect(fr?.text).toContain('Nous avons lu votre candidature avec attention')
  })

  it('refuses all remaining applicants of an offer, and takes them all back within the window', async () => {
    const filled = await offerOf(context.db, company, 'open')
    const three = [
      await applied('Ana', 'fr', filled),
      await applied('Bo', 'nl', filled),
      await applied('Cy', 'en', filled),
    ]
    expect(
      await refuseAllRemaining(context.db, outsider.id, filled, 'position-filled', noSchedule),
    ).toBeNull()
    const bulk = await refuseAllRemaining(context.db, claire.id, filled, 'position-filled', noSchedule)
    expect(bulk?.refused).toHaveLength(3)
    const statuses = async () =>
      (
        await context.db
          .select({ status: applications.status })
          .from(applications)
          .where(eq(applications.offerId, filled))
      ).map((row) => row.status)
    expect(await statuses()).toEqual(['refused', 'refused', 'refused'])
    expect(await undoBulkRefusal(context.db, outsider.id, bulk!.refused)).toBe(0)
    expect(await undoBulkRefusal(context.db, claire.id, bulk!.refused)).toBe(3)
    expect(await statuses()).toEqual(['new', 'new', 'new'])
    // Nothing went to the talents but their receipts.
    for (const { talent } of three) expect(await storedTo(talent.user.id)).toHaveLength(1)
    const again = await refuseAllRemaining(context.db, claire.id, filled, 'position-filled', noSchedule)
    expect(again?.refused).toHaveLength(3)
    const messages = await context.db
      .select({ message: applicationEvents.message })
      .from(applicationEvents)
      .where(like(applicationEvents.reason, 'position-filled'))
    expect(messages.length).toBeGreaterThanOrEqual(3)
  })
})
