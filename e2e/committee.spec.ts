import {
  b2bSignIn,
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  LOCALES,
  linkIn,
  receivedMail,
  recruiterSpace,
  test,
  uniqueEmail,
} from './fixtures'

/** The demo's committee member (README: recruiters and the committee). */
const ADMIN = 'comite@demo.tremplin.be'

const L = {
  selection: { fr: '/selection-entreprise', nl: '/nl/bedrijfsselectie', en: '/en/company-selection' },
  name: { fr: "Nom de l'organisation", nl: 'Naam van de organisatie', en: 'Name of the organisation' },
  size: { fr: 'Taille', nl: 'Grootte', en: 'Size' },
  secondHand: { fr: 'Seconde main', nl: 'Tweedehands', en: 'Second-hand' },
  goal12: { fr: /^Objectif 12/, nl: /^Doel 12/, en: /^Goal 12/ },
  mission: {
    fr: 'Sa mission, en quelques lignes',
    nl: 'Haar missie, in enkele regels',
    en: 'Its mission, in a few lines',
  },
  commitments: {
    fr: 'Comment son activité y contribue (faits, chiffres, labels)',
    nl: 'Hoe haar activiteit eraan bijdraagt (feiten, cijfers, labels)',
    en: 'How its activity contributes (facts, figures, labels)',
  },
  firstName: { fr: 'Prénom', nl: 'Voornaam', en: 'First name' },
  lastName: { fr: 'Nom', nl: 'Naam', en: 'Last name' },
  email: { fr: 'Adresse e-mail', nl: 'E-mailadres', en: 'E-mail address' },
  consent: { fr: /J'accepte que Tremplin/, nl: /Ik ga ermee akkoord/, en: /I agree that Tremplin/ },
  send: { fr: 'Envoyer la demande', nl: 'Aanvraag versturen', en: 'Send the request' },
  sent: {
    fr: /Merci ! Votre demande est envoyée/,
    nl: /Bedankt! Uw aanvraag is/,
    en: /Thank you! Your request/,
  },
  required: { fr: 'Ce champ est obligatoire.', nl: 'Dit veld is verplicht.', en: 'This field is required.' },
  accept: { fr: 'Accepter', nl: 'Aanvaarden', en: 'Accept' },
  accepted: { fr: /^Acceptée le/, nl: /^Aanvaard op/, en: /^Approved on/ },
  newPassword: { fr: 'Nouveau mot de passe', nl: 'Nieuw wachtwoord', en: 'New password' },
  confirmPassword: {
    fr: 'Confirmez le mot de passe',
    nl: 'Bevestig het wachtwoord',
    en: 'Confirm the password',
  },
  savePassword: { fr: 'Enregistrer le mot de passe', nl: 'Wachtwoord opslaan', en: 'Save the password' },
  newOffer: { fr: 'Nouvelle offre', nl: 'Nieuwe vacature', en: 'New offer' },
} as const

for (const locale of LOCALES) {
  test(`an organisation asks to join, the committee approves, its contact becomes a recruiter (${locale})`, async ({
    browser,
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== (locale === 'nl' ? 'phone' : 'desktop'), 'one viewport per language')
    testInfo.setTimeout(120_000)
    const name = `Repair Café ${locale.toUpperCase()} ${Date.now().toString(36)}`
    const email = uniqueEmail(`contact-${locale}`)
    const started = Date.now()

    await gotoHydrated(page, L.selection[locale])
    const form = page.getByRole('form')
    await form.getByRole('button', { name: L.send[locale] }).click()
    await expect(
      form.getByRole('textbox', { name: L.name[locale], exact: true }),
    ).toHaveAccessibleDescription(L.required[locale])
    await form.getByRole('textbox', { name: L.name[locale], exact: true }).fill(name)
    await form.getByRole('combobox', { name: L.size[locale], exact: true }).selectOption('5_50')
    await form.getByRole('checkbox', { name: L.secondHand[locale], exact: true }).check()
    await form.getByRole('checkbox', { name: L.goal12[locale] }).check()
    await form
      .getByRole('textbox', { name: L.mission[locale], exact: true })
      .fill('Réparer plutôt que jeter.')
    await form
      .getByRole('textbox', { name: L.commitments[locale], exact: true })
      .fill('1 200 objets réparés.')
    await form.getByRole('textbox', { name: L.firstName[locale], exact: true }).fill('Claire')
    await form.getByRole('textbox', { name: L.lastName[locale], exact: true }).fill('Lambert')
    await form.getByRole('textbox', { name: L.email[locale], exact: true }).fill(email)
    await form.getByRole('checkbox', { name: L.consent[locale] }).check()
    await form.getByRole('button', { name: L.send[locale] }).click()
    await expect(page.getByRole('status').filter({ hasText: L.sent[locale] })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    expect((await receivedMail(email, { after: started })).subject).toContain(name)

    const committee = await b2bSignIn(browser, locale, ADMIN)
    await committee.page.getByRole('link', { name, exact: true }).click()
    await expect(committee.page.getByRole('heading', { level: 1, name })).toBeVisible()
    committee.page.once('dialog', (dialog) => dialog.accept())
    const [approval] = await Promise.all([
      committee.page.waitForRequest((r) => r.url().includes('/_serverFn/') && r.method() === 'POST'),
      committee.page.getByRole('button', { name: L.accept[locale], exact: true }).click(),
    ])
    await expect(committee.page.getByText(L.accepted[locale])).toBeVisible()
    await expectNoSeriousA11yViolations(committee.page)
    const { cookie: _adminCookie, ...headers } = await approval.allHeaders()
    await committee.close()
    // The committee's call, replayed by a visitor (no admin session): refused before anything is read.
    const replayed = await page.request.post(approval.url(), { headers, data: approval.postData() ?? '' })
    expect(await replayed.text()).toContain('signed-out')

    const invitation = await receivedMail(email, { after: started, containing: '/recovery/' })
    expect(invitation.subject).toContain(name)
    const link = linkIn(invitation.text, '/recovery/')
    expect(link).toContain(locale === 'fr' ? '/recovery/' : `/${locale}/recovery/`)
    await gotoHydrated(page, link)
    await page.getByLabel(L.newPassword[locale]).fill('repair-cafe-2026')
    await page.getByLabel(L.confirmPassword[locale]).fill('repair-cafe-2026')
    await page.getByRole('button', { name: L.savePassword[locale] }).click()
    await expect(page.getByRole('status')).toBeVisible()
    // The link served once.
    await gotoHydrated(page, link)
    await expect(page.getByRole('alert')).toBeVisible()

    const claire = await recruiterSpace(browser, locale, email, name, 'repair-cafe-2026')
    await expect(
      claire.page.getByRole('region', { name }).getByRole('link', { name: L.newOffer[locale] }),
    ).toBeVisible()
    await claire.close()
  })
}

test('the committee space is for admins only', async ({ browser, page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'runs once')
  // Signed out: the organisations' sign-in.
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/recruteur\/connexion/)
  // A recruiter finds nothing there.
  const recruiter = await recruiterSpace(
    browser,
    'fr',
    'cooperative-energie-citoyenne-2@demo.tremplin.be',
    'Coopérative Énergie Citoyenne',
  )
  expect((await recruiter.page.goto('/admin'))?.status()).toBe(404)
  expect((await recruiter.page.goto('/admin/demandes/00000000-0000-4000-8000-000000000000'))?.status()).toBe(
    404,
  )
  await recruiter.close()
})
