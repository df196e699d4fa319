import type { Browser } from '@playwright/test'
import {
  declineWelcome,
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  linkIn,
  newPersonContext,
  prefix,
  receivedMail,
  test,
} from './fixtures'
import { registerOnConnectPage, T, unique } from './journeys/auth'

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
  test(`${locale}: a guarded page → /connect → register → back there; validate by e-mail; sign out and in`, async ({
    page,
  }) => {
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

test.describe('before the whole catalogue arrived (a slow connection)', () => {
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

test('the API: bearer token from /api/auth/login reads only its own user; brute force is throttled', async ({
  page,
  request,
}) => {
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

test('parameters: password change needs the current one; marketing toggle; deletion ends the account', async ({
  page,
}) => {
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

test('signing out in another tab reloads this one when it gets focus back', async ({ page }) => {
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

test("another user's token cannot read or change the first user's saved jobs", async ({
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

test('LinkedIn sign-in against the local OpenID provider, back to the page that asked', async ({ page }) => {
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
