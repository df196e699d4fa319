import { declineWelcome, expect, gotoHydrated, signUpTalent, test } from './fixtures'
import { applyThenRefusedJourney, L, offerPath, recruiterPage, uniqueName } from './journeys/applications'

const EXTERNAL_OFFER = 'stage-chef-de-projet-efficacite-energetique-h-f-x-r0qyu'

for (const locale of ['fr', 'en'] as const) applyThenRefusedJourney(locale)

for (const locale of ['fr', 'nl', 'en'] as const) {
  test(`${locale}: an external offer sends the talent to the organisation’s site and lets her note that she applied`, async ({
    page,
  }) => {
    await signUpTalent(page, locale, uniqueName('Sam'))
    await declineWelcome(page)
    await gotoHydrated(page, offerPath(locale, EXTERNAL_OFFER))
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
    await expect(
      page.getByRole('main').getByRole('link', { name: L.applyElsewhere[locale] }).first(),
    ).toHaveAttribute('href', /^https:\/\//)
    await page.getByRole('button', { name: L.recordExternal[locale] }).click()
    await page.getByRole('main').getByRole('link', { name: L.myApplications[locale] }).click()
    const item = page.getByRole('listitem').filter({ hasText: title })
    await expect(item.getByText(L.onTheirSite[locale])).toBeVisible()
  })
}

test('the recruiter space refuses a talent account; the talent area sends a recruiter to her space', async ({
  page,
  browser,
}) => {
  await signUpTalent(page, 'nl', uniqueName('Lien'))
  await gotoHydrated(page, '/nl/recruiter')
  await expect(page.getByText(L.notAllowed.nl)).toBeVisible()
  const recruiter = await recruiterPage(browser, 'fr')
  await gotoHydrated(recruiter.page, '/talent/applications')
  await expect(recruiter.page.getByRole('link', { name: "Aller à l'espace recruteur" })).toBeVisible()
  // Another organisation's application, or none: a 404 page, nothing shown.
  const response = await recruiter.page.goto('/recruteur/candidatures/00000000-0000-4000-8000-000000000000')
  expect(response?.status()).toBe(404)
  await recruiter.close()
})
