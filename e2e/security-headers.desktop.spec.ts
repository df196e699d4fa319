import { createHash } from 'node:crypto'
import { expect, test } from './fixtures'

/**
 * The security headers are on every answer — built assets, static files, redirects, pages
 * (rendered or from the page cache), JSON errors, the events endpoint — and HSTS is absent on this http
 * site (it is sent when APP_URL is https: unit test of request-guards).
 */
test('every kind of answer carries the security headers', async ({ request, page }) => {
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
  // A page is only read: another method is refused, never the page rendered as if it were a GET.
  for (const refused of [await request.delete('/offres-emploi'), await request.put('/nl/banen')]) {
    expect(refused.status()).toBe(405)
    expect(refused.headers().allow).toBe('GET, HEAD')
    expect(refused.headers()['x-content-type-options']).toBe('nosniff')
  }
})

/**
 * The Content-Security-Policy admits the page's own inline scripts (by their hashes, kept with
 * the page cache's copy) and nothing injected: markup slipped into the page cannot run code.
 */
test('pages run their own scripts and nothing injected', async ({ browser, request }) => {
  const path = '/en/job-offers?contrat_type=cdi'
  // Rendered, kept from the second visit; a test writing offers beside this one may make the next visit a
  // render again.
  let cached = await request.get(path)
  for (let attempt = 0; attempt < 10 && cached.headers()['x-page-cache'] !== 'hit'; attempt += 1)
    cached = await request.get(path)
  expect(cached.headers()['x-page-cache']).toBe('hit')
  const policy = cached.headers()['content-security-policy'] ?? ''
  const inlineScripts = [
    ...(await cached.text()).matchAll(/<script(?![^>]*\ssrc=)(?![^>]*json)[^>]*>([\s\S]*?)<\/script>/g),
  ]
  expect(inlineScripts.length).toBeGreaterThan(2)
  for (const [, text] of inlineScripts)
    expect(policy).toContain(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`)
  expect(policy).not.toContain('unsafe-eval')
  expect(policy).toMatch(/script-src 'self' 'sha256-[^;]*; style-src 'self' 'sha256-/)
  expect(policy.match(/script-src [^;]*/)?.[0]).not.toContain('unsafe-inline')
  expect((await request.get('/api/nope')).headers()['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  )

  // A browser of its own: the fixture's pages fail on any refusal, and this one provokes them.
  const context = await browser.newContext()
  const page = await context.newPage()
  const refused: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text())
  })
  await page.goto(path)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<img src="/nope.png" onerror="window.injected = 1">')
    const script = document.createElement('script')
    script.textContent = 'window.injected = 2'
    document.body.append(script)
  })
  await expect.poll(() => refused.length).toBeGreaterThanOrEqual(2)
  expect(await page.evaluate(() => (window as { injected?: number }).injected)).toBeUndefined()
  await context.close()
})
