import { expect, expectNoSeriousA11yViolations, gotoHydrated, HTML_LANG, type Locale, test } from './fixtures'

const JOBS: Record<Locale, string> = { fr: '/offres-emploi', nl: '/nl/banen', en: '/en/job-offers' }
const OFFER_PATH: Record<Locale, RegExp> = {
  fr: /^\/entreprises-impact\/[^/]+\/offres-emploi\/[^/]+$/,
  nl: /^\/nl\/gevolgen-bedrijven\/[^/]+\/banen\/[^/]+$/,
  en: /^\/en\/impact-companies\/[^/]+\/job-offers\/[^/]+$/,
}
const T = {
  description: { fr: 'Description du poste', nl: 'Functieomschrijving', en: 'Job description' },
  similar: { fr: 'Offres similaires', nl: 'Gelijkaardige vacatures', en: 'Similar job offers' },
  notFound: { fr: 'Erreur 404', nl: 'Fout 404', en: 'Error 404' },
} satisfies Record<string, Record<Locale, string>>

for (const locale of ['fr', 'nl', 'en'] as const) {
  test(`${locale}: an offer from the list shows every section, similar offers and a JobPosting`, {
    tag: locale !== 'nl' ? '@desktop' : [],
  }, async ({ page }) => {
    await gotoHydrated(page, JOBS[locale])
    const first = page.getByRole('main').getByRole('article').first().getByRole('link')
    const title = (await first.textContent())!.trim()
    await first.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    expect(new URL(page.url()).pathname).toMatch(OFFER_PATH[locale])
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale])
    await expect(page.getByRole('heading', { level: 2, name: T.description[locale] })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: T.similar[locale] })).toBeVisible()

    // Reload: the server-rendered page carries the JSON-LD with Google's required fields.
    const response = await page.reload()
    expect(response?.status()).toBe(200)
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
    expect(ld['@type']).toBe('JobPosting')
    expect(ld.title).toBe(title)
    for (const field of ['description', 'datePosted', 'employmentType', 'hiringOrganization', 'jobLocation'])
      expect(ld[field]).toBeTruthy()
    expect(ld.hiringOrganization.name).toBeTruthy()
    expect(ld.jobLocation.address['@type']).toBe('PostalAddress')
    // Alternates point at the localized slugs of the same offer.
    await expect(page.locator('link[rel=alternate][hreflang=nl-BE]')).toHaveAttribute(
      'href',
      /\/nl\/gevolgen-bedrijven\/[^/]+\/banen\//,
    )
    await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute(
      'href',
      /\/en\/impact-companies\/[^/]+\/job-offers\//,
    )
    await expectNoSeriousA11yViolations(page)
  })

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
