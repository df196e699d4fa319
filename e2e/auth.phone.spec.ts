import {
  declineWelcome,
  expect,
  gotoHydrated,
  JOBS,
  type Locale,
  linkIn,
  prefix,
  receivedMail,
  test,
} from './fixtures'
import { registerOnConnectPage, T, unique } from './journeys/auth'

const SAVE = {
  message: {
    fr: 'Connectez-vous pour sauvegarder cette offre',
    nl: 'Meld je aan om deze vacature te bewaren',
    en: 'Log in to save this job offer',
  },
  save: { fr: /^Sauvegarder « /, nl: /bewaren$/, en: /^Save “/ },
  jobs: JOBS,
} satisfies Record<string, Record<Locale, string | RegExp>>

test('forgot password: e-mailed link, confirmation must match, old password refused, link single-use', async ({
  page,
}) => {
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

for (const locale of ['fr', 'nl', 'en'] as const) {
  test(`${locale}: saving a job signed out opens the modal; after registering the save happens once and stays`, async ({
    page,
    request,
  }) => {
    const email = unique(`saver-${locale}`)
    /** The job card of that title on the list. */
    const card = (title: string) =>
      page.getByRole('main').getByRole('article').filter({ hasText: title }).first()
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
    const saved = card(title)
    await expect(saved.getByRole('button', { pressed: true })).toBeVisible()
    await gotoHydrated(page, SAVE.jobs[locale])
    // The welcome offer her sign-up deferred comes with this page: declined before anything is clicked.
    await declineWelcome(page)
    await expect(saved.getByRole('button', { pressed: true })).toBeVisible()

    // Exactly once: the account's list holds that one offer.
    const token = (
      await (await request.post('/api/auth/login', { data: { email, password: 'bewaar-het-goed' } })).json()
    ).access_token
    const me = await (
      await request.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } })
    ).json()
    expect(me.data.saved_data).toHaveLength(1)

    // Un-saving works the same way, signed in: no modal.
    await saved.getByRole('button', { pressed: true }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(saved.getByRole('button', { pressed: false })).toBeVisible()

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
    await expect(card(secondTitle).getByRole('button', { pressed: true })).toBeVisible()
    const after = await (
      await request.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } })
    ).json()
    expect(after.data.saved_data).toHaveLength(1)
  })
}
