import { expect, gotoHydrated, JOBS, test } from './fixtures'
import { allFiltersModalJourney, keywordAndRegionsJourney, T } from './journeys/jobs'

keywordAndRegionsJourney('fr')

allFiltersModalJourney('en')

test('pagination: 15 a page, previous disabled on the first page, the ellipsis expands', async ({ page }) => {
  await gotoHydrated(page, JOBS.en)
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(15)
  const pagination = page.getByRole('navigation', { name: 'Pagination' })
  await expect(pagination.getByRole('button', { name: T.previousPage.en })).toBeDisabled()
  await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await pagination.getByRole('link', { name: T.nextPage.en }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(pagination.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  // Only the page shown is current: page 1 and the previous page's link (page 1 too) are not.
  await expect(pagination.locator('[aria-current]')).toHaveCount(1)
  const before = await pagination.getByRole('link', { name: /^Page \d+$/ }).count()
  await pagination.getByRole('button', { name: 'Show all pages' }).first().click()
  expect(await pagination.getByRole('link', { name: /^Page \d+$/ }).count()).toBeGreaterThan(before)
  await page.goBack()
  await expect(page).not.toHaveURL(/page=2/)
})

test('nothing found: the spec text and a way out; junk parameters are dropped', async ({ page }) => {
  await gotoHydrated(page, `${JOBS.nl}?query=zzqqxxyy`)
  await expect(page.getByRole('heading', { name: T.empty.nl })).toBeVisible()
  await page.getByRole('button', { name: 'Zoekopdracht wissen' }).click()
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(15)
  const response = await page.goto(`${JOBS.fr}?page=abc&zones=mars&remote=%22%3B--&query=${'x'.repeat(500)}`)
  expect(response?.status()).toBe(200)
})

test('GET /api/search/jobs answers [list, total], 400 on malformed parameters', async ({ request }) => {
  const response = await request.get('/api/search/jobs', {
    params: {
      query: '"chef de projet" énergie',
      filters: JSON.stringify({ zones: ['hainaut', 'namur'] }),
      limit: '4',
    },
  })
  expect(response.status()).toBe(200)
  const [list, total] = (await response.json()) as [
    { intitule_offre: string; entreprise: { slug: string } }[],
    number,
  ]
  expect(total).toBeGreaterThan(0)
  expect(list.length).toBeLessThanOrEqual(4)
  expect(list[0]?.intitule_offre.toLowerCase()).toContain('chef de projet')
  expect((await request.get('/api/search/jobs?filters=[1')).status()).toBe(400)
  expect((await request.get('/api/search/jobs?limit=-3')).status()).toBe(400)
})
