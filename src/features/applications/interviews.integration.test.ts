/**
 * Interviews on both engines, through the real SMTP server: invitation (1–3 slots), the talent's pick (in
 * her space or by the e-mail's signed link), a move (SEQUENCE raised), a cancellation (METHOD:CANCEL), each
 * calendar parsed back with ical.js; and every refusal answered with a translated reason and nothing sent.
 */

import { eq, sql } from 'drizzle-orm'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SessionUser } from '~/features/auth/sessions.server'
import { recruiterApplication } from '~/features/recruiter/recruiter-application.server'
import {
  handleCancelInterview,
  handleChangeInterview,
  handleInviteToInterview,
} from '~/features/recruiter/recruiter-interviews-api.server'
import type { Database } from '~/server/db/client'
import { applications, offers, outgoingMails } from '~/server/db/schema'
import { seedDatabase } from '~/server/db/seed'
import { engines, type TestDatabase } from '../../../tests/databases'
import { offerOf, recruiterOf, signedIn, twoCompanies } from '../../../tests/hiring-setup'
import { type ReceivedMail, smtpForTests } from '../../../tests/smtp'
import { createTalent } from '../../../tests/storage-setup'
import { deliverAnswerNews } from './answer-news.server'
import { moveApplication } from './application-status.server'
import { linkPick } from './interviews.server'
import { handlePickInterviewSlot } from './interviews-api.server'
import { talentApplications, withdrawApplication } from './talent-applications.server'

const smtp = await smtpForTests()
process.env.APP_SECRET = 'interview-tests-secret-0123456789abcdef0123456789'

