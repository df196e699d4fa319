import { expect, test } from './fixtures'
import { consentBannerJourney, firstVisit, L } from './journeys/consent'

consentBannerJourney('nl')

test('the banner shows only once its HTML is parsed whole: painted half-written, it grew upwards', async ({
  page,
  context,
}) => {
  await firstVisit(context)
  const banner = page.locator('section[aria-labelledby="consent-banner-title"]')
  // The page as a browser may paint it while parsing: its HTML cut after the banner's heading.
  await page.route(`**${L.jobsPath.nl}`, async (route) => {
    const response = await route.fetch()
    const html = await response.text()
    const cut = html.indexOf('</h2>', html.indexOf('consent-banner-title')) + '</h2>'.length
    await route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      headers: { 'content-security-policy': response.headers()['content-security-policy'] ?? '' },
      body: html.slice(0, cut),
    })
  })
  await page.goto(L.jobsPath.nl)
  await expect(page.locator('html[data-consent="ask"]')).toHaveCount(1)
  // Its heading is there, parsed (hidden, it has no role to find it by).
  await expect(banner.locator('h2')).toHaveText(L.banner.nl)
  await expect(banner).toBeHidden()
  await page.unroute(`**${L.jobsPath.nl}`)
  await page.goto(L.jobsPath.nl)
  await expect(page.getByRole('region', { name: L.banner.nl })).toBeVisible()
})
