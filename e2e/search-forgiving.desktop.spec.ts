import { expect, expectNoSeriousA11yViolations, gotoHydrated, JOBS, type Locale, test } from './fixtures'

const DID_YOU_MEAN: Record<Locale, string> = {
  fr: 'Vouliez-vous dire',
  nl: 'Bedoelde je',
  en: 'Did you mean',
}
/** A misspelt accountant in each language, and the word the offers spell. */
const TYPOS: Record<Locale, [string, string]> = {
  fr: ['comptabel', 'comptable'],
  nl: ['boekhoduer', 'boekhouder'],
  en: ['acountant', 'accountant'],
}
/** The accountant in the page's language, and the badges of the offers in the other two. */
const ACROSS: Record<Locale, { query: string; badges: string[] }> = {
  fr: { query: 'comptable', badges: ['En néerlandais', 'En anglais'] },
  nl: { query: 'boekhouder', badges: ['In het Frans', 'In het Engels'] },
  en: { query: 'accountant', badges: ['In French', 'In Dutch'] },
}

for (const locale of ['fr', 'nl', 'en'] as const) {
  test(`${locale}: a typo’d occupation shows its offers and a "did you mean" link`, async ({ page }) => {
    const [typo, word] = TYPOS[locale]
    await gotoHydrated(page, `${JOBS[locale]}?query=${typo}`)
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards.first()).toBeVisible()
    const suggestion = page.getByText(DID_YOU_MEAN[locale])
    await expect(suggestion).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await suggestion.getByRole('link', { name: word, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`query=${word}`))
    await expect(page.getByText(DID_YOU_MEAN[locale])).toHaveCount(0)
    await expect(cards.first()).toBeVisible()
  })

  test(`${locale}: an occupation finds its offers in the three languages, the others marked with their language`, async ({
    page,
  }) => {
    const { query, badges } = ACROSS[locale]
    await gotoHydrated(page, `${JOBS[locale]}?query=${query}`)
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards.first()).toBeVisible()
    for (const badge of badges) {
      await expect(cards.filter({ hasText: badge }).first()).toBeVisible()
    }
    // Offers in the page's language come first and carry no badge.
    const firstPageLanguage = cards.filter({ hasNotText: new RegExp(badges.join('|')) }).first()
    await expect(firstPageLanguage).toBeVisible()
    await expect(cards.first()).not.toContainText(new RegExp(badges.join('|')))
    // The title of an offer in another language says its language to screen readers.
    await expect(page.getByRole('main').locator('article :is(h2, h3)[lang]').first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
}

test('the API and the global search use the same matching; bad input answers quickly, never with an error', async ({
  page,
}) => {
  const response = await page.request.get('/api/search/jobs', {
    params: { query: 'accountant', limit: 50 },
    headers: { 'accept-language': 'en' },
  })
  const [hits, total] = (await response.json()) as [{ langue: string }[], number]
  expect(total).toBe(hits.length)
  expect(new Set(hits.map((hit) => hit.langue))).toEqual(new Set(['en', 'fr', 'nl']))
  expect(hits[0]!.langue).toBe('en')

  await gotoHydrated(page, '/en/')
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('combobox').fill('boekhouder')
  await expect(dialog.getByRole('option').filter({ hasText: 'In Dutch' }).first()).toBeVisible()

  for (const query of [
    'x'.repeat(5000),
    '!?.;:,"\''.repeat(600),
    "accountant'; drop table offers; --",
    '(.*)+[a-z]{2,}\\ ^(a+)+$',
    '"chef de projet',
    'comptable "',
  ]) {
    const bad = await page.request.get('/api/search/jobs', { params: { query } })
    expect(bad.status()).toBe(200)
    const [list, count] = (await bad.json()) as [unknown[], number]
    expect(count).toBeGreaterThanOrEqual(list.length)
    const shown = await page.goto(`${JOBS.en}?query=${encodeURIComponent(query.slice(0, 1000))}`)
    expect(shown?.status()).toBe(200)
  }
})
