/**
 * The alert loop end to end, once per language: a visitor saves a search signed out, registers, the
 * save resumes; an organisation publishes an offer that matches; the digest run (asked for now, as an
 * operator would) e-mails her exactly that offer through the SMTP server; one click in the e-mail stops
 * the alert, and her mail client's one-click unsubscribe works once.
 */
import {
  confirmAddress,
  declineWelcome,
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  type Locale,
  linkIn,
  receivedMail,
  recruiterSpace,
  registerInModal,
  test,
  uniqueEmail,
} from './fixtures'
import { L as ALERTS } from './journeys/alerts'
import { OFFER_EDITOR } from './journeys/recruiter-offers'
import { E2E_OPS_TOKEN } from './ops-token'

/** Seeded organisations with one draft each (README: demo recruiters `<slug>-1@demo.tremplin.be`). */
const ORGANISATION: Record<Locale, { slug: string; name: string }> = {
  fr: { slug: 'kiosque-media-cooperatif', name: 'Kiosque Média Coopératif' },
  nl: { slug: 'thuiszorg-samen', name: 'Thuiszorg Samen' },
  en: { slug: 'genaris-pharma', name: 'Genaris Pharma' },
}

const L = {
  ...ALERTS,
  publish: OFFER_EDITOR.publish,
  online: OFFER_EDITOR.online,
  subject: {
    fr: 'Une nouvelle offre pour vos alertes Tremplin',
    nl: 'Eén nieuwe vacature voor je Tremplin-alerts',
    en: 'One new job offer for your Tremplin alerts',
  },
  stopped: {
    fr: "C'est noté : l'alerte",
    nl: 'Genoteerd: de alert',
    en: 'Done: the alert',
  },
  myAlerts: { fr: 'Mes alertes', nl: 'Mijn alerts', en: 'My alerts' },
} satisfies Record<string, Record<Locale, string>>

// One run at a time: a digest run handles every due alert, so two journeys at once would see each other's.
test.describe.configure({ mode: 'serial' })

for (const locale of ['fr', 'nl', 'en'] as const) {
  test(`${locale}: save a search signed out → register → a matching offer is published → the digest e-mails it → one click stops the alert`, async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.slow()
    const { name: organisation } = ORGANISATION[locale]
    const recruiter = await recruiterSpace(
      browser,
      locale,
      `${ORGANISATION[locale].slug}-1@demo.tremplin.be`,
      organisation,
    )
    const publishButton = recruiter.page.locator('button', { hasText: L.publish[locale] }).first()
    const draftRow = recruiter.page.getByRole('row').filter({ has: publishButton })
    const draftTitle = ((await draftRow.getByRole('link').first().textContent()) ?? '').trim()
    expect(draftTitle).not.toBe('')

    // Her search: the organisation's name as keywords. Signed out, saving asks her to register first.
    await gotoHydrated(page, `${L.jobs[locale]}?query=${encodeURIComponent(organisation)}`)
    await page.getByRole('button', { name: L.create[locale] }).click()
    const email = uniqueEmail('sofia')
    await registerInModal(page, locale, 'Sofia', email)
    // Alert e-mails go only to a confirmed address: she confirms hers, then saves the search.
    await expect(page.getByRole('dialog', { name: L.create[locale] })).toBeVisible()
    await page.keyboard.press('Escape')
    await confirmAddress(page, email)
    await gotoHydrated(page, `${L.jobs[locale]}?query=${encodeURIComponent(organisation)}`)
    await declineWelcome(page)
    await page.getByRole('button', { name: L.create[locale] }).click()
    const dialog = page.getByRole('dialog', { name: L.create[locale] })
    const alertName = `${organisation} ${Date.now()}`
    await dialog.getByLabel(L.name[locale]).fill(alertName)
    await dialog.getByRole('button', { name: L.save[locale] }).click()
    await expect(dialog.getByText(L.saved[locale])).toBeVisible()
    await page.keyboard.press('Escape')
    await declineWelcome(page)

    // The organisation publishes its draft; an operator asks for the digests now.
    await publishButton.click()
    await expect(
      recruiter.page.getByRole('row').filter({ hasText: draftTitle }).getByText(L.online[locale]),
    ).toBeVisible()
    await recruiter.close()
    const run = await page.request.post('/api/ops/alert-digests', {
      headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
    })
    expect(run.status()).toBeLessThan(300)

    const mail = await receivedMail(email, { containing: draftTitle, timeoutS: 60 })
    expect(mail.subject).toBe(L.subject[locale])
    expect(mail.text).toContain(alertName)
    const headers = Object.fromEntries(mail.headers.map((header) => [header.key, header.value]))
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    const oneClick = headers['list-unsubscribe']!.replace(/^<|>$/g, '')

    // One click in the e-mail: the page stops this alert, no password asked.
    await gotoHydrated(page, linkIn(mail.text, 'alert-unsubscribe'))
    await expect(page.getByText(L.stopped[locale])).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('link', { name: L.myAlerts[locale] }).last().click()
    await expect(
      page.getByRole('listitem').filter({ hasText: alertName }).getByText(L.paused[locale]),
    ).toBeVisible()

    // Her mail client's one-click unsubscribe (RFC 8058): it works once, a replay changes nothing. The mail
    // client is not her browser (no session; and a fresh connection rather than one the browser's request
    // context left idle for seconds, which the server may be closing just as it is reused: ECONNRESET).
    const mailClient = await playwright.request.newContext({ baseURL })
    const first = await mailClient.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } })
    expect(first.status()).toBe(200)
    const replay = await mailClient.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } })
    expect(replay.status()).toBe(410)
    await mailClient.dispose()
  })
}
