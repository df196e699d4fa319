import { expect, gotoHydrated, test } from './fixtures'
import { podcastListJourney, podcastThemeJourney } from './journeys/podcast'

for (const locale of ['fr', 'en'] as const) podcastListJourney(locale)

for (const locale of ['fr', 'en'] as const) podcastThemeJourney(locale)

test('an episode in another language than the page carries its own lang', async ({ page }) => {
  await gotoHydrated(page, '/en/media/podcast?lang=fr')
  await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'fr-BE')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  // Switching the language keeps the episode.
  await page.getByRole('button', { name: /Language/ }).click()
  await page.getByRole('menuitem', { name: 'Français' }).click()
  await expect(page).toHaveURL(/:\d+\/media\/podcast\/[a-z0-9-]+$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', /./)
})