const call = (method: string, body?: unknown, language = 'fr') =>
  new Request('http://localhost/api/x', {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

/** A winter slot (+01:00) and a summer one (+02:00), years ahead. */
const WINTER = { date: '2030-03-15', time: '10:30', location: 'Rue Haute 12, 1000 Bruxelles' }
const SUMMER = { date: '2030-06-14', time: '14:00', location: 'https://meet.example.org/tremplin' }
const AUTUMN = { date: '2030-10-02', time: '09:15', location: 'Grand-Place 1, 1000 Bruxelles' }

function inbox(email: string, after: number): ReceivedMail[] {
  return smtp.received.slice(after).filter((received) => received.to.includes(email.toLowerCase()))
}

/** The one calendar attached to a mail, parsed by ical.js, its time zone registered. */
function calendarOf(received: ReceivedMail) {
  const attachment = received.mail.attachments.find((a) => a.mimeType.startsWith('text/calendar'))
  if (!attachment) throw new Error(`no calendar in "${received.mail.subject}"`)
  const text =
    typeof attachment.content === 'string'
      ? attachment.content
      : new TextDecoder().decode(attachment.content as ArrayBuffer)
  const calendar = new ICAL.Component(ICAL.parse(text))
  const zone = calendar.getFirstSubcomponent('vtimezone')!
  ICAL.TimezoneService.register(zone)
  const vevent = calendar.getFirstSubcomponent('vevent')!
  const event = new ICAL.Event(vevent)
  return {
    method: calendar.getFirstPropertyValue('method'),
    zone: zone.getFirstPropertyValue('tzid'),
    tzid: vevent.getFirstProperty('dtstart')!.getParameter('tzid'),
    local: event.startDate.toString(),
    start: event.startDate.toJSDate().toISOString(),
    uid: event.uid,
    sequence: event.sequence,
    status: vevent.getFirstPropertyValue('status'),
    organizer: String(vevent.getFirstPropertyValue('organizer')).toLowerCase(),
    attendees: event.attendees.map((a) => String(a.getFirstValue()).toLowerCase()),
    location: event.location,
  }
}

describe.each(engines())('interviews on $name', (engine) => {
  let database: TestDatabase
  let db: Database
  let claire: SessionUser
  let outsider: SessionUser
  let noor: { user: SessionUser; email: string; talentId: string }
  let wout: { user: SessionUser; email: string; talentId: string }
  let offer: string
  let company: string
  let claireEmail: string

  async function application(
    talentId: string,
    status: 'new' | 'pending' | 'refused' = 'pending',
    offerId = offer,
  ) {
    const [row] = await db
      .insert(applications)
      .values({
        talentId,
        offerId,
        companyId: company,
        status,
        consentAt: new Date(),
        snapshot: {
          firstName: 'Noor',
          lastName: 'Test',
          email: 'noor@example.be',
          phone: null,
          city: null,
          title: null,
          linkedinUrl: null,
          website: null,
          questions: [],
        } as never,
      })
      .returning({ id: applications.id })
    return row!.id
  }

  const mailCount = async () =>
    Number((await db.select({ n: sql<number>`count(*)` }).from(outgoingMails))[0]!.n)

  beforeAll(async () => {
    database = await engine.open()
    db = database.db
    await seedDatabase(db, { offers: 0 })
    const [a, b] = await twoCompanies(db)
    company = a
    claire = await recruiterOf(db, a, 'Claire')
    claireEmail = claire.email
    outsider = await recruiterOf(db, b, 'Outsider')
    offer = await offerOf(db, a, 'open')
    await db.update(offers).set({ title: 'Chargée de projet' }).where(eq(offers.id, offer))
    const n = await createTalent(db, 'Noor')
    noor = { ...n, user: await signedIn(db, n.userId) }
    const w = await createTalent(db, 'Wout')
    wout = { ...w, user: await signedIn(db, w.userId) }
  }, 120_000)
  afterAll(async () => {
    await database?.dispose()
  })

  it('invites with slots, the talent picks by the link, both get the invitation; a move and a cancellation follow', async () => {
    const applicationId = await application(noor.talentId)
    let mark = smtp.received.length
    const invited = await handleInviteToInterview(
      db,
      claire,
      applicationId,
      call('POST', { slots: [WINTER, SUMMER] }),
    )
    expect(invited.status).toBe(201)
    const interview = ((await invited.json()) as { data: { id: string; status: string; slots: unknown[] } })
      .data
    expect(interview).toMatchObject({ status: 'proposed', sequence: 0, chosenSlot: null })
    expect(interview.slots).toEqual([
      { startsAt: '2030-03-15T09:30:00.000Z', location: WINTER.location },
      { startsAt: '2030-06-14T12:00:00.000Z', location: SUMMER.location },
    ])
    // The proposal: to the talent only, in French, every slot spelled out, no calendar yet.
    const [proposal, ...more] = inbox(noor.email, mark)
    expect(more).toEqual([])
    expect(inbox(claireEmail, mark)).toEqual([])
    expect(proposal!.mail.subject).toBe('Invitation à un entretien : « Chargée de projet »')
    expect(proposal!.mail.text).toContain('15 mars 2030')
    expect(proposal!.mail.attachments).toEqual([])
    const link = proposal!.mail.text!.match(/https:\/\/tremplin\.test\/entretien\?\S+/)![0]
    const query = new URL(link).searchParams

    // She picks the summer slot from the e-mail's link.
    mark = smtp.received.length
    const signed = {
      interview: query.get('interview')!,
      expires: Number(query.get('expires')),
      signature: query.get('signature')!,
    }
    expect(await linkPick(db, { ...signed, signature: `${signed.signature}x` }, 1)).toEqual({
      ok: false,
      error: 'not-found',
    })
    expect(await linkPick(db, signed, 1, new Date((signed.expires + 1) * 1000))).toEqual({
      ok: false,
      error: 'expired',
    })
    expect(await linkPick(db, signed, 1)).toMatchObject({
      ok: true,
      interview: { status: 'scheduled', chosenSlot: 1 },
    })
    const [toNoor] = inbox(noor.email, mark)
    const [toClaire] = inbox(claireEmail, mark)
    expect(toNoor!.mail.subject).toBe('Entretien confirmé : « Chargée de projet »')
    // Claire reads Dutch (her account's language).
    expect(toClaire!.mail.subject).toBe('Gesprek bevestigd: ‘Chargée de projet’')
    const first = calendarOf(toNoor!)
    expect(first).toMatchObject({
      method: 'REQUEST',
      zone: 'Europe/Brussels',
      tzid: 'Europe/Brussels',
      local: '2030-06-14T14:00:00',
      start: '2030-06-14T12:00:00.000Z',
      sequence: 0,
      status: 'CONFIRMED',
      organizer: `mailto:${claireEmail}`,
      attendees: [`mailto:${noor.email}`],
      location: SUMMER.location,
    })
    expect(calendarOf(toClaire!)).toMatchObject({ method: 'REQUEST', uid: first.uid, sequence: 0 })
    // A second pick of a fixed interview is refused.
    expect(await linkPick(db, signed, 0)).toEqual({ ok: false, error: 'not-open' })

    // Claire moves it to one autumn slot: the calendars get the update, same UID, SEQUENCE 1.
    mark = smtp.received.length
    const moved = await handleChangeInterview(db, claire, interview.id, call('PUT', { slots: [AUTUMN] }))
    expect(moved.status).toBe(200)
    const update = calendarOf(inbox(noor.email, mark)[0]!)
    expect(update).toMatchObject({
      method: 'REQUEST',
      uid: first.uid,
      sequence: 1,
      local: '2030-10-02T09:15:00',
    })
    expect(calendarOf(inbox(claireEmail, mark)[0]!)).toMatchObject({ uid: first.uid, sequence: 1 })

    // She cancels: METHOD:CANCEL to both, SEQUENCE 2.
    mark = smtp.received.length
    expect((await handleCancelInterview(db, claire, interview.id, call('DELETE'))).status).toBe(200)
    for (const email of [noor.email, claireEmail]) {
      const cancel = calendarOf(inbox(email, mark)[0]!)
      expect(cancel).toMatchObject({ method: 'CANCEL', uid: first.uid, sequence: 2, status: 'CANCELLED' })
    }
    expect((await handleCancelInterview(db, claire, interview.id, call('DELETE'))).status).toBe(409)

    // The timeline shows each step; the application's status never moved.
    const seen = await recruiterApplication(db, claire.id, applicationId)
    expect(seen?.status).toBe('pending')
    expect(seen?.interviewSteps.map((step) => step.kind)).toEqual([
      'proposed',
      'picked',
      'changed',
      'cancelled',
    ])
    const [mine] = await talentApplications(db, noor.user.id, 'fr')
    expect(mine?.interviews[0]).toMatchObject({ status: 'cancelled', sequence: 2 })
  })

  it('lets the talent pick in her space, among three slots; several new slots ask her to pick again', async () => {
    const applicationId = await application(wout.talentId)
    const invited = await handleInviteToInterview(
      db,
      claire,
      applicationId,
      call('POST', { slots: [WINTER, SUMMER, AUTUMN], duration_minutes: 30 }),
    )
    const { id } = ((await invited.json()) as { data: { id: string } }).data
    // Noor cannot pick in Wout's interview.
    let mark = smtp.received.length
    const before = await mailCount()
    const foreign = await handlePickInterviewSlot(db, noor.user, id, call('POST', { slot: 0 }, 'en'))
    expect(foreign.status).toBe(403)
    expect(((await foreign.json()) as { error: { message: string } }).error.message).toBe(
      'This application or interview does not exist, or is not yours.',
    )
    expect(await mailCount()).toBe(before)
    const picked = await handlePickInterviewSlot(db, wout.user, id, call('POST', { slot: 2 }))
    expect(picked.status).toBe(200)
    const calendar = calendarOf(inbox(wout.email, mark)[0]!)
    expect(calendar).toMatchObject({ local: '2030-10-02T09:15:00', sequence: 0 })
    // Two new slots: a new proposal (no calendar) and, at her pick, the calendar with SEQUENCE 1.
    mark = smtp.received.length
    await handleChangeInterview(db, claire, id, call('PUT', { slots: [WINTER, SUMMER] }))
    expect(inbox(wout.email, mark)[0]!.mail.subject).toBe(
      'Nouveaux créneaux pour votre entretien « Chargée de projet »',
    )
    expect(inbox(claireEmail, mark)).toEqual([])
    mark = smtp.received.length
    await handlePickInterviewSlot(db, wout.user, id, call('POST', { slot: 0 }))
    expect(calendarOf(inbox(wout.email, mark)[0]!)).toMatchObject({
      local: '2030-03-15T10:30:00',
      sequence: 1,
    })
  })

  it('refuses bad input with a translated reason and sends nothing', async () => {
    const applicationId = await application(noor.talentId, 'pending', await offerOf(db, company, 'open'))
    const refused = await application(wout.talentId, 'refused', await offerOf(db, company, 'open'))
    const fresh = await application(wout.talentId, 'new', await offerOf(db, company, 'open'))
    const past = { date: '2020-01-10', time: '10:00', location: 'Bruxelles' }
    const cases: [SessionUser, string, unknown, number, string, string][] = [
      [claire, applicationId, { slots: [WINTER, past] }, 422, 'slot-in-past', 'fr'],
      [claire, applicationId, { slots: [WINTER, SUMMER, AUTUMN, WINTER] }, 400, 'invalid-slots', 'nl'],
      [claire, applicationId, { slots: [] }, 400, 'invalid-slots', 'en'],
      [claire, applicationId, { slots: [{ ...WINTER, time: '25:00' }] }, 400, 'invalid-slots', 'en'],
      [claire, applicationId, { slots: [{ ...WINTER, date: '2030-02-30' }] }, 400, 'invalid-slots', 'en'],
      [outsider, applicationId, { slots: [WINTER] }, 403, 'not-found', 'fr'],
      [claire, refused, { slots: [WINTER] }, 409, 'not-in-progress', 'fr'],
      [claire, fresh, { slots: [WINTER] }, 409, 'not-in-progress', 'en'],
    ]
    const messages = {
      'slot-in-past': 'Un créneau proposé est déjà passé : choisissez une date et une heure à venir.',
      'invalid-slots':
        'Stel één tot drie tijdstippen voor, elk met een datum, een uur en een plaats of videolink.',
      'not-in-progress': 'Un entretien ne s’organise que pour une candidature en cours.',
    } as Record<string, string>
    const mark = smtp.received.length
    const before = await mailCount()
    for (const [who, id, body, status, code, language] of cases) {
      const answer = await handleInviteToInterview(db, who, id, call('POST', body, language))
      const error = ((await answer.json()) as { error: { message: string; details: { code: string } } }).error
      expect([answer.status, error.details.code], JSON.stringify(body)).toEqual([status, code])
      if (language === 'nl' && code === 'invalid-slots') expect(error.message).toBe(messages[code])
      if (code === 'slot-in-past') expect(error.message).toBe(messages[code])
      if (language === 'en' && code === 'not-in-progress')
        expect(error.message).toBe('An interview can only be arranged for an application in progress.')
    }
    // A talent may not invite, and another organisation may not change or cancel.
    expect(
      (await handleInviteToInterview(db, noor.user, applicationId, call('POST', { slots: [WINTER] }))).status,
    ).toBe(403)
    const own = await handleInviteToInterview(db, claire, applicationId, call('POST', { slots: [WINTER] }))
    const { id } = ((await own.json()) as { data: { id: string } }).data
    const afterOwn = smtp.received.length
    expect((await handleChangeInterview(db, outsider, id, call('PUT', { slots: [SUMMER] }))).status).toBe(403)
    expect((await handleCancelInterview(db, outsider, id, call('DELETE'))).status).toBe(403)
    expect((await handlePickInterviewSlot(db, noor.user, id, call('POST', { slot: 3 }))).status).toBe(400)
    expect(smtp.received.length).toBe(afterOwn)
    // Only the one valid invitation above was mailed.
    expect(smtp.received.length - mark).toBe(1)
    expect((await mailCount()) - before).toBe(1)
  })

  it('keeps the application open past its interview, and cancels an interview ahead when it ends', async () => {
    const applicationId = await application(noor.talentId, 'pending', await offerOf(db, company, 'open'))
    const soon = new Date(Date.now() + 5 * 86_400_000)
    await db.update(applications).set({ answerDueAt: soon }).where(eq(applications.id, applicationId))
    const invited = await handleInviteToInterview(
      db,
      claire,
      applicationId,
      call('POST', { slots: [SUMMER] }),
    )
    const { id } = ((await invited.json()) as { data: { id: string } }).data
    // The answer date follows the interview: a week after its slot.
    const [open] = await db
      .select({ due: applications.answerDueAt })
      .from(applications)
      .where(eq(applications.id, applicationId))
    expect(open!.due!.toISOString()).toBe('2030-06-21T12:00:00.000Z')
    await handlePickInterviewSlot(db, noor.user, id, call('POST', { slot: 0 }))

    // Claire refuses: while the undo window is open the interview stands; once the answer is told,
    // both calendars get the cancellation.
    const refusal = await moveApplication(db, {
      applicationId,
      from: 'pending',
      to: 'refused',
      actor: 'recruiter',
      actorUserId: claire.id,
      mailDelayS: 10,
      reason: 'filled',
    })
    if (!refusal.ok) throw new Error(refusal.error)
    const mark = smtp.received.length
    expect(await deliverAnswerNews(db, refusal.eventId)).toBe(true)
    expect(inbox(noor.email, mark).map((received) => received.mail.subject)).toHaveLength(2)
    for (const email of [noor.email, claireEmail]) {
      const cancel = inbox(email, mark).find((received) =>
        received.mail.attachments.some((a) => a.mimeType.startsWith('text/calendar')),
      )
      expect(calendarOf(cancel!)).toMatchObject({ method: 'CANCEL', sequence: 1, status: 'CANCELLED' })
    }

    // A talent who withdraws takes the proposal with her; nothing more when nothing is open.
    const other = await application(wout.talentId, 'pending', await offerOf(db, company, 'open'))
    const proposal = await handleInviteToInterview(db, claire, other, call('POST', { slots: [WINTER] }))
    const proposed = ((await proposal.json()) as { data: { id: string } }).data
    expect(await withdrawApplication(db, wout.user, other, 'pending')).toMatchObject({ ok: true })
    const [mine] = (await talentApplications(db, wout.user.id, 'fr')).filter((item) => item.id === other)
    expect(mine?.interviews.find((interview) => interview.id === proposed.id)?.status).toBe('cancelled')
  })
})
