import {
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  HTML_LANG,
  type Locale,
  prefix,
  test,
} from './fixtures'

const T = {
  title: { fr: 'Articles', nl: 'Artikels', en: 'Articles' },
  careerTips: { fr: 'Conseils carrière', nl: 'Loopbaantips', en: 'Career tips' },
  articlePath: { fr: '/articles/', nl: '/artikelen/', en: '/articles/' },
} satisfies Record<string, Record<Locale, string>>

for (const locale of ['fr', 'nl', 'en'] as const) {
  test(`${locale}: articles by category, an article page in its language, 404s`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop' && locale !== 'nl', 'phones check one language')
    const response = await gotoHydrated(page, `${prefix(locale)}/media/articles`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.title[locale])
    expect(await page.getByRole('main').getByRole('article').count()).toBeGreaterThan(0)
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('link', { name: T.careerTips[locale], exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/media/articles/career-tips$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.careerTips[locale])
    await expect(page.getByRole('link', { name: T.careerTips[locale], exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )

    const first = page.getByRole('main').getByRole('article').first().getByRole('heading')
    const title = (await first.textContent())!.trim()
    await first.getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}${T.articlePath[locale]}[a-z0-9-]+$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expectNoSeriousA11yViolations(page)

    expect((await page.goto(`${prefix(locale)}/media/articles/not-a-category`))?.status()).toBe(404)
    expect((await page.goto(`${prefix(locale)}${T.articlePath[locale]}no-such-article`))?.status()).toBe(404)
  })
}
