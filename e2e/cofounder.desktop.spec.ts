import { expect, gotoHydrated, test } from './fixtures'
import { cofounderSectionTests, SOLAR, urlIs } from './journeys/cofounder'

for (const locale of ['nl', 'en'] as const) cofounderSectionTests(locale)

test('switching language on a project page keeps the project', async ({ page }) => {
  await gotoHydrated(page, `/nl/medeoprichter/${SOLAR.slug}`)
  await page.getByRole('button', { name: /Taal/ }).click()
  await page.getByRole('menuitem', { name: 'English' }).click()
  await expect(page).toHaveURL(urlIs(`/en/co-founder/${SOLAR.slug}`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SOLAR.title)
})

test('the global search opens the project of an organisation looking for a co-founder', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.getByRole('banner').getByRole('button', { name: 'Rechercher', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('combobox').fill('Rayon Vert')
  const organisations = dialog.getByRole('group', { name: /^Organisations/ })
  await organisations.getByRole('option', { name: /Rayon Vert Mobilité/ }).click()
  await expect(page).toHaveURL(urlIs('/cofondateur/un-reseau-de-velos-cargo-partages-entre-voisins'))
  await expect(dialog).toHaveCount(0)
  // The URL changes first; the project page renders once its code and data have arrived.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Un réseau de vélos cargo partagés entre voisins' }),
  ).toBeVisible({ timeout: 20_000 })
})
