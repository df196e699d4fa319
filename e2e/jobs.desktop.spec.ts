import { expect, gotoHydrated, JOBS, test } from './fixtures'
import { allFiltersModalJourney, keywordAndRegionsJourney } from './journeys/jobs'

for (const locale of ['nl', 'en'] as const) keywordAndRegionsJourney(locale)

for (const locale of ['fr', 'nl'] as const) allFiltersModalJourney(locale)

test('region groups select all their provinces; counts are disjunctive', async ({ page }) => {
  await gotoHydrated(page, JOBS.fr)
  await page.getByRole('button', { name: /^Région/ }).click()
  const popover = page.getByRole('dialog', { name: 'Région' })
  const wallonia = popover.getByRole('checkbox', { name: 'Wallonie' })
  await wallonia.check()
  for (const province of ['Liège', 'Namur', 'Luxembourg', 'Brabant wallon', 'Hainaut']) {
    await expect(popover.getByRole('checkbox', { name: new RegExp(`^${province}\\s+\\d+$`) })).toBeChecked()
  }
  await popover.getByRole('checkbox', { name: /^Namur\s+\d+$/ }).uncheck()
  await expect(wallonia).not.toBeChecked()
  await popover.getByRole('checkbox', { name: /^Namur\s+\d+$/ }).check()
  await expect(wallonia).toBeChecked()
  const hainautCount = Number(
    (
      await popover
        .getByRole('checkbox', { name: /^Hainaut\s+\d+$/ })
        .locator('xpath=..')
        .textContent()
    )?.match(/(\d+)$/)?.[1],
  )
  await popover.getByRole('button', { name: 'Appliquer' }).click()
  await expect(page).toHaveURL(/zones=/)
  // Only one dropdown open at a time.
  await page.getByRole('button', { name: /^Télétravail/ }).click()
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await page.keyboard.press('Escape')
  // Ticking only Hainaut gives exactly the count Hainaut showed.
  await gotoHydrated(page, `${JOBS.fr}?zones=hainaut`)
  await expect(page.getByRole('main').getByText(new RegExp(`^${hainautCount} offres?`))).toBeVisible()
})
