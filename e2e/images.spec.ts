import { expect, gotoHydrated, test } from './fixtures'

const b64 = (text: string) => Buffer.from(text).toString('base64url')

test('company logos load through /api/resized with a 2x candidate and a fixed size', async ({ page }) => {
  await gotoHydrated(page, '/')
  const logo = page.locator('img[src^="/api/resized"]').first()
  await logo.scrollIntoViewIfNeeded()
  await expect(logo).toHaveAttribute('srcset', / 2x$/)
  await expect(logo).toHaveAttribute('width', /\d+/)
  await expect(logo).toHaveAttribute('height', /\d+/)
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
})

test('/api/resized: a WebP of the size asked, 4xx for bad input, public files only', async ({ request }) => {
  const logo = '/files/demo/companies/boeren-aan-huis-logo.png'
  const ok = await request.get(`/api/resized?url=${b64(logo)}&size=96`)
  expect(ok.status()).toBe(200)
  expect(ok.headers()['content-type']).toBe('image/webp')
  const etag = ok.headers().etag!
  const again = await request.get(`/api/resized?url=${b64(logo)}&size=96`, {
    headers: { 'if-none-match': etag },
  })
  expect(again.status()).toBe(304)
  expect((await request.get(logo)).headers()['content-type']).toBe('image/png')
  for (const [query, status] of [
    [`url=${b64(logo)}&size=99999`, 400],
    [`url=${b64(logo)}&size=-1`, 400],
    [`url=${b64(logo)}&size=96&crop=13x`, 400],
    // Only the aspect ratios the pages use: no 1600 × 51,200 strip.
    [`url=${b64(logo)}&size=1600&crop=1x32`, 400],
    ['url=%%%&size=96', 400],
    ['size=96', 400],
    [`url=${b64('/files/../tremplin.db')}&size=96`, 400],
    [`url=${b64('file:///etc/passwd')}&size=96`, 400],
    [`url=${b64('https://example.com/logo.png')}&size=96`, 403],
    [`url=${b64('/files/demo/none.png')}&size=96`, 404],
  ] as const) {
    const response = await request.get(`/api/resized?${query}`)
    expect(response.status(), query).toBe(status)
    expect((await response.json()).error.message, query).toEqual(expect.any(String))
  }
  expect((await request.get('/files/../data/tremplin.db')).status()).toBe(404)
})

test('the job list invites visitors to create an account after six offers', async ({ page }) => {
  await gotoHydrated(page, '/offres-emploi')
  const banner = page.getByRole('region', { name: 'Créez votre profil en deux minutes' })
  await expect(banner).toBeVisible()
  await expect(banner.getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute(
    'href',
    '/connect?tab=register',
  )
  const items = page.getByRole('main').getByRole('list').first().locator(':scope > li')
  await expect(items.nth(6)).toContainText('Créez votre profil en deux minutes')
})
