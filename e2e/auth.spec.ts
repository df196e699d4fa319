import type { Browser, Page } from '@playwright/test'
import {
  declineWelcome,
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  type Locale,
  linkIn,
  newPersonContext,
  prefix,
  receivedMail,
  test,
} from './fixtures'

const T = {
  registerTab: { fr: 'Inscription', nl: 'Registreren', en: 'Register' },
  forgotTab: { fr: 'Mot de passe oublié', nl: 'Wachtwoord vergeten', en: 'Forgot password' },
  firstName: { fr: 'Prénom', nl: 'Voornaam', en: 'First name' },
  email: { fr: 'Adresse e-mail', nl: 'E-mailadres', en: 'E-mail address' },
  password: { fr: 'Mot de passe', nl: 'Wachtwoord', en: 'Password' },
  newPassword: { fr: 'Nouveau mot de passe', nl: 'Nieuw wachtwoord', en: 'New password' },
  confirmPassword: {
    fr: 'Confirmez le mot de passe',
    nl: 'Bevestig het wachtwoord',
    en: 'Confirm the password',
  },
  terms: { fr: /conditions d'utilisation/, nl: /gebruiksvoorwaarden/, en: /terms of use/ },
  createAccount: { fr: 'Créer mon compte', nl: 'Mijn account aanmaken', en: 'Create my account' },
  signIn: { fr: 'Se connecter', nl: 'Aanmelden', en: 'Log in' },
  account: { fr: 'Mon compte : ', nl: 'Mijn account: ', en: 'My account: ' },
  signOut: { fr: 'Se déconnecter', nl: 'Uitloggen', en: 'Sign out' },
  validated: {
    fr: 'Merci ! Votre adresse e-mail est confirmée.',
    nl: 'Bedankt! Je e-mailadres is bevestigd.',
    en: 'Thank you! Your e-mail address is confirmed.',
  },
  applications: { fr: 'Mes candidatures', nl: 'Mijn sollicitaties', en: 'My applications' },
  hello: { fr: 'Bonjour', nl: 'Hallo', en: 'Hello' },
  sendLink: { fr: 'Recevoir le lien', nl: 'Link ontvangen', en: 'Send me the link' },
  savePassword: { fr: 'Enregistrer le mot de passe', nl: 'Wachtwoord opslaan', en: 'Save the password' },
  passwordChanged: {
    fr: 'Votre mot de passe est changé.',
    nl: 'Je wachtwoord is gewijzigd.',
    en: 'Your password has been changed.',
  },
  wrongPassword: { fr: 'Mot de passe incorrect.', nl: 'Onjuist wachtwoord.', en: 'Wrong password.' },
  mismatch: {
    fr: 'Les mots de passe doivent correspondre',
    nl: 'De wachtwoorden moeten overeenkomen',
    en: 'Passwords must match',
  },
  tooMany: { fr: 'Trop de tentatives.', nl: 'Te veel pogingen.', en: 'Too many attempts.' },
} satisfies Record<string, Record<Locale, string | RegExp>>

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.be`

/** Registers through /connect's registration tab and waits for the account page. */
async function registerOnConnectPage(
  page: Page,
  locale: Locale,
  { firstName, email, password }: { firstName: string; email: string; password: string },
) {
  await gotoHydrated(page, `${prefix(locale)}/connect?tab=register`)
  const form = page.getByRole('tabpanel')
  await form.getByLabel(T.firstName[locale]).fill(firstName)
  await form.getByLabel(T.email[locale]).fill(email)
  await form.getByLabel(T.password[locale]).fill(password)
  await form.getByRole('checkbox', { name: T.terms[locale] }).check()
  await form.getByRole('button', { name: T.createAccount[locale] }).click()
  await expect(page).toHaveURL(/talent\/settings\/account$/)
}

/** The same from a browser of its own (its own cookies and client address), closed afterwards. */
async function registerElsewhere(
  browser: Browser,
  account: { firstName: string; email: string; password: string },
) {
  const context = await newPersonContext(browser)
  await registerOnConnectPage(await context.newPage(), 'en', account)
  await context.close()
}

for (const locale of ['fr', 'nl', 'en'] as const) {
  test(`${locale}: a guarded page → /connect → register → back there; validate by e-mail; sign out and in`, {
    tag: '@desktop',
  }, async ({ page }) => {
    const email = unique(`talent-${locale}`)
    const password = 'groene-stad-2026'
    await page.goto(`${prefix(locale)}/talent/applications`)
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/connect$`))
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)

    await page.getByRole('tab', { name: T.registerTab[locale] }).click()
    const form = page.getByRole('tabpanel')
    await form.getByRole('button', { name: T.createAccount[locale] }).click()
    // Required fields are reported before anything is sent.
    await expect(form.getByText(/obligatoire|verplicht|required/i).first()).toBeVisible()
    await form.getByLabel(T.firstName[locale]).fill('Lotte')
    await form.getByLabel(T.email[locale]).fill(email)
    await form.getByLabel(T.password[locale]).fill(password)
    await form.getByRole('checkbox', { name: T.terms[locale] }).check()
    await expectNoSeriousA11yViolations(page)
    await form.getByRole('button', { name: T.createAccount[locale] }).click()

    // Back on the page that asked for an account, signed in.
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/talent/applications$`))
    await expect(page.getByRole('heading', { level: 1, name: T.applications[locale] })).toBeVisible()
    await declineWelcome(page)

    const mail = await receivedMail(email)
    // Hydrated before the account menu is opened: its button does nothing until then.
    await gotoHydrated(page, linkIn(mail.text, '/validmail/'))
    await expect(page.getByText(T.validated[locale])).toBeVisible()

    await page.getByRole('button', { name: `${T.account[locale]}Lotte` }).click()
    await page.getByRole('menuitem', { name: T.signOut[locale] }).click()
    await expect(page).toHaveURL(new RegExp(`localhost:\\d+${prefix(locale)}/?$`))
    await gotoHydrated(page, `${prefix(locale)}/talent/applications`)
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/connect$`))

    const login = page.getByRole('tabpanel')
    await login.getByLabel(T.email[locale]).fill(email.toUpperCase())
    await login.getByLabel(T.password[locale]).fill(password)
    await login.getByRole('button', { name: T.signIn[locale] }).click()
    // Back on the page that asked, then the bare settings path leads to the account page.
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/talent/applications$`))
    await gotoHydrated(page, `${prefix(locale)}/talent/settings`)
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/talent/settings/account$`))
    await expect(page.getByRole('heading', { level: 1, name: `${T.hello[locale]} Lotte` })).toBeVisible()
  })
}

