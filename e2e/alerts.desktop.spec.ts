import { declineWelcome, expect, gotoHydrated, signUpTalent, test } from './fixtures'
import { L } from './journeys/alerts'

test('a search without any filter or keyword cannot be saved, and says why', async ({ page }) => {
  await signUpTalent(page, 'en', 'Nina')
  await declineWelcome(page)
  await gotoHydrated(page, L.jobs.en)
  await page.getByRole('button', { name: L.create.en }).click()
  await expect(page.getByRole('dialog', { name: L.create.en })).toContainText(L.needsFilter.en)
})
