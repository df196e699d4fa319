import {
  b2bSignIn,
  expect,
  gotoHydrated,
  linkIn,
  newPersonContext,
  signUpTalent,
  test,
  uniqueEmail,
} from './fixtures'
import { choosePassword } from './journeys/auth'
import { L, ORGANISATION } from './journeys/new-user-ways'
import { inviteColleague } from './organisation-steps'

/** Seeded demo data (README): an organisation, its first recruiter (an owner), one of its open offers. */
const CLAIRE = 'cooperative-energie-citoyenne-1@demo.tremplin.be'

test('each sign-in page sends a person of the other kind to hers, and she signs in there', async ({
  page,
  browser,
}) => {
  // A recruiter at the talents' door: told, and given the link to her own.
  await gotoHydrated(page, '/nl/connect')
  const form = page.getByRole('tabpanel')
  await form.getByLabel(L.email.nl).fill(CLAIRE)
  await form.getByLabel(L.password.nl).fill('tremplin-demo')
  await form.getByRole('button', { name: L.signIn.nl }).click()
  await form.getByRole('alert').getByRole('link', { name: L.refusedToRecruiter.nl }).click()
  await expect(page).toHaveURL(/\/nl\/recruiter\/aanmelden$/)
  // The address changes before the new page replaces the talents' forms: wait for the recruiter sign-in's own heading.
  await expect(page.getByRole('heading', { level: 1, name: L.recruiterSpace.nl })).toBeVisible()
  const main = page.getByRole('main')
  await main.getByLabel(L.email.nl).fill(CLAIRE)
  await main.getByLabel(L.password.nl).fill('tremplin-demo')
  await main.getByRole('button', { name: L.signIn.nl }).click()
  await expect(page.getByRole('heading', { level: 2, name: ORGANISATION })).toBeVisible()

  // A talent at the organisations' door: the same, the other way.
  const talent = await newPersonContext(browser)
  const email = await signUpTalent(await talent.newPage(), 'en', 'Arne')
  const other = await b2bSignIn(browser, 'en', email, 'a-test-password-1')
  const alert = other.page.getByRole('main').getByRole('alert')
  await alert.getByRole('link', { name: L.refusedToTalent.en }).click()
  await expect(other.page).toHaveURL(/\/en\/connect$/)
  await other.close()
  await talent.close()
})

test('an invited recruiter who sets her password is sent to the recruiter sign-in, and signs in', async ({
  browser,
  page,
}) => {
  // Claire writes in French: the invitation, and so the page its link opens, are in French.
  const locale = 'fr'
  const owner = await b2bSignIn(browser, locale, CLAIRE)
  await expect(owner.page.getByRole('heading', { level: 2, name: ORGANISATION })).toBeVisible()
  const email = uniqueEmail('nora')
  const { mail } = await inviteColleague(owner.page, locale, ORGANISATION, email)
  await owner.close()
  await gotoHydrated(page, linkIn(mail.text, '/recovery/'))
  await choosePassword(page, locale, 'nora-password-1')
  await page.getByRole('link', { name: L.toOwnSignIn[locale] }).click()
  await expect(page).toHaveURL(new RegExp(`${L.recruiterSignInPath[locale]}$`))
  const main = page.getByRole('main')
  await main.getByLabel(L.email[locale]).fill(email)
  await main.getByLabel(L.password[locale]).fill('nora-password-1')
  await main.getByRole('button', { name: L.signIn[locale] }).click()
  await expect(page.getByRole('heading', { level: 2, name: ORGANISATION })).toBeVisible()
})
