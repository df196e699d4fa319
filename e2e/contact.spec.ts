import { expect, test } from './fixtures'
import { contactFormJourney } from './journeys/contact'

contactFormJourney('fr')

test('GET /api/search/general/entreprise and /api/search/articles answer [list, total], 400 on bad limits, a long query cut', async ({
  request,
}) => {
  const organisations = await request.get('/api/search/general/entreprise?limit=4', {
    headers: { 'accept-language': 'nl-BE' },
  })
  expect(organisations.status()).toBe(200)
  const [list, total] = (await organisations.json()) as [
    { name: string; slug: string; coFounder: boolean; jobs_open: number }[],
    number,
  ]
  expect(list).toHaveLength(4)
  expect(total).toBeGreaterThanOrEqual(4)
  expect(typeof list[0]!.coFounder).toBe('boolean')
  expect(list[0]!.jobs_open).toBeGreaterThanOrEqual(0)
  const byName = await (
    await request.get(`/api/search/general/entreprise?query=${encodeURIComponent(list[0]!.name.slice(0, 4))}`)
  ).json()
  expect(byName[0].map((hit: { name: string }) => hit.name)).toContain(list[0]!.name)

  const articles = await request.get('/api/search/articles?query=&limit=2', {
    headers: { 'accept-language': 'en' },
  })
  expect(articles.status()).toBe(200)
  const [items, count] = await articles.json()
  expect(items).toHaveLength(2)
  expect(count).toBeGreaterThanOrEqual(2)
  expect(items[0].title).toBeTruthy()

  for (const bad of ['limit=0', 'limit=abc']) {
    const response = await request.get(`/api/search/articles?${bad}`)
    expect(response.status()).toBe(400)
    expect((await response.json()).error.message).toBeTruthy()
  }
  // A query too long is cut to its first 200 characters, as the list pages do (docs/search.md).
  const long = await request.get(`/api/search/articles?query=${'x'.repeat(300)}`)
  expect(long.status()).toBe(200)
  expect(await long.json()).toHaveLength(2)
  expect((await request.post('/api/search/general/entreprise')).status()).toBe(405)
})
