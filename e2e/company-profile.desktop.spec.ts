import { expect, expectNoSeriousA11yViolations, gotoHydrated, recruiterSpace, test } from './fixtures'

const ORGANISATION = 'NovaBank Coop'
const OWNER = 'novabank-coop-1@demo.tremplin.be'

test('a recruiter edits her organisation’s profile; a renamed address redirects from the old one', async ({
  browser,
  page,
}) => {
  const recruiter = await recruiterSpace(browser, 'fr', OWNER, ORGANISATION)
  const space = recruiter.page
  await space
    .getByRole('region', { name: ORGANISATION })
    .getByRole('link', { name: 'Profil', exact: true })
    .click()
  await expect(space.getByRole('heading', { level: 1, name: "Profil de l'organisation" })).toBeVisible()
  const nlSlug = space.getByRole('textbox', { name: 'Adresse de la page (Néerlandais)' })
  const oldSlug = await nlSlug.inputValue()
  const newSlug = `${oldSlug}-${Date.now().toString(36)}`

  // A malformed address is refused with its rule; nothing is saved.
  await nlSlug.fill('Nova Bank!')
  await space.getByRole('button', { name: 'Enregistrer le profil' }).click()
  await expect(nlSlug).toHaveAccessibleDescription(/lettres minuscules/)

  await nlSlug.fill(newSlug)
  const slogan = `Une banque qui prête à la transition ${Date.now().toString(36)}`
  await space.getByRole('textbox', { name: 'Slogan (Français)' }).fill(slogan)
  await space.getByRole('button', { name: 'Enregistrer le profil' }).click()
  await expect(space.getByRole('status').filter({ hasText: 'Modifications enregistrées.' })).toBeVisible()
  await expectNoSeriousA11yViolations(space)

  await space.getByRole('link', { name: 'Voir la page publique' }).click()
  await expect(
    space.getByRole('main').getByRole('paragraph').filter({ hasText: slogan }).last(),
  ).toBeVisible()

  // The old Dutch address (bookmarks, search engines) leads to the new one.
  const response = await page.goto(`/nl/gevolgen-bedrijven/${oldSlug}`)
  expect(response?.ok()).toBe(true)
  await expect(page).toHaveURL(new RegExp(`/nl/gevolgen-bedrijven/${newSlug}$`))
  await gotoHydrated(page, `/nl/gevolgen-bedrijven/${newSlug}`)
  await expect(page.getByRole('heading', { level: 1, name: ORGANISATION })).toBeVisible()
  await recruiter.close()
})
