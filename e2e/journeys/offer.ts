import {
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  HTML_LANG,
  JOBS,
  type Locale,
  TEXT,
  test,
} from '../fixtures'

const OFFER_PATH: Record<Locale, RegExp> = {
  fr: /^\/entreprises-impact\/[^/]+\/offres-emploi\/[^/]+$/,
  nl: /^\/nl\/gevolgen-bedrijven\/[^/]+\/banen\/[^/]+$/,
  en: /^\/en\/impact-companies\/[^/]+\/job-offers\/[^/]+$/,
}
export const T = {
  description: { fr: 'Description du poste', nl: 'Functieomschrijving', en: 'Job description' },
  similar: { fr: 'Offres similaires', nl: 'Gelijkaardige vacatures', en: 'Similar job offers' },
  notFound: TEXT.notFound,
} satisfies Record<string, Record<Locale, string>>
/**
 * One body for all languages, registered by offer.desktop.spec.ts in fr, en
 * and by offer.spec.ts in nl (both viewports).
 */
export function offerPageJourney(locale: Locale) {
  test(`${locale}: an offer from the list shows every section, similar offers and a JobPosting`, async ({
    page,
  }) => {
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
}
