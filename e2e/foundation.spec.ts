import { firstLoadScripts } from '../src/server/http/scripts-after-first-paint'
import {
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  HTML_LANG,
  JOBS,
  LOCALES,
  linkIn,
  openLocalizedPage,
  prefix,
  receivedMail,
  TEXT,
  test,
} from './fixtures'

for (const locale of LOCALES) {
  test.describe(`home page in ${locale}`, () => {
    test('shows every section, localized links and alternates', async ({ page }, testInfo) => {
      await openLocalizedPage(page, locale, prefix(locale) || '/')
      await expect(page.getByRole('heading', { level: 1, name: TEXT.heroTitle[locale] })).toBeVisible()

      const offers = page.getByRole('region', { name: TEXT.latestOffers[locale] })
      await expect(offers.getByRole('article')).toHaveCount(6)
      // Offer links use the localized slugs of the path table.
      const firstOffer = await offers.getByRole('article').first().getByRole('link').getAttribute('href')
      expect(firstOffer).toMatch(
        {
          fr: /^\/entreprises-impact\/[^/]+\/offres-emploi\/[^/]+$/,
          nl: /^\/nl\/gevolgen-bedrijven\/[^/]+\/banen\/[^/]+$/,
          en: /^\/en\/impact-companies\/[^/]+\/job-offers\/[^/]+$/,
        }[locale],
      )
      for (const id of [
        'latest-companies-title',
        'press-title',
        'partners-title',
        'testimonials-title',
        'seo-title',
      ]) {
        await expect(page.locator(`#${id}`)).toBeVisible()
      }

      // Most-visited block: three columns of links to popular pages, 5 job + 5 internship pages each.
      const mostVisited = page.getByRole('region', { name: TEXT.mostVisited[locale] })
      await expect(mostVisited.getByRole('heading', { level: 3 })).toHaveCount(3)
      for (const list of await mostVisited.getByRole('list').all()) {
        await expect(list.getByRole('listitem')).toHaveCount(10)
      }
      await expect(mostVisited.getByRole('link').first()).toHaveAttribute(
        'href',
        new RegExp(`^${prefix(locale)}/pages/[a-z0-9-]+$`),
      )

      // Canonical + hreflang alternates (x-default = French).
      const canonical = await page.locator('link[rel=canonical]').getAttribute('href')
      expect(canonical).toBe(`${new URL(page.url()).origin}${prefix(locale) || '/'}`)
      await expect(page.locator('link[rel=alternate][hreflang=fr-BE]')).toHaveAttribute('href', /\/$/)
      await expect(page.locator('link[rel=alternate][hreflang=nl-BE]')).toHaveAttribute('href', /\/nl$/)
      await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute('href', /\/en$/)
      await expect(page.locator('link[rel=alternate][hreflang=x-default]')).toHaveAttribute('href', /\/$/)

      if (testInfo.project.name === 'desktop') {
        await expect(
          page
            .getByRole('navigation', { name: /.+/ })
            .first()
            .getByRole('link', { name: TEXT.jobsMenu[locale], exact: true }),
        ).toHaveAttribute('href', JOBS[locale])
      }
      await page.screenshot({
        path: `e2e/screenshots/home-${locale}-${testInfo.project.name}.png`,
        fullPage: true,
      })
    })

    test('has no serious or critical accessibility violation', async ({ page }) => {
      await gotoHydrated(page, prefix(locale) || '/')
      await expectNoSeriousA11yViolations(page)
    })

    test('unknown URLs render the translated 404 page with status 404', async ({ page }, testInfo) => {
      const response = await gotoHydrated(page, `${prefix(locale)}/cette-page-n-existe-pas/vraiment`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: TEXT.notFound[locale] })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale])
      if (testInfo.project.name === 'desktop') await expectNoSeriousA11yViolations(page)
      await page.getByRole('main').getByRole('link', { name: TEXT.backHome[locale] }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix(locale) || '/'}$`))
      await expect(page.getByRole('heading', { level: 1, name: TEXT.heroTitle[locale] })).toBeVisible()
    })
  })
}

test('an unknown locale prefix is a 404, and /fr/ and French slugs redirect permanently', async ({
  page,
  request,
}) => {
  expect((await page.goto('/de/offres-emploi'))?.status()).toBe(404)
  const fr = await request.get('/fr/offres-emploi?query=energie', { maxRedirects: 0 })
  expect(fr.status()).toBe(301)
  expect(fr.headers().location).toBe('/offres-emploi?query=energie')
  const en = await request.get('/en/entreprises-impact', { maxRedirects: 0 })
  expect(en.status()).toBe(301)
  expect(en.headers().location).toBe('/en/impact-companies')
})

test.describe('locale detection and the language selector', () => {
  test.use({ locale: 'nl-BE' })

  test('a Dutch browser lands on /nl; choosing French is remembered', async ({ page }) => {
    await gotoHydrated(page, '/')
    await expect(page).toHaveURL(/\/nl$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE')
    await page.getByRole('button', { name: /Taal/ }).click()
    await page.getByRole('menuitem', { name: 'Français' }).click()
    await expect(page).toHaveURL(/:\d+\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE')
    // The choice is remembered for the next visit of the root.
    await gotoHydrated(page, '/')
    await expect(page).toHaveURL(/:\d+\/$/)
    const cookie = (await page.context().cookies()).find((c) => c.name === 'tal.locale')
    expect(cookie?.value).toBe('fr')
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600)
  })

  test('switching language keeps the page (404 page with localized slugs)', async ({ page }) => {
    await gotoHydrated(page, '/nl/bestaat-niet')
    await page.getByRole('button', { name: /Taal/ }).click()
    await page.getByRole('menuitem', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/en\/bestaat-niet$/)
    await expect(page.getByRole('heading', { level: 1, name: TEXT.notFound.en })).toBeVisible()
  })
})

test('header turns to its scrolled style after 29 px', async ({ page }) => {
  await gotoHydrated(page, '/')
  const header = page.locator('header').first()
  await expect(header).toHaveAttribute('data-scrolled', 'false')
  await page.mouse.wheel(0, 400)
  await expect(header).toHaveAttribute('data-scrolled', 'true')
  await page.evaluate(() => window.scrollTo(0, 10))
  await expect(header).toHaveAttribute('data-scrolled', 'false')
})

test('the footer newsletter form validates, subscribes and clears the field', async ({ page }) => {
  await gotoHydrated(page, '/nl')
  const footer = page.getByRole('contentinfo')
  const field = footer.getByRole('textbox', { name: 'Je e-mailadres' })
  await field.fill('niet-een-adres')
  await footer.getByRole('button', { name: TEXT.subscribe.nl }).click()
  await expect(footer.getByText(TEXT.emailInvalid.nl)).toBeVisible()
  const email = `e2e-${Date.now()}@voorbeeld.be`
  await field.fill(email)
  await footer.getByRole('button', { name: TEXT.subscribe.nl }).click()
  await expect(page.getByRole('status')).toContainText('nieuwsbrief')
  await expect(field).toHaveValue('')
  // Double opt-in: subscribed only once the link of the confirmation e-mail is opened.
  const mail = await receivedMail(email, { containing: 'newsletter-confirm' })
  await gotoHydrated(page, linkIn(mail.text, 'newsletter-confirm'))
  await expect(page.getByText('Bevestigd: je ontvangt de nieuwsbrief van Tremplin.')).toBeVisible()
})

test('the footer is in the page as the server rendered it, its code fetched once the page is interactive', async ({
  page,
}) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  const html = await (await page.request.get('/offres-emploi')).text()
  // The server's HTML holds the whole footer, links included (they work before any JavaScript)...
  expect(html).toContain('aria-labelledby="footer-resources"')
  // ...but none of the scripts the page loads first is the footer's.
  const firstScripts = firstLoadScripts(html)
  expect(firstScripts.length).toBeGreaterThan(3)
  expect(firstScripts.filter((src) => /\/(footer|newsletter-signup|most-visited)-/.test(src))).toEqual([])
  await gotoHydrated(page, '/offres-emploi')
  // Hydrated afterwards, and counted in `data-hydrated`: the form answers at once.
  expect(requested.some((path) => /\/assets\/footer-[\w-]+\.js$/.test(path))).toBe(true)
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('textbox', { name: 'Votre adresse e-mail' }).fill('pas-une-adresse')
  await footer.getByRole('button', { name: TEXT.subscribe.fr }).click()
  await expect(footer.getByText(TEXT.emailInvalid.fr)).toBeVisible()
  await expect(page).toHaveURL(/\/offres-emploi$/)
})

test('GET /api/pages answers the popular pages in the Accept-Language locale, 400 on bad input', async ({
  request,
}) => {
  const dutch = await request.get('/api/pages', { headers: { 'accept-language': 'nl-BE' } })
  expect(dutch.status()).toBe(200)
  const pages = (await dutch.json()) as { slug: string; title: string; type: string }[]
  expect(pages.length).toBe(30)
  expect(new Set(pages.map((p) => p.type))).toEqual(new Set(['secteur', 'geoloc', 'metier']))
  const bad = await request.get('/api/pages?limit=abc')
  expect(bad.status()).toBe(400)
  expect((await bad.json()).error.message).toMatch(/no query parameters/)
  const badJson = await request.post('/api/newsletter', {
    data: 'not json',
    headers: { 'content-type': 'application/json' },
  })
  expect(badJson.status()).toBe(400)
})
