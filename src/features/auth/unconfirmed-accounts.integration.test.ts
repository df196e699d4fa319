import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { dueSubscriptions } from '~/features/alerts/digest-matching.server'
import { changeSavedSearch, saveSearch } from '~/features/alerts/search-alerts.server'
import { handleApply } from '~/features/applications/applications-api.server'
import { applyContext, applyToOffer } from '~/features/applications/apply.server'
import { setCompanyAlert } from '~/features/companies/company-alerts.server'
import { contactTalent, searchLibrary } from '~/features/recruiter/talent-library.server'
import { applications, outgoingMails, searchAlerts, talents, users } from '~/server/db/schema'
import { offerOf, recruiterOf, signedIn, twoCompanies } from '../../../tests/hiring-setup'
import { createTalent, diskStorageCases, suiteStorage } from '../../../tests/storage-setup'
import { pdfFile } from '../../../tests/upload-files'
import { storeUpload } from '../uploads/uploads.server'
import { validateEmail } from './account-links.server'
import { resendAddressConfirmation } from './address-confirmation.server'

const newAlert = (emailAlert: boolean) => ({
  name: 'Énergie à Gand',
  search: { query: 'énergie', filters: {} },
  emailAlert,
  frequency: 'daily' as const,
})

describe.each(diskStorageCases())('an account whose address is not confirmed, on $name', (storageCase) => {
  const context = suiteStorage(storageCase, { offers: 0 })
  let company: string
  let offer: string
  let pretender: Awaited<ReturnType<typeof createTalent>>

  const mailsTo = (userId: string) =>
    context.db.select().from(outgoingMails).where(eq(outgoingMails.userId, userId))

  beforeAll(async () => {
    ;[company] = await twoCompanies(context.db)
    offer = await offerOf(context.db, company, 'open')
    // Someone who registered an address she does not own: it was never confirmed.
    pretender = await createTalent(context.db, 'Pretender', { confirmed: false })
  })

  it('cannot apply, by the server function or the API: nothing reaches the organisation or the address', async () => {
    const user = await signedIn(context.db, pretender.userId)
    expect(user.emailVerified).toBe(false)
    const cv = await storeUpload(context.db, user.id, { name: 'cv.pdf', bytes: await pdfFile() }, 'cv')
    expect(await applyContext(context.db, user, offer)).toEqual({ kind: 'unconfirmed', email: user.email })
    const input = {
      offerId: offer,
      cv: cv.location,
      coverLetterText: '',
      coverLetterFile: null,
      answers: [],
      consent: true,
      studentDeclaration: false,
    }
    expect(await applyToOffer(context.db, user, input)).toEqual({ ok: false, error: 'unconfirmed' })
    const response = await handleApply(
      context.db,
      user,
      new Request('http://localhost/api/applications', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ offer_uuid: offer, cv: cv.location, consent: true }),
      }),
    )
    expect(response.status).toBe(403)
    expect(((await response.json()) as { error: { details: { code: string } } }).error.details.code).toBe(
      'unconfirmed',
    )
    expect(await context.db.select().from(applications).where(eq(applications.offerId, offer))).toEqual([])
    expect(await mailsTo(pretender.userId)).toEqual([])
  })

  it('may save a search but gets no e-mailed alert, saved, switched on or followed', async () => {
    const user = await signedIn(context.db, pretender.userId)
    expect(await saveSearch(context.db, user.id, newAlert(true))).toEqual({
      ok: false,
      error: 'unconfirmed',
    })
    const saved = await saveSearch(context.db, user.id, newAlert(false))
    expect(saved.ok).toBe(true)
    const alertId = saved.ok ? saved.alertId : ''
    expect(await changeSavedSearch(context.db, user.id, { alertId, emailAlert: true })).toBe('unconfirmed')
    expect(await changeSavedSearch(context.db, user.id, { alertId, name: 'Renamed' })).toBe('ok')
    expect(await setCompanyAlert(context.db, user, company, true)).toEqual({
      ok: false,
      error: 'unconfirmed',
    })
    // An alert switched on before this rule (or by hand) still sends nothing.
    await context.db
      .update(searchAlerts)
      .set({ emailAlert: true, createdAt: sql`now() - interval '3 days'` })
      .where(eq(searchAlerts.id, alertId))
    const due = await dueSubscriptions(context.db, new Date())
    expect(due.map((subscription) => subscription.userId)).not.toContain(user.id)
    // Confirmed, the same alert is due.
    await context.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id))
    const dueOnceConfirmed = await dueSubscriptions(context.db, new Date())
    expect(dueOnceConfirmed.map((subscription) => subscription.id)).toContain(alertId)
    await context.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id))
  })

  it('is not in the CV library and cannot be contacted through it until confirmed', async () => {
    const claire = await recruiterOf(context.db, company, 'Claire')
    await context.db
      .update(talents)
      .set({ openToContact: true, profileTitle: 'Chargée de projet' })
      .where(eq(talents.id, pretender.talentId))
    const listed = async () => (await searchLibrary(context.db, claire.id, {}))!.talents.map((t) => t.id)
    expect(await listed()).not.toContain(pretender.talentId)
    const contact = {
      talentId: pretender.talentId,
      companyId: company,
      message: 'Bonjour, un poste vous attend.',
    }
    expect(await contactTalent(context.db, claire.id, contact)).toEqual({ ok: false, error: 'not-found' })
    expect(await mailsTo(pretender.userId)).toEqual([])
    await context.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, pretender.userId))
    expect(await listed()).toContain(pretender.talentId)
    await context.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, pretender.userId))
  })

  it('has the confirmation link sent again, a few times an hour, and confirms with it', async () => {
    const lena = await createTalent(context.db, 'Lena', { confirmed: false })
    const outcomes = []
    for (let i = 0; i < 4; i++) outcomes.push(await resendAddressConfirmation(context.db, lena.userId))
    expect(outcomes.slice(0, 3)).toEqual(Array(3).fill({ ok: true, status: 'sent' }))
    expect(outcomes[3]).toMatchObject({ ok: false, error: 'throttled' })
    const mails = await mailsTo(lena.userId)
    expect(mails).toHaveLength(3)
    const token = mails[2]!.text.match(/\/validmail\/([A-Za-z0-9_-]+)/)?.[1]
    expect(token).toBeTruthy()
    expect(await validateEmail(context.db, token!)).toBe('validated')
    const [row] = await context.db
      .select({ at: users.emailVerifiedAt })
      .from(users)
      .where(and(eq(users.id, lena.userId)))
    expect(row!.at).not.toBeNull()
    expect(await resendAddressConfirmation(context.db, lena.userId)).toEqual({
      ok: true,
      status: 'already-confirmed',
    })
  })
})
