import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ApplyInput } from '~/domain/applications'
import { APPLICATION_STATUSES, type ApplicationStatus } from '~/domain/enums'
import type { SessionUser } from '~/features/auth/sessions.server'
import {
  recruiterApplication,
  recruiterMove,
  saveOrganisationNote,
} from '~/features/recruiter/recruiter-application.server'
import { offerApplicants, recruiterCompanies } from '~/features/recruiter/recruiter-offers.server'
import { storeUpload } from '~/features/uploads/uploads.server'
import { applicationEvents, applications, outgoingMails } from '~/server/db/schema'
import { hiringCast, offerOf, talentWithCv } from '../../../tests/hiring-setup'
import { diskStorageCases, suiteStorage } from '../../../tests/storage-setup'
import { photo } from '../../../tests/upload-files'
import { deliverAnswerNews } from './answer-news.server'
import { closeOpenApplications, moveApplication } from './application-status.server'
import { applyContext, applyToOffer, recordExternalApplication } from './apply.server'
import { tabCounts, talentApplications, withdrawApplication } from './talent-applications.server'

describe.each(diskStorageCases())('the hiring loop on $name', (storageCase) => {
  const context = suiteStorage(storageCase, { offers: 0 })
  let company: string
  let claire: SessionUser
  let jonas: SessionUser
  let outsider: SessionUser
  let openOffer: string
  const input = (offerId: string, cv: string, extra: Partial<ApplyInput> = {}): ApplyInput => ({
    offerId,
    cv,
    coverLetterText: 'Bonjour, je suis motivé.',
    coverLetterFile: null,
    answers: ['Trois ans', 'Dès janvier'],
    consent: true,
    studentDeclaration: false,
    ...extra,
  })
  const countApplications = async () =>
    Number((await context.db.select({ n: sql<number>`count(*)` }).from(applications))[0]!.n)
  const mailsTo = (userId: string) =>
    context.db.select().from(outgoingMails).where(eq(outgoingMails.userId, userId))

  beforeAll(async () => {
    ;({ company, claire, jonas, outsider } = await hiringCast(context.db, { withJonas: true }))
    openOffer = await offerOf(context.db, company, 'open', ['Votre expérience ?', 'Disponibilité ?'])
  })

  it('stores an application whole, with its snapshot and first step, and sends the receipt and notices', async () => {
    const youssef = await talentWithCv(context.db, 'Youssef')
    expect(await applyContext(context.db, youssef.user, openOffer)).toMatchObject({
      kind: 'ready',
      questions: ['Votre expérience ?', 'Disponibilité ?'],
      studentJob: false,
      profileCv: null,
    })
    const outcome = await applyToOffer(context.db, youssef.user, input(openOffer, youssef.cv))
    expect(outcome.ok).toBe(true)
    const id = outcome.ok ? outcome.applicationId : ''
    const [row] = await context.db.select().from(applications).where(eq(applications.id, id))
    expect(row).toMatchObject({
      status: 'new',
      companyId: company,
      answers: { '1': 'Trois ans', '2': 'Dès janvier' },
      coverLetterText: 'Bonjour, je suis motivé.',
      snapshot: {
        firstName: 'Youssef',
        lastName: 'Test',
        questions: ['Votre expérience ?', 'Disponibilité ?'],
      },
    })
    expect(row!.consentAt).toBeInstanceOf(Date)
    expect(
      await context.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id)),
    ).toMatchObject([{ status: 'new', actor: 'talent', actorUserId: youssef.user.id }])
    expect(await mailsTo(youssef.user.id)).toHaveLength(1)
    // Both members hear of it, each in their language (Dutch here).
    const [notice] = await mailsTo(claire.id)
    expect(notice?.subject).toContain('Offre open')
    expect(notice?.text).toContain(`/nl/recruiter/sollicitaties/${id}`)
    expect(await mailsTo(jonas.id)).toHaveLength(1)
    expect(await mailsTo(outsider.id)).toHaveLength(0)
    // Applying again: told, with the first application; nothing stored.
    const before = await countApplications()
    expect(await applyToOffer(context.db, youssef.user, input(openOffer, youssef.cv))).toEqual({
      ok: false,
      error: 'already-applied',
      applicationId: id,
    })
    expect(await applyContext(context.db, youssef.user, openOffer)).toEqual({
      kind: 'already-applied',
      applicationId: id,
    })
    expect(await countApplications()).toBe(before)
  })

  it('refuses bad applications with their reason and stores nothing', async () => {
    const lea = await talentWithCv(context.db, 'Lea')
    const other = await talentWithCv(context.db, 'Other')
    const picture = (
      await storeUpload(
        context.db,
        lea.user.id,
        { name: 'me.jpg', bytes: await photo('jpeg', { width: 200, height: 150 }) },
        'avatar',
      )
    ).location
    const closed = await offerOf(context.db, company, 'closed')
    const external = await offerOf(context.db, company, 'external')
    const before = await countApplications()
    const refused = async (extra: Partial<ApplyInput>, offer = openOffer) =>
      applyToOffer(context.db, lea.user, input(offer, lea.cv, extra))
    expect(await refused({ cv: other.cv })).toMatchObject({ error: 'no-cv' })
    expect(await refused({ cv: picture })).toMatchObject({ error: 'no-cv' })
    expect(await refused({ coverLetterFile: picture })).toMatchObject({ error: 'bad-letter' })
    expect(await refused({ answers: ['Une seule'] })).toMatchObject({ error: 'answers' })
    expect(await refused({}, closed)).toMatchObject({ error: 'offer-closed' })
    expect(await refused({}, external)).toMatchObject({ error: 'external-offer' })
    expect(await refused({}, crypto.randomUUID())).toMatchObject({ error: 'unknown-offer' })
    expect(await applyToOffer(context.db, claire, input(openOffer, lea.cv))).toMatchObject({
      error: 'not-talent',
    })
    expect(await countApplications()).toBe(before)
  })

  it('applies the student-job rule of docs/product.md#input-rules', async () => {
    const student = await offerOf(context.db, company, 'student')
    const young = await talentWithCv(context.db, 'Young', `${new Date().getUTCFullYear() - 14}-01-01`)
    const old = await talentWithCv(context.db, 'Old', '2000-01-01')
    const apply = (who: typeof young, studentDeclaration: boolean) =>
      applyToOffer(context.db, who.user, input(student, who.cv, { answers: [], studentDeclaration }))
    expect(await apply(old, false)).toMatchObject({ error: 'student-declaration' })
    expect(await apply(young, true)).toMatchObject({ error: 'student-age' })
    expect((await apply(old, true)).ok).toBe(true)
  })

  it('lets one of two simultaneous submits through', async () => {
    const fast = await talentWithCv(context.db, 'Fast')
    const outcomes = await Promise.all(
      [1, 2].map(() => applyToOffer(context.db, fast.user, input(openOffer, fast.cv))),
    )
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1)
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.error === 'already-applied')).toHaveLength(1)
  })

  it('shows an application to its organisation only, and lets only its members move it', async () => {
    const amina = await talentWithCv(context.db, 'Amina')
    const sent = await applyToOffer(context.db, amina.user, input(openOffer, amina.cv))
    const id = sent.ok ? sent.applicationId : ''
    const seen = await recruiterApplication(context.db, claire.id, id)
    expect(seen).toMatchObject({
      status: 'new',
      next: ['pending', 'accepted', 'refused'],
      applicant: { firstName: 'Amina' },
    })
    expect(seen?.cv?.src).toMatch(/^\/api\/files\/[0-9a-f-]+\?expires=\d+&signature=/)
    expect(seen?.answers).toEqual([
      { question: 'Votre expérience ?', answer: 'Trois ans' },
      { question: 'Disponibilité ?', answer: 'Dès janvier' },
    ])
    // Another organisation's recruiter and the talent herself get nothing, change nothing.
    for (const stranger of [outsider.id, amina.user.id]) {
      expect(await recruiterApplication(context.db, stranger, id)).toBeNull()
      expect(await recruiterMove(context.db, stranger, id, 'new', 'refused')).toEqual({
        ok: false,
        error: 'not-found',
      })
      expect(await saveOrganisationNote(context.db, stranger, id, 'x')).toBe(false)
      expect(await offerApplicants(context.db, stranger, openOffer, { status: null, page: 1 })).toBeNull()
    }
    expect((await recruiterCompanies(context.db, outsider.id)).flatMap((c) => c.offers)).toEqual([])
    // A forged move (not in the state machine) changes nothing.
    expect(await recruiterMove(context.db, claire.id, id, 'new', 'withdrawn')).toEqual({
      ok: false,
      error: 'not-allowed',
    })

    expect(await recruiterMove(context.db, claire.id, id, 'new', 'pending')).toMatchObject({
      ok: true,
      status: 'pending',
    })
    // Two recruiters answering at once from the same screen: one wins, the other is told.
    const scheduled: string[] = []
    const schedule = async (eventId: string) => {
      scheduled.push(eventId)
    }
    const answers = await Promise.all([
      recruiterMove(context.db, claire.id, id, 'pending', 'refused', schedule),
      recruiterMove(context.db, jonas.id, id, 'pending', 'accepted', schedule),
    ])
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1)
    expect(answers.filter((answer) => !answer.ok && answer.error === 'conflict')).toHaveLength(1)
    expect(await saveOrganisationNote(context.db, jonas.id, id, 'Bon profil')).toBe(true)
    const after = await recruiterApplication(context.db, claire.id, id)
    expect(after?.timeline.map((step) => step.status)).toEqual(['new', 'pending', after?.status])
    expect(after?.note).toBe('Bon profil')
    // The talent: her status e-mails (pending at once, the answer once its undo window is over), and her
    // list under the right tab.
    expect(await mailsTo(amina.user.id)).toHaveLength(2)
    expect(scheduled).toHaveLength(1)
    expect(await deliverAnswerNews(context.db, scheduled[0]!)).toBe(true)
    expect(await deliverAnswerNews(context.db, scheduled[0]!)).toBe(false)
    expect(await mailsTo(amina.user.id)).toHaveLength(3)
    const mine = await talentApplications(context.db, amina.user.id, 'fr')
    expect(mine).toMatchObject([{ id, status: after?.status, canWithdraw: false, offer: { open: true } }])
    expect(tabCounts(mine, 0)).toMatchObject({ all: 1, pending: 0, archived: 1, [after!.status]: 1 })
    // The note is the organisation's: nothing of it reaches the talent's view.
    expect(JSON.stringify(mine)).not.toContain('Bon profil')
  })

  it('follows the state machine for every pair of statuses, on the database', async () => {
    const tester = await talentWithCv(context.db, 'Tester')
    const sent = await applyToOffer(context.db, tester.user, input(openOffer, tester.cv))
    const id = sent.ok ? sent.applicationId : ''
    const setStatus = (status: ApplicationStatus) =>
      context.db.update(applications).set({ status }).where(eq(applications.id, id))
    for (const from of APPLICATION_STATUSES)
      for (const to of APPLICATION_STATUSES) {
        await setStatus(from)
        const outcome = await moveApplication(context.db, {
          applicationId: id,
          from,
          to,
          actor: 'recruiter',
          actorUserId: claire.id,
        })
        const [row] = await context.db
          .select({ status: applications.status })
          .from(applications)
          .where(eq(applications.id, id))
        const allowed = [
          'new>pending',
          'new>accepted',
          'new>refused',
          'pending>accepted',
          'pending>refused',
        ].includes(`${from}>${to}`)
        expect(outcome.ok, `${from}>${to}`).toBe(allowed)
        expect(row!.status).toBe(allowed ? to : from)
      }
    // Stale: the actor saw "new" but it is "pending" now.
    await setStatus('pending')
    expect(
      await moveApplication(context.db, {
        applicationId: id,
        from: 'new',
        to: 'refused',
        actor: 'recruiter',
        actorUserId: claire.id,
      }),
    ).toEqual({
      ok: false,
      error: 'conflict',
    })
  })

  it('lets a talent withdraw her own unanswered application, and closes unanswered ones with their offer', async () => {
    const offer = await offerOf(context.db, company, 'open')
    const nora = await talentWithCv(context.db, 'Nora')
    const pieter = await talentWithCv(context.db, 'Pieter')
    const [a, b] = await Promise.all(
      [nora, pieter].map((who) => applyToOffer(context.db, who.user, input(offer, who.cv, { answers: [] }))),
    )
    const noraId = a!.ok ? a!.applicationId : ''
    const pieterId = b!.ok ? b!.applicationId : ''
    expect(await withdrawApplication(context.db, pieter.user, noraId, 'new')).toEqual({
      ok: false,
      error: 'not-found',
    })
    expect(await withdrawApplication(context.db, nora.user, noraId, 'new')).toMatchObject({
      ok: true,
      status: 'withdrawn',
    })
    expect(await closeOpenApplications(context.db, offer)).toBe(1)
    const [row] = await context.db.select().from(applications).where(eq(applications.id, pieterId))
    expect(row?.status).toBe('closed')
    const events = await context.db
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, pieterId), eq(applicationEvents.status, 'closed')))
    expect(events).toMatchObject([{ actor: 'system', actorUserId: null }])
  })

  it('records an application sent on the organisation’s site, once, out of the organisation’s lists', async () => {
    const external = await offerOf(context.db, company, 'external')
    const sam = await talentWithCv(context.db, 'Sam')
    const first = await recordExternalApplication(context.db, sam.user, external)
    expect(first.ok).toBe(true)
    expect(await recordExternalApplication(context.db, sam.user, external)).toEqual(first)
    expect(await recordExternalApplication(context.db, sam.user, openOffer)).toEqual({
      ok: false,
      error: 'unknown-offer',
    })
    const [mine] = await talentApplications(context.db, sam.user.id, 'fr')
    expect(mine).toMatchObject({ appliedExternally: true, canWithdraw: false, status: 'new' })
    expect(await recruiterApplication(context.db, claire.id, first.ok ? first.applicationId : '')).toBeNull()
    const page = await offerApplicants(context.db, claire.id, external, { status: null, page: 1 })
    expect(page?.total).toBe(0)
  })

  it('lists an organisation’s offers with their applicants per status, and pages through them', async () => {
    const offers = (await recruiterCompanies(context.db, claire.id)).flatMap((c) => c.offers)
    const open = offers.find((offer) => offer.id === openOffer)
    expect(open?.total).toBeGreaterThanOrEqual(4)
    const page = await offerApplicants(context.db, claire.id, openOffer, { status: 'new', page: 99 })
    expect(page?.page).toBe(1)
    expect(page?.rows.every((row) => row.status === 'new')).toBe(true)
    expect(page?.rows.length).toBe(page?.counts.new)
  })
})
