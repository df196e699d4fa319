import { expect, test } from './fixtures'
import { offerPageJourney, T } from './journeys/offer'

offerPageJourney('nl')

for (const locale of ['fr', 'nl', 'en'] as const) {
  test(`${locale}: unknown offers and offers of another company are 404`, async ({ page, request }) => {
    const [list] = (await (
      await request.get('/api/search/jobs?limit=2', { headers: { 'accept-language': locale } })
    ).json()) as [{ slug: string; entreprise: { slug: string } }[]]
    const [a, b] = list
    const base = { fr: '/entreprises-impact', nl: '/nl/gevolgen-bedrijven', en: '/en/impact-companies' }[
      locale
    ]
    const jobs = { fr: 'offres-emploi', nl: 'banen', en: 'job-offers' }[locale]
    expect((await page.goto(`${base}/${a!.entreprise.slug}/${jobs}/n-existe-pas`))?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: T.notFound[locale] })).toBeVisible()
    expect((await page.goto(`${base}/inconnue/${jobs}/${a!.slug}`))?.status()).toBe(404)
    if (a!.entreprise.slug !== b!.entreprise.slug) {
      expect((await page.goto(`${base}/${b!.entreprise.slug}/${jobs}/${a!.slug}`))?.status()).toBe(404)
    }
  })
}

test('a company slug of another language redirects to the localized one', async ({ request }) => {
  const [fr] = (await (
    await request.get('/api/search/jobs?limit=20', { headers: { 'accept-language': 'fr' } })
  ).json()) as [{ slug: string; entreprise: { slug: string } }[]]
  const [nl] = (await (
    await request.get('/api/search/jobs?limit=20', { headers: { 'accept-language': 'nl' } })
  ).json()) as [{ slug: string; entreprise: { slug: string } }[]]
  const index = fr.findIndex((offer, i) => offer.entreprise.slug !== nl[i]!.entreprise.slug)
  test.skip(index < 0, 'every company has the same slug in French and Dutch')
  const response = await request.get(
    `/nl/gevolgen-bedrijven/${fr[index]!.entreprise.slug}/banen/${fr[index]!.slug}`,
    { maxRedirects: 0 },
  )
  expect(response.status()).toBe(301)
  expect(response.headers().location).toContain(
    `/nl/gevolgen-bedrijven/${nl[index]!.entreprise.slug}/banen/${fr[index]!.slug}`,
  )
})
