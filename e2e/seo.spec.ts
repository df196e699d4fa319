import { expect, gotoHydrated, test } from './fixtures'

test('sitemap index, page and offer sitemaps with hreflang alternates, robots.txt', async ({ request }) => {
  const index = await (await request.get('/sitemap.xml')).text()
  expect(index).toContain('<sitemapindex')
  expect(index).toContain('/sitemaps/pages.xml')
  expect(index).toContain('/sitemaps/offers-1.xml')
  const offers = await (await request.get('/sitemaps/offers-1.xml')).text()
  const urls = offers.match(/<url>/g) ?? []
  expect(urls.length).toBeGreaterThan(300)
  expect(offers).toMatch(/<loc>[^<]+\/nl\/gevolgen-bedrijven\/[^<]+\/banen\/[^<]+<\/loc>/)
  expect(offers).toMatch(/hreflang="x-default" href="[^"]+\/entreprises-impact\/[^"]+\/offres-emploi\//)
  const pages = await (await request.get('/sitemaps/pages.xml')).text()
  expect(pages).toContain('/en/job-offers</loc>')
  expect(pages).toMatch(/\/nl\/pages\/[a-z0-9-]+<\/loc>/)
  // Companies with their per-language slugs, articles (Dutch path), projects and episodes in every language.
  expect(pages).toMatch(/<loc>[^<]+\/en\/impact-companies\/[a-z0-9-]+<\/loc>/)
  expect(pages).toMatch(/<loc>[^<]+\/nl\/artikelen\/[a-z0-9-]+<\/loc>/)
  expect(pages).toMatch(/<loc>[^<]+\/nl\/medeoprichter\/[a-z0-9-]+<\/loc>/)
  expect(pages).toMatch(/<loc>[^<]+\/en\/media\/podcast\/[a-z0-9-]+<\/loc>/)
  expect(pages).toContain('/cofounder-pricing</loc>')
  expect(pages).toContain('/nl/media/podcast/category/welzijn</loc>')
  expect((await request.get('/sitemaps/offers-99.xml')).status()).toBe(404)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m)
  expect(robots).toContain('Disallow: /talent')
})

test('RSS feed of the newest offers per language', async ({ request }) => {
  const response = await request.get('/feeds/nl.xml')
  expect(response.headers()['content-type']).toContain('application/rss+xml')
  const feed = await response.text()
  expect(feed).toContain('<language>nl</language>')
  const items = feed.match(/<item>/g) ?? []
  expect(items.length).toBeGreaterThan(10)
  expect(feed).toMatch(/<link>http:\/\/localhost:\d+\/nl\/gevolgen-bedrijven\/[^<]+\/banen\/[^<]+<\/link>/)
  expect((await request.get('/feeds/de.xml')).status()).toBe(404)
})

test('popular pages: from the most-visited block to a pre-filtered list; all categories; 404', async ({
  page,
}) => {
  await gotoHydrated(page, '/nl')
  const block = page.getByRole('region', { name: 'De populairste zoekopdrachten' })
  const link = block.getByRole('listitem').first().getByRole('link')
  const title = (await link.textContent())!.trim()
  await link.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page).toHaveURL(/\/nl\/pages\/[a-z0-9-]+$/)
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  await expect(page.locator('link[rel=alternate][hreflang=fr-BE]')).toHaveAttribute(
    'href',
    /\/pages\/[a-z0-9-]+$/,
  )

  await gotoHydrated(page, '/en/pages/all-category')
  await expect(page.getByRole('heading', { level: 1, name: 'All popular searches' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(3)
  expect((await page.goto('/pages/cette-page-n-existe-pas'))?.status()).toBe(404)
})

test('the human sitemap in three languages', async ({ page }) => {
  for (const [path, title] of [
    ['/plan-du-site', 'Plan du site'],
    ['/nl/sitemap', 'Sitemap'],
    ['/en/sitemap', 'Sitemap'],
  ] as const) {
    const response = await gotoHydrated(page, path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(7)
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'Job offers', exact: true })).toHaveAttribute(
    'href',
    '/en/job-offers',
  )
  await expect(page.getByRole('main').getByRole('link', { name: 'Fonds Horizon Solidaire' })).toHaveAttribute(
    'href',
    '/en/impact-companies/horizon-solidarity-fund',
  )
})