test.describe('before the whole catalogue arrived (a slow connection)', { tag: '@desktop' }, () => {
  // The catalogue loads after hydration; a quick first action reads messages the page did not carry.
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/messages-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000))
      await route.continue()
    })
  })

  test('a form sent then shows its errors translated once it arrives', async ({ page }) => {
    await gotoHydrated(page, '/en/connect?tab=register')
    const form = page.getByRole('tabpanel')
    await form.getByRole('button', { name: T.createAccount.en }).click()
    await expect(form.getByText('This field is required.').first()).toBeVisible()
  })

  test('a gated action clicked then explains itself once it arrives', async ({ page }) => {
    await gotoHydrated(page, '/en/job-offers?zones=namur')
    await page.getByRole('button', { name: 'Create an alert' }).click()
    await expect(page.getByRole('dialog')).toContainText('Log in to save this search')
  })
})

test('forgot password: e-mailed link, confirmation must match, old password refused, link single-use', {
  tag: '@phone',
}, async ({ page }) => {
  const locale = 'nl'
  const email = unique('forgetful')
  await registerOnConnectPage(page, locale, { firstName: 'Jef', email, password: 'oud-wachtwoord-1' })
  await page.context().clearCookies({ name: /^(?!tal\.consent$)/ })

  const asked = Date.now()
  await gotoHydrated(page, `${prefix(locale)}/connect?tab=forgot`)
  await page.getByRole('tabpanel').getByLabel(T.email[locale]).fill(email)
  await page.getByRole('tabpanel').getByRole('button', { name: T.sendLink[locale] }).click()
  await expect(page.getByRole('status')).toBeVisible()
  const link = linkIn((await receivedMail(email, { after: asked })).text, '/recovery/')

  await gotoHydrated(page, link)
  await page.getByLabel(T.newPassword[locale]).fill('nieuw-wachtwoord-2')
  await page.getByLabel(T.confirmPassword[locale]).fill('iets-anders-3')
  await page.getByRole('button', { name: T.savePassword[locale] }).click()
  await expect(page.getByText(T.mismatch[locale])).toBeVisible()
  await page.getByLabel(T.confirmPassword[locale]).fill('nieuw-wachtwoord-2')
  await page.getByRole('button', { name: T.savePassword[locale] }).click()
  await expect(page.getByText(T.passwordChanged[locale])).toBeVisible()

  await gotoHydrated(page, link)
  await expect(page.getByRole('alert')).toBeVisible() // "no access": the link was spent

  await gotoHydrated(page, `${prefix(locale)}/connect`)
  const login = page.getByRole('tabpanel')
  await login.getByLabel(T.email[locale]).fill(email)
  await login.getByLabel(T.password[locale]).fill('oud-wachtwoord-1')
  await login.getByRole('button', { name: T.signIn[locale] }).click()
  await expect(page.getByRole('alert')).toHaveText(T.wrongPassword[locale])
  await login.getByLabel(T.password[locale]).fill('nieuw-wachtwoord-2')
  await login.getByRole('button', { name: T.signIn[locale] }).click()
  await expect(page).toHaveURL(/talent\/settings\/account$/)
})

