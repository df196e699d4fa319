import { expect, test } from './fixtures'

/**
 * Issue 17: the security headers are on every answer — built assets, static files, redirects, pages
 * (rendered or from the page cache), JSON errors, the events endpoint — and HSTS is absent on this http
 * site (it is sent when APP_URL is https: unit test of request-guards).
 */
test('every kind of answer carries the security headers', async ({ request, page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'runs once')
  await page.goto('/')
  const asset = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src')
  const answers = [
    await request.get(asset!),
    await request.get('/favicon.svg'),
    await request.get('/fr/offres-emploi', { maxRedirects: 0 }),
    await request.get('/nl/banen?contrat_type=benevolat'),
    await request.get('/nl/banen?contrat_type=benevolat'),
    await request.get('/nope-not-a-page'),
    await request.get('/api/nope'),
    await request.post('/api/events/log', { data: { type: 'page_view' } }),
  ]
  for (const answer of answers) {
    const headers = answer.headers()
    expect(headers['x-content-type-options'], answer.url()).toBe('nosniff')
    expect(headers['referrer-policy'], answer.url()).toBe('strict-origin-when-cross-origin')
    expect(headers['x-frame-options'], answer.url()).toBe('SAMEORIGIN')
    expect(headers['strict-transport-security'], answer.url()).toBeUndefined()
  }
  expect(answers[2]!.status()).toBe(301)
})
