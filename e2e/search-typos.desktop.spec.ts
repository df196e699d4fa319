import { expect, expectNoSeriousA11yViolations, gotoHydrated, JOBS, type Locale, test } from './fixtures'
import { T as SEARCH } from './journeys/search'

const DID_YOU_MEAN: Record<Locale, string> = {
  fr: 'Vouliez-vous dire',
  nl: 'Bedoelde je',
  en: 'Did you mean',
}

for (const locale of ['fr', 'nl', 'en'] as const) {
  test(`${locale}: a typo’d search shows the offers of the word and a "did you mean" link to it`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${JOBS[locale]}?query=enrgie`)
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards.first()).toBeVisible()
    const typoCount = await cards.count()
    const suggestion = page.getByText(DID_YOU_MEAN[locale])
    await expect(suggestion).toBeVisible()
    const link = suggestion.getByRole('link', { name: /^[ée]nergie$/ })
    await expectNoSeriousA11yViolations(page)

    await link.click()
    await expect(page).toHaveURL(/query=%C3%A9nergie|query=energie/)
    await expect(page.getByText(DID_YOU_MEAN[locale])).toHaveCount(0)
    await expect(cards.first()).toBeVisible()
    expect(await cards.count()).toBe(typoCount)
    await expect(cards.first()).toContainText(/[ée]nergi/i)
  })
}

for (const locale of ['fr', 'nl', 'en'] as const) {
  test(`${locale}: the global search forgives the typo too and links to the corrected job search`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${locale === 'fr' ? '' : `/${locale}`}/`)
    await page.getByRole('banner').getByRole('button', { name: SEARCH.open[locale], exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('combobox').fill('enrgie')
    await expect(dialog.getByRole('option').first()).toBeVisible()
    const link = dialog.getByText(DID_YOU_MEAN[locale]).getByRole('link', { name: /^[ée]nergie$/ })
    await expect(link).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await link.click()
    await expect(dialog).toHaveCount(0)
    await expect(page).toHaveURL(new RegExp(`${JOBS[locale]}\\?query=(%C3%A9|e)nergie`))
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(/[ée]nergi/i)
  })
}

test('a query with no correction offers no suggestion; hostile text answers with a page', async ({
  page,
}) => {
  await gotoHydrated(page, `${JOBS.fr}?query=zzqqxxyy`)
  await expect(page.getByText(DID_YOU_MEAN.fr)).toHaveCount(0)
  for (const query of ['"énergie', "'; drop table offers; --", '(.*)+[', '!?.;:,'.repeat(100)]) {
    const response = await page.goto(`${JOBS.fr}?query=${encodeURIComponent(query)}`)
    expect(response?.status()).toBe(200)
  }
  // The API and the global search: the same matching, any text answered with a [list, total] pair.
  const typo = await page.request.get('/api/search/jobs', { params: { query: 'enrgie', limit: 4 } })
  const [hits, total] = (await typo.json()) as [{ intitule_offre: string }[], number]
  expect(total).toBeGreaterThan(0)
  expect(hits[0]!.intitule_offre).toMatch(/[ée]nergi/i)
  for (const query of ['a'.repeat(5000), '!?.;:,'.repeat(800), '"énergie', "'; drop table offers; --"]) {
    const started = Date.now()
    const response = await page.request.get('/api/search/jobs', { params: { query } })
    expect(response.status()).toBe(200)
    expect(Date.now() - started).toBeLessThan(3000)
  }
})
