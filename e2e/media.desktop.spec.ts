import { expect, signUpTalent, test } from './fixtures'
import { articlesJourney, saveArticleJourney } from './journeys/media'

for (const locale of ['fr', 'en'] as const) articlesJourney(locale)

for (const locale of ['fr', 'en'] as const) saveArticleJourney(locale)

test('toggle-save takes articles, in the spec form too, and only for one’s own list', async ({ page }) => {
  await signUpTalent(page, 'en', 'Api')

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
