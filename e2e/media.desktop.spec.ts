import { expect, gotoHydrated, test } from './fixtures'
import { articlesJourney, saveArticleJourney, T } from './journeys/media'

for (const locale of ['fr', 'en'] as const) articlesJourney(locale)

for (const locale of ['fr', 'en'] as const) saveArticleJourney(locale)

test('toggle-save takes articles, in the spec form too, and only for one’s own list', async ({ page }) => {
  await gotoHydrated(page, '/en/connect?tab=register')
  const form = page.getByRole('tabpanel')
  await form.getByLabel(T.firstName.en).fill('Api')
  await form.getByLabel(T.email.en).fill(`api-reader-${Date.now()}@example.be`)
  await form.getByLabel(T.password.en).fill('a-good-password')
  await form.getByRole('checkbox', { name: T.terms.en }).check()
  await form.getByRole('button', { name: T.createAccount.en }).click()
  await expect(page).toHaveURL(/talent\/settings\/account$/)

  const [articles] = (await (await page.request.get('/api/search/articles?limit=2')).json()) as [
    { uuid: string }[],
  ]
  const [first, second] = articles.map((article) => article.uuid) as [string, string]
  const me = (await (await page.request.get('/api/auth/user')).json()).data as { uuid: string }
  const saved = await page.request.post('/api/talents/toggle-save', {
    data: { talent_uuid: me.uuid, saved_data: [first, { type: 'articles', article_uuid: second }] },
  })
  expect(saved.status()).toBe(200)
  expect((await saved.json()).saved_data).toEqual([first, second])
  const intrusion = await page.request.post('/api/talents/toggle-save', {
    data: { talent_uuid: crypto.randomUUID(), saved_data: [] },
  })
  expect(intrusion.status()).toBe(403)
  expect((await (await page.request.get('/api/auth/user')).json()).data.saved_data).toEqual([first, second])
})
