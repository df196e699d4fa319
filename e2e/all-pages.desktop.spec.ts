// Every public page of the companies / co-founder / media / contact issue, in the three languages: it
// answers 200 in the right language, its internal links stay in that language, and axe finds nothing
// serious. Entity pages (a company, a project, an article, an episode) are taken from the sitemap.
import type { APIRequestContext, Page } from '@playwright/test'
import {
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  HTML_LANG,
  LOCALES,
  type Locale,
  prefix,
  test,
} from './fixtures'

const SECTION_PATHS: Record<Locale, string[]> = {
  fr: [
    '/entreprises-impact',
    '/cofondateur',
    '/cofondateur/projets',
    '/cofounder-pricing',
    '/media',
    '/media/articles',
    '/media/articles/impact-stories',
    '/media/podcast',
    '/contact',
    '/selection-entreprise',
    '/pages/cgu',
    '/pages/cgv',
    '/pages/mentions-legales',
    '/pages/privacy-policy',
    '/plan-du-site',
  ],
  nl: [
    '/nl/gevolgen-bedrijven',
    '/nl/medeoprichter',
    '/nl/medeoprichter/aanbiedingen',
    '/nl/cofounder-pricing',
    '/nl/media',
    '/nl/media/articles',
    '/nl/media/articles/impact-stories',
    '/nl/media/podcast',
    '/nl/contact',
    '/nl/bedrijfsselectie',
    '/nl/pages/cgu',
    '/nl/pages/cgv',
    '/nl/pages/mentions-legales',
    '/nl/pages/privacy-policy',
    '/nl/sitemap',
  ],
  en: [
    '/en/impact-companies',
    '/en/co-founder',
    '/en/co-founder/projects',
    '/en/cofounder-pricing',
    '/en/media',
    '/en/media/articles',
    '/en/media/articles/impact-stories',
    '/en/media/podcast',
    '/en/contact',
    '/en/company-selection',
    '/en/pages/cgu',
    '/en/pages/cgv',
    '/en/pages/mentions-legales',
    '/en/pages/privacy-policy',
    '/en/sitemap',
  ],
}

/** One page of each kind of entity, in the locale, from the pages sitemap. */
async function entityPaths(request: APIRequestContext, locale: Locale): Promise<string[]> {
  const xml = await (await request.get('/sitemaps/pages.xml')).text()
  const locs = [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]+)<\/loc>/g)].map((match) => match[1]!)
  const p = prefix(locale)
  const patterns = {
    fr: [
      /^\/entreprises-impact\/[^/]+$/,
      /^\/cofondateur\/(?!projets$)[^/]+$/,
      /^\/articles\/[^/]+$/,
      /^\/media\/podcast\/(?!categorie)[^/]+$/,
    ],
    nl: [
      /^\/nl\/gevolgen-bedrijven\/[^/]+$/,
      /^\/nl\/medeoprichter\/(?!aanbiedingen$)[^/]+$/,
      /^\/nl\/artikelen\/[^/]+$/,
      /^\/nl\/media\/podcast\/(?!category)[^/]+$/,
    ],
    en: [
      /^\/en\/impact-companies\/[^/]+$/,
      /^\/en\/co-founder\/(?!projects$)[^/]+$/,
      /^\/en\/articles\/[^/]+$/,
      /^\/en\/media\/podcast\/(?!category)[^/]+$/,
    ],
  }[locale]
  return patterns.map((pattern) => {
    const path = locs.find((loc) => pattern.test(loc))
    expect(path, `${p}: a sitemap URL matching ${pattern}`).toBeDefined()
    return path!
  })
}

/** Internal links of the page that point at another language (assets, API and files excepted). */
async function linksOutOfLocale(page: Page, locale: Locale): Promise<string[]> {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const technical = /^\/(assets|api|files|feeds|sitemap\.xml|sitemaps)\b/
  const inLocale = (href: string) =>
    locale === 'fr' ? !/^\/(nl|en)(\/|$|\?)/.test(href) : new RegExp(`^/${locale}(/|$|\\?)`).test(href)
  return hrefs.filter((href) => !technical.test(href) && !inLocale(href))
}

for (const locale of LOCALES) {
  test(`${locale}: every page of the companies, co-founder, media and contact sections`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000)
    const paths = [...SECTION_PATHS[locale], ...(await entityPaths(request, locale))]
    for (const path of paths) {
      await test.step(path, async () => {
        const response = await gotoHydrated(page, path)
        expect(response?.status(), path).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale])
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
        expect(await linksOutOfLocale(page, locale), path).toEqual([])
        await expectNoSeriousA11yViolations(page)
      })
    }
    // The podcast category pages are linked from the podcast list.
    await gotoHydrated(page, `${prefix(locale)}/media/podcast`)
    const category = page.locator('main a[href*="/media/podcast/categor"]').first()
    const href = (await category.getAttribute('href'))!
    const response = await gotoHydrated(page, href)
    expect(response?.status(), href).toBe(200)
    expect(await linksOutOfLocale(page, locale), href).toEqual([])
  })
}