test('the API: bearer token from /api/auth/login reads only its own user; brute force is throttled', {
  tag: '@desktop',
}, async ({ page, request }) => {
  const people = [unique('anna'), unique('bram')]
  for (const email of people) {
    await registerElsewhere(page.context().browser()!, {
      firstName: email.split('-')[0]!,
      email,
      password: 'a-good-password',
    })
  }
  const tokens: string[] = []
  for (const email of people) {
    const response = await request.post('/api/auth/login', { data: { email, password: 'a-good-password' } })
    expect(response.status()).toBe(200)
    tokens.push((await response.json()).access_token)
  }
  for (const [index, token] of tokens.entries()) {
    const me = await request.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } })
    expect(me.status()).toBe(200)
    const { data } = await me.json()
    expect(data.email).toBe(people[index])
    expect(data.GDPRAccepted).toBe(true)
    expect(Array.isArray(data.saved_data)).toBe(true)
  }
  expect(
    (await request.get('/api/auth/user', { headers: { authorization: `Bearer ${tokens[0]}x` } })).status(),
  ).toBe(401)
  expect((await request.get('/api/auth/user')).status()).toBe(401)
  expect((await request.post('/api/auth/login', { data: { email: 'not-an-email' } })).status()).toBe(400)
  expect(
    (
      await request.post('/api/auth/login', {
        data: { email: 'nobody@example.be', password: 'whatever-1' },
      })
    ).status(),
  ).toBe(401)

  // Five wrong passwords for one account, then even the right one waits.
  for (let attempt = 0; attempt < 5; attempt++) {
    const wrong = await request.post('/api/auth/login', {
      data: { email: people[1], password: 'guess-number-x' },
    })
    expect(wrong.status()).toBe(401)
  }
  const blocked = await request.post('/api/auth/login', {
    data: { email: people[1], password: 'a-good-password' },
  })
  expect(blocked.status()).toBe(429)
  expect(Number(blocked.headers()['retry-after'])).toBeGreaterThan(0)
  // In the browser, the same account shows the translated message.
  await gotoHydrated(page, '/connect')
  const login = page.getByRole('tabpanel')
  await login.getByLabel(T.email.fr).fill(people[1]!)
  await login.getByLabel(T.password.fr).fill('a-good-password')
  await login.getByRole('button', { name: T.signIn.fr }).click()
  await expect(page.getByRole('alert')).toContainText(T.tooMany.fr)
})

