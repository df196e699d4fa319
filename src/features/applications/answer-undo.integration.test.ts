import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SessionUser } from '~/features/auth/sessions.server'
import {
  recruiterApplication,
  recruiterMove,
  recruiterRelease,
  recruiterUndo,
} from '~/features/recruiter/recruiter-application.server'
import { applicationEvents, applications, outgoingMails } from '~/server/db/schema'
import { appliedTalent, hiringCast, offerOf } from '../../../tests/hiring-setup'
import { diskStorageCases, suiteStorage } from '../../../tests/storage-setup'
import { deliverAnswerNews } from './answer-news.server'
import { talentApplications } from './talent-applications.server'

describe.each(diskStorageCases())('taking back a final answer on $name', (storageCase) => {
  const context = suiteStorage(storageCase, { offers: 0 })
  let claire: SessionUser
  let jonas: SessionUser
  let outsider: SessionUser
  let offer: string
  const scheduled: { eventId: string; delayS: number }[] = []
  const schedule = async (eventId: string, delayS: number) => {
    scheduled.push({ eventId, delayS })
  }
  const mailsTo = async (userId: string) =>
    (await context.db.select().from(outgoingMails).where(eq(outgoingMails.userId, userId))).length

  /** A fresh application to the open offer, and its talent. */
  const applied = (name: string) => appliedTalent(context.db, name, offer)

  beforeAll(async () => {
    const cast = await hiringCast(context.db, { withJonas: true })
    ;({ claire, jonas, outsider } = cast)
    offer = await offerOf(context.db, cast.company, 'open')
  })

  it('puts off the talent’s e-mail, and an undo within the window leaves no trace and sends nothing', async () => {
    const { id, talent } = await applied('Noor')
    const receipts = await mailsTo(talent.user.id)
    expect(await recruiterMove(context.db, claire.id, id, 'new', 'pending', schedule)).toMatchObject({
      ok: true,
    })
    expect(await mailsTo(talent.user.id)).toBe(receipts + 1)
    const refused = await recruiterMove(context.db, claire.id, id, 'pending', 'refused', schedule)
    if (!refused.ok) throw new Error(refused.error)
    expect(scheduled.at(-1)).toEqual({ eventId: refused.eventId, delayS: 10 })
    expect(await mailsTo(talent.user.id)).toBe(receipts + 1)
    // Noor does not see the refusal while it may still be taken back.
    const [mine] = await talentApplications(context.db, talent.user.id, 'fr')
    expect(mine).toMatchObject({ status: 'pending' })
    expect(mine?.timeline.map((step) => step.status)).toEqual(['new', 'pending'])

    // Another organisation's recruiter, and a colleague, cannot take Claire's answer back.
    expect(await recruiterUndo(context.db, outsider.id, id, refused.eventId)).toEqual({
      ok: false,
      error: 'not-found',
    })
    expect(await recruiterUndo(context.db, jonas.id, id, refused.eventId)).toEqual({
      ok: false,
      error: 'too-late',
    })
    expect(await recruiterUndo(context.db, claire.id, id, refused.eventId)).toEqual({
      ok: true,
      status: 'pending',
    })
    const seen = await recruiterApplication(context.db, claire.id, id)
    expect(seen?.status).toBe('pending')
    expect(seen?.timeline.map((step) => step.status)).toEqual(['new', 'pending'])
    // The job that comes at the window's end finds nothing to send.
    expect(await deliverAnswerNews(context.db, refused.eventId)).toBe(false)
    expect(await mailsTo(talent.user.id)).toBe(receipts + 1)
    // She answers again, for real this time.
    expect(await recruiterMove(context.db, claire.id, id, 'pending', 'accepted', schedule)).toMatchObject({
      ok: true,
      status: 'accepted',
    })
  })

  it('sends the e-mail once when the recruiter leaves, and refuses an undo after it went or after the window', async () => {
    const { id, talent } = await applied('Wout')
    const before = await mailsTo(talent.user.id)
    const refused = await recruiterMove(context.db, claire.id, id, 'new', 'refused', schedule)
    if (!refused.ok) throw new Error(refused.error)
    expect(await recruiterRelease(context.db, outsider.id, id)).toBe(false)
    expect(await mailsTo(talent.user.id)).toBe(before)
    expect((await talentApplications(context.db, talent.user.id, 'fr'))[0]?.status).toBe('new')
    expect(await recruiterRelease(context.db, claire.id, id)).toBe(true)
    expect(await mailsTo(talent.user.id)).toBe(before + 1)
    // Told by e-mail, she sees it in her list too.
    expect((await talentApplications(context.db, talent.user.id, 'fr'))[0]?.status).toBe('refused')
    // The queued job, later: already sent, nothing more.
    expect(await deliverAnswerNews(context.db, refused.eventId)).toBe(false)
    expect(await mailsTo(talent.user.id)).toBe(before + 1)
    expect(await recruiterUndo(context.db, claire.id, id, refused.eventId)).toEqual({
      ok: false,
      error: 'too-late',
    })

    // A window that is over: no undo, the answer stands.
    const other = await applied('Ines')
    const accepted = await recruiterMove(context.db, claire.id, other.id, 'new', 'accepted', schedule)
    if (!accepted.ok) throw new Error(accepted.error)
    await context.db
      .update(applicationEvents)
      .set({ mailDueAt: sql`now() - interval '1 second'` })
      .where(eq(applicationEvents.id, accepted.eventId))
    expect(await recruiterUndo(context.db, claire.id, other.id, accepted.eventId)).toEqual({
      ok: false,
      error: 'too-late',
    })
    const [row] = await context.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, other.id))
    expect(row?.status).toBe('accepted')
  })
})
