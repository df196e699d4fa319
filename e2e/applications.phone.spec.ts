import { expect, gotoHydrated, test } from './fixtures'
import { applySignedOutRegisterSendThe, CLOSED_OFFER_PATH, L } from './journeys/applications'

for (const locale of ['nl'] as const) applySignedOutRegisterSendThe(locale)

for (const locale of ['fr', 'nl', 'en'] as const) {
  test(`${locale}: a closed offer shows the notice and no apply button`, async ({ page }) => {
    await gotoHydrated(page, CLOSED_OFFER_PATH[locale])
    await expect(page.getByText(L.noLonger[locale])).toBeVisible()
    await expect(page.getByRole('button', { name: L.apply[locale], exact: true })).toHaveCount(0)
  })
}
