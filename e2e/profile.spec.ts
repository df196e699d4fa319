import { declineWelcome, expect, expectNoSeriousA11yViolations, gotoHydrated, prefix, test } from './fixtures'
import { registerAndOpenProfile } from './journeys/profile'

test('every talent page of a new account passes axe', async ({ page }) => {
  const locale = 'nl'
  await registerAndOpenProfile(page, locale, 'Sofie')
  await declineWelcome(page)
  for (const path of [
    '/talent/settings/account',
    '/talent/settings/edit',
    '/talent/parameters',
    '/talent/media',
    '/talent/alerts',
    '/talent/applications',
  ]) {
    await gotoHydrated(page, `${prefix(locale)}${path}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  }
})