test('parameters: password change needs the current one; marketing toggle; deletion ends the account', {
  tag: '@desktop',
}, async ({ page }) => {
  const email = unique('leaving')
  await registerOnConnectPage(page, 'fr', { firstName: 'Zoé', email, password: 'premier-mot-1' })
  await declineWelcome(page)

  await gotoHydrated(page, '/talent/parameters')
  await page.getByLabel('Mot de passe actuel').fill('pas-le-bon-9')
  await page.getByLabel(T.newPassword.fr).fill('second-mot-2')
  await page.getByLabel(T.confirmPassword.fr).fill('second-mot-2')
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click()
  await expect(page.getByRole('alert')).toContainText('Ancien mot de passe incorrect')
  await page.getByLabel('Mot de passe actuel').fill('premier-mot-1')
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click()
  await expect(page.getByRole('status')).toContainText('Votre mot de passe est changé.')

  const marketing = page.getByRole('checkbox', { name: /offres et nouvelles de Tremplin/ })
  await expect(marketing).not.toBeChecked()
  await marketing.check()
  await expect(page.getByText('Préférence enregistrée.')).toBeVisible()
  await gotoHydrated(page, '/talent/parameters')
  await expect(page.getByRole('checkbox', { name: /offres et nouvelles de Tremplin/ })).toBeChecked()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Supprimer mon compte' }).click()
  const dialog = page.getByRole('dialog', { name: 'Supprimer définitivement votre compte ?' })
  await dialog.getByRole('button', { name: 'Annuler' }).click()
  await expect(dialog).toHaveCount(0)
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer définitivement' }).click()
  await expect(page).toHaveURL(/localhost:\d+\/$/)
  await expect(page.getByRole('link', { name: T.signIn.fr })).toBeVisible()

  await gotoHydrated(page, '/connect')
  const login = page.getByRole('tabpanel')
  await login.getByLabel(T.email.fr).fill(email)
  await login.getByLabel(T.password.fr).fill('second-mot-2')
  await login.getByRole('button', { name: T.signIn.fr }).click()
  await expect(page.getByRole('alert')).toContainText("Ce compte n'existe pas.")
})

test('a marketing link that is not signed correctly says the preference stays in the settings', async ({
  page,
}) => {
  await gotoHydrated(
    page,
    '/en/marketing-mail-update?user=00000000-0000-4000-8000-000000000000&signature=forged',
  )
  await expect(page.getByRole('alert')).toContainText(
    'You can still change this preference in your settings.',
  )
})

const SAVE = {
  message: {
    fr: 'Connectez-vous pour sauvegarder cette offre',
    nl: 'Meld je aan om deze vacature te bewaren',
    en: 'Log in to save this job offer',
  },
  save: { fr: /^Sauvegarder « /, nl: /bewaren$/, en: /^Save “/ },
  jobs: { fr: '/offres-emploi', nl: '/nl/banen', en: '/en/job-offers' },
} satisfies Record<string, Record<Locale, string | RegExp>>

