import type { Page } from '@playwright/test'
import {
  confirmAddress,
  declineWelcome,
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  receivedMail,
  recruiterSpace,
  signUpTalent,
  test,
} from './fixtures'

const RECRUITER = { email: 'bureau-boussole-2@demo.tremplin.be', organisation: 'Bureau Boussole' }
const LIBRARY_NEEDS_CONFIRMATION =
  "Pour apparaître dans la CVthèque des organisations, confirmez d'abord votre adresse e-mail."
const OPEN_TO_CONTACT = "J'accepte que des recruteurs me contactent à propos d'offres qui me correspondent."

/** Her information section: a unique profile title, and the CV library's consent ticked or not. */
async function shareProfile(page: Page, title: string, open: boolean) {
  await gotoHydrated(page, '/talent/settings/edit')
  const information = page.getByRole('region', { name: 'Informations' })
  await information.getByLabel('Titre du profil').fill(title)
  await information.getByRole('textbox', { name: 'Nom', exact: true }).fill('Verbeke')
  await information.getByRole('checkbox', { name: OPEN_TO_CONTACT }).setChecked(open)
  await information.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(
    information.getByRole('status').filter({ hasText: 'Modifications enregistrées.' }),
  ).toBeVisible()
}

test('a talent open to contact is found in the CV library and receives the message; opting out removes her', async ({
  browser,
  page,
}) => {
  const email = await signUpTalent(page, 'fr', 'Margot')
  await declineWelcome(page)
  const title = `Animatrice vélo ${Date.now().toString(36)}`
  await shareProfile(page, title, true)
  // Not in the library before her address is confirmed, and told so where she opts in.
  await expect(page.getByText(LIBRARY_NEEDS_CONFIRMATION)).toBeVisible()
  await confirmAddress(page, email)

  const recruiter = await recruiterSpace(browser, 'fr', RECRUITER.email, RECRUITER.organisation)
  await recruiter.page.getByRole('link', { name: /^CVthèque/ }).click()
  const search = recruiter.page.getByRole('search')
  await search.getByLabel(/^Mots-clés/).fill(title)
  await search.getByRole('button', { name: 'Chercher' }).click()
  await expect(recruiter.page.getByRole('status').filter({ hasText: /^1 talents?$/ })).toBeVisible()
  const card = recruiter.page.getByRole('listitem').filter({ hasText: title })
  await expect(card.getByRole('heading', { name: 'Margot V.' })).toBeVisible()
  await expect(card).not.toContainText(email)
  await expectNoSeriousA11yViolations(recruiter.page)

  const started = Date.now()
  await card.getByRole('button', { name: 'Contacter Margot V.' }).click()
  const dialog = recruiter.page.getByRole('dialog', { name: 'Écrire à Margot V.' })
  await dialog.getByLabel('Votre message').fill('Trop court')
  await dialog.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(dialog.getByLabel('Votre message')).toHaveAccessibleDescription(/30 caractères au moins/)
  const message = 'Bonjour Margot, notre bureau cherche une animatrice pour ses ateliers vélo à Liège.'
  await dialog.getByLabel('Votre message').fill(message)
  await dialog.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(card.getByText(/^Contacté·e le/)).toBeVisible()
  const mail = await receivedMail(email, { after: started })
  expect(mail.text).toContain(message)
  expect(mail.replyTo?.[0]?.address).toBe(RECRUITER.email)

  await shareProfile(page, title, false)
  await recruiter.page.reload()
  await expect(recruiter.page.getByRole('status').filter({ hasText: /^0 talents?$/ })).toBeVisible()
  await recruiter.close()
})
