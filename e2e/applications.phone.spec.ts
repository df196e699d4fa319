import { expect, gotoHydrated, test } from './fixtures'
import { applyThenRefusedJourney, L } from './journeys/applications'

const CLOSED_OFFER = 'stage-developpeur-full-stack-h-f-x-986ew'

const CLOSED_OFFER_PATH = {
  fr: `/entreprises-impact/guichet-citoyen/offres-emploi/${CLOSED_OFFER}`,
  nl: `/nl/gevolgen-bedrijven/burgerloket/banen/${CLOSED_OFFER}`,
  en: `/en/impact-companies/citizens-desk/job-offers/${CLOSED_OFFER}`,
}

applyThenRefusedJourney('nl')

for (const locale of ['fr', 'nl', 'en'] as const) {
  test(`${locale}: a closed offer shows the notice and no apply button`, async ({ page }) => {
    await gotoHydrated(page, CLOSED_OFFER_PATH[locale])
    await expect(page.getByText(L.noLonger[locale])).toBeVisible()
    await expect(page.getByRole('button', { name: L.apply[locale], exact: true })).toHaveCount(0)
  })
}
