import { declineWelcome, expect, gotoHydrated, signUpTalent, test } from './fixtures'

/**
 * The page cache keeps public pages for anonymous visitors (docs/performance.md). A signed-in visitor must never get
 * one of those copies: her header, her saved offers and the Cache-Control of her pages are hers.
 */
test('a page cached for visitors is rendered afresh for a signed-in talent, and her saves never reach the cached copy', async ({
  page,
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'accept-encoding': 'br, gzip' },
  })
  const path = '/nl/banen?contrat_type=cdi'
  // The first two anonymous visits render the page and the second keeps it (page-cache.ts), the next one
  // is served from the cache — unless a browser test running beside this one wrote offers in between (a
  // new data version): then the copy is rendered again, and kept again.
  const cachedCopy = async () => {
    let response = await visitor.get(path)
    for (let attempt = 0; attempt < 10 && response.headers()['x-page-cache'] !== 'hit'; attempt += 1)
      response = await visitor.get(path)
    return response
  }
  const cached = await cachedCopy()
  expect(cached.status()).toBe(200)
  expect(cached.headers()['x-page-cache']).toBe('hit')
  expect(cached.headers()['content-encoding']).toBe('br')
  expect(cached.headers()['cache-control']).toMatch(/^public, .*s-maxage/)

  await signUpTalent(page, 'nl', 'Kato')
  await declineWelcome(page)
  const response = await gotoHydrated(page, path)
  const headers = await response!.allHeaders()
  expect(headers['x-page-cache']).toBeUndefined()
  expect(headers['cache-control']).toBe('private, no-store')
  // Rendered for her alone and compressed once: Zstandard, which Chromium asks for (and decodes).
  expect(headers['content-encoding']).toBe('zstd')
  await expect(page.getByRole('button', { name: 'Mijn account: Kato' })).toBeVisible()

  const first = page
    .getByRole('main')
    .getByRole('button', { name: /bewaren$/ })
    .first()
  const label = await first.getAttribute('aria-label')
  const title = label!.replace(/^„|” bewaren$/g, '')
  // The button turns at once; the page is left only once the server has the save.
  const stored = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/talents/toggle-save') && answer.ok(),
  )
  await first.click()
  await stored
  const unsave = page.getByRole('button', { name: `„${title}” uit mijn bewaarde vacatures verwijderen` })
  await expect(unsave).toHaveAttribute('aria-pressed', 'true')

  // Her next visit of the same page: rendered for her, her saved offer still shown saved.
  await gotoHydrated(page, path)
  await expect(
    page.getByRole('button', { name: `„${title}” uit mijn bewaarde vacatures verwijderen` }),
  ).toHaveAttribute('aria-pressed', 'true')

  // Visitors still get the shared copy, which knows nothing of her.
  const again = await cachedCopy()
  expect(again.headers()['x-page-cache']).toBe('hit')
  const html = await again.text()
  expect(html).not.toContain('Kato')
  expect(html).not.toContain('aria-pressed="true"')
  await visitor.dispose()
})

test('a cached page hydrates on the data it carries, even on a phone whose clock runs ahead', async ({
  page,
}) => {
  const path = '/en/job-offers?contrat_type=cdi'
  // The search results travel in the page with the time they were read; a phone ten minutes ahead (or a
  // copy kept that long) must not make the page ask the server for them again while it hydrates.
  await page.clock.setFixedTime(new Date(Date.now() + 10 * 60_000))
  const serverCalls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/_serverFn/')) serverCalls.push(request.url())
  })
  let response = await gotoHydrated(page, path)
  for (let attempt = 0; attempt < 10 && response!.headers()['x-page-cache'] !== 'hit'; attempt += 1) {
    serverCalls.length = 0
    response = await gotoHydrated(page, path)
  }
  expect(response!.headers()['x-page-cache']).toBe('hit')
  // The data travels in the page, its stream ended in the same answer: nothing is left to fetch.
  const html = await response!.text()
  expect(html.match(/\$_TSR\.e\(\)/g)).toHaveLength(1)
  expect(html).toMatch(/<\/body><\/html>$/)
  // A refetch would start in the effects that end hydration: give its request a moment to show.
  await page.waitForTimeout(1_000)
  expect(serverCalls).toEqual([])
})