for (const locale of ['fr', 'nl', 'en'] as const) {
  test(`${locale}: saving a job signed out opens the modal; after registering the save happens once and stays`, {
    tag: '@phone',
  }, async ({ page, request }) => {
    const email = unique(`saver-${locale}`)
    await gotoHydrated(page, SAVE.jobs[locale])
    const first = page.getByRole('main').getByRole('article').first()
    const title = (await first.getByRole('heading').textContent())!.trim()
    await first.getByRole('button', { name: SAVE.save[locale] }).click()

    const modal = page.getByRole('dialog')
    await expect(modal).toContainText(SAVE.message[locale])
    await modal.getByRole('tab', { name: T.registerTab[locale] }).click()
    const form = modal.getByRole('tabpanel')
    await form.getByLabel(T.firstName[locale]).fill('Noor')
    await form.getByLabel(T.email[locale]).fill(email)
    await form.getByLabel(T.password[locale]).fill('bewaar-het-goed')
    await form.getByRole('checkbox', { name: T.terms[locale] }).check()
    await form.getByRole('button', { name: T.createAccount[locale] }).click()
    await expect(modal).toHaveCount(0)

    // Still on the list, the card now saved, and it stays saved after a reload.
    await expect(page).toHaveURL(new RegExp(`${SAVE.jobs[locale]}$`))
    const saved = page.getByRole('main').getByRole('article').filter({ hasText: title }).first()
    await expect(saved.getByRole('button', { pressed: true })).toBeVisible()
    await gotoHydrated(page, SAVE.jobs[locale])
    // The welcome offer her sign-up deferred comes with this page: declined before anything is clicked.
    await declineWelcome(page)
    await expect(
      page
        .getByRole('main')
        .getByRole('article')
        .filter({ hasText: title })
        .first()
        .getByRole('button', { pressed: true }),
    ).toBeVisible()

    // Exactly once: the account's list holds that one offer.
    const token = (
      await (await request.post('/api/auth/login', { data: { email, password: 'bewaar-het-goed' } })).json()
    ).access_token
    const me = await (
      await request.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } })
    ).json()
    expect(me.data.saved_data).toHaveLength(1)

    // Un-saving works the same way, signed in: no modal.
    await page
      .getByRole('main')
      .getByRole('article')
      .filter({ hasText: title })
      .first()
      .getByRole('button', { pressed: true })
      .click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(
      page
        .getByRole('main')
        .getByRole('article')
        .filter({ hasText: title })
        .first()
        .getByRole('button', { pressed: false }),
    ).toBeVisible()

    // Signed out, a save asked for before signing in (this time with the sign-in tab) also resumes once.
    await page.context().clearCookies({ name: /^(?!tal\.consent$)/ })
    await gotoHydrated(page, SAVE.jobs[locale])
    const second = page.getByRole('main').getByRole('article').nth(1)
    const secondTitle = (await second.getByRole('heading').textContent())!.trim()
    await second.getByRole('button', { name: SAVE.save[locale] }).click()
    const again = page.getByRole('dialog')
    await again.getByRole('tabpanel').getByLabel(T.email[locale]).fill(email)
    await again.getByRole('tabpanel').getByLabel(T.password[locale]).fill('bewaar-het-goed')
    await again.getByRole('tabpanel').getByRole('button', { name: T.signIn[locale] }).click()
    await expect(again).toHaveCount(0)
    await expect(
      page
        .getByRole('main')
        .getByRole('article')
        .filter({ hasText: secondTitle })
        .first()
        .getByRole('button', { pressed: true }),
    ).toBeVisible()
    const after = await (
      await request.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } })
    ).json()
    expect(after.data.saved_data).toHaveLength(1)
  })
}

test('signing out in another tab reloads this one when it gets focus back', { tag: '@desktop' }, async ({
  page,
}) => {
  await registerOnConnectPage(page, 'en', {
    firstName: 'Tab',
    email: unique('tabs'),
    password: 'two-tabs-open',
  })
  await declineWelcome(page)

  const other = await page.context().newPage()
  await gotoHydrated(other, '/en/talent/parameters')
  await other.getByRole('button', { name: 'My account: Tab' }).click()
  await other.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(other).toHaveURL(/\/en\/?$/)

  // Back to the first tab: it reloads and, signed out, the guard sends it to /connect.
  await page.bringToFront()
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await expect(page).toHaveURL(/\/en\/connect$/)
})

test("another user's token cannot read or change the first user's saved jobs", { tag: '@desktop' }, async ({
  browser,
  request,
}) => {
  const people = [unique('first'), unique('second')]
  for (const email of people)
    await registerElsewhere(browser, { firstName: 'Someone', email, password: 'a-good-password' })
  const sessions = []
  for (const email of people) {
    const token = (
      await (await request.post('/api/auth/login', { data: { email, password: 'a-good-password' } })).json()
    ).access_token as string
    const headers = { authorization: `Bearer ${token}` }
    const me = (await (await request.get('/api/auth/user', { headers })).json()).data as { uuid: string }
    sessions.push({ headers, uuid: me.uuid })
  }
  const [first, second] = sessions as [(typeof sessions)[0], (typeof sessions)[0]]
  const offers = (await (await request.get('/api/search/jobs?limit=2')).json())[0] as {
    uuid?: string
    id?: string
  }[]
  const offerIds = offers.map((offer) => (offer.uuid ?? offer.id)!)
  const saved = await request.post('/api/talents/toggle-save', {
    headers: first.headers,
    data: { talent_uuid: first.uuid, saved_data: offerIds },
  })
  expect(saved.status()).toBe(200)
  expect((await saved.json()).saved_data.sort()).toEqual([...offerIds].sort())

  // The second user names the first one's uuid: refused, and the first list is untouched.
  const intrusion = await request.post('/api/talents/toggle-save', {
    headers: second.headers,
    data: { talent_uuid: first.uuid, saved_data: [] },
  })
  expect(intrusion.status()).toBe(403)
  const firstAgain = (await (await request.get('/api/auth/user', { headers: first.headers })).json()).data
  expect(firstAgain.saved_data).toHaveLength(2)
  const secondOwn = (await (await request.get('/api/auth/user', { headers: second.headers })).json()).data
  expect(secondOwn.saved_data).toEqual([])
  expect(secondOwn.uuid).not.toBe(first.uuid)
  // Oversized bodies are refused before they are read.
  const huge = await request.post('/api/talents/toggle-save', {
    headers: first.headers,
    data: { talent_uuid: first.uuid, saved_data: [], padding: 'x'.repeat(1_100_000) },
  })
  expect(huge.status()).toBe(413)
  // A page of another site cannot make a signed-in browser change anything.
  const crossSite = await request.post('/api/talents/toggle-save', {
    headers: { ...first.headers, origin: 'https://evil.example' },
    data: { talent_uuid: first.uuid, saved_data: [] },
  })
  expect(crossSite.status()).toBe(403)
  // Without a session, and with malformed input, nothing happens either.
  expect(
    (
      await request.post('/api/talents/toggle-save', { data: { talent_uuid: first.uuid, saved_data: [] } })
    ).status(),
  ).toBe(401)
  expect(
    (
      await request.post('/api/talents/toggle-save', {
        headers: first.headers,
        data: { saved_data: 'all' },
      })
    ).status(),
  ).toBe(400)
})

test('LinkedIn sign-in against the local OpenID provider, back to the page that asked', {
  tag: '@desktop',
}, async ({ page }) => {
  await page.goto('/nl/talent/alerts')
  await expect(page).toHaveURL(/\/nl\/connect$/)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await page.getByRole('link', { name: 'Doorgaan met LinkedIn' }).click()
  // The provider approves at once and sends the browser back to /auth/linkedin/callback.
  await expect(page).toHaveURL(/\/nl\/talent\/alerts$/)
  await expect(page.getByRole('button', { name: 'Mijn account: Lien' })).toBeVisible()
  // The callback cannot be replayed: its code and state are spent.
  await page.goto('/auth/linkedin/callback?code=replayed&state=forged')
  await expect(page.getByRole('alert')).toContainText('LinkedIn')
})
