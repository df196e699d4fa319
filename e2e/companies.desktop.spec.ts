import { confirmAddress, declineWelcome, expect, gotoHydrated, settled, test, UNCONFIRMED } from './fixtures'
import { cards, companyListJourney, companyPageJourney, LIST, shownTotal, T } from './journeys/companies'

for (const locale of ['fr', 'en'] as const) companyListJourney(locale)

for (const locale of ['fr', 'en'] as const) companyPageJourney(locale)

test('signed out, the alert resumes after registering: it waits for her confirmed address, then stays on and turns off', async ({
  page,
}) => {
  await gotoHydrated(page, LIST.en)
  await cards(page).first().getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const alert = page.getByRole('button', { name: T.alert.en }).first()
  await expect(alert).toHaveAttribute('aria-pressed', 'false')
  await alert.click()
  const modal = page.getByRole('dialog')
  await modal.getByRole('tab', { name: 'Register' }).click()
  const form = modal.getByRole('tabpanel')
  await form.getByLabel('First name').fill('Alex')
  const email = `alert-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.be`
  await form.getByLabel('E-mail address').fill(email)
  await form.getByLabel('Password').fill('alert-me-please')
  await form.getByRole('checkbox', { name: /terms of use/ }).check()
  await form.getByRole('button', { name: 'Create my account' }).click()
  await expect(modal).toHaveCount(0)
  // Its e-mails would go to an address not confirmed yet: told so, with a way to get the link again.
  await expect(page.getByText(UNCONFIRMED.alerts.en)).toBeVisible()
  await expect(page.getByRole('button', { name: UNCONFIRMED.resend.en })).toBeVisible()
  await expect(alert).toHaveAttribute('aria-pressed', 'false')
  const companyPage = page.url()
  await confirmAddress(page, email)

  await gotoHydrated(page, companyPage)
  // The new account's welcome modal opens on this page: closed first, so the click below cannot land on
  // its backdrop as it fades in.
  await declineWelcome(page)
  const on = page.getByRole('button', { name: T.alert.en }).first()
  await on.click()
  await expect(on).toHaveAttribute('aria-pressed', 'true')
  await gotoHydrated(page, page.url())
  const again = page.getByRole('button', { name: T.alert.en }).first()
  await expect(again).toHaveAttribute('aria-pressed', 'true')
  await again.click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(again).toHaveAttribute('aria-pressed', 'false')
  await gotoHydrated(page, page.url())
  await expect(page.getByRole('button', { name: T.alert.en }).first()).toHaveAttribute(
    'aria-pressed',
    'false',
  )
})

test('search, nothing found with a way out; junk parameters are ignored', async ({ page }) => {
  await gotoHydrated(page, LIST.nl)
  await page.getByRole('searchbox').last().fill('zzqqxxyy')
  await page.getByRole('main').getByRole('button', { name: T.search.nl, exact: true }).click()
  await expect(page).toHaveURL(/query=zzqqxxyy/)
  await expect(page.getByRole('heading', { name: T.empty.nl })).toBeVisible()
  await page.getByRole('button', { name: T.reset.nl }).click()
  await expect(cards(page)).toHaveCount(15)

  await gotoHydrated(page, `${LIST.fr}?query=${encodeURIComponent('énergie')}`)
  await settled(page)
  const found = await shownTotal(page)
  expect(found).toBeGreaterThan(0)
  await expect(cards(page)).toHaveCount(Math.min(found, 15))

  const junk = await page.goto(
    `${LIST.en}?page=abc&zones=mars&number_employes=%22%3B--&sector_activity[]=x&query=${'x'.repeat(500)}`,
  )
  expect(junk?.status()).toBe(200)
  expect((await page.goto(`${LIST.fr}?page=999`))?.status()).toBe(200)
  await expect(cards(page).first()).toBeVisible()
})

test('pagination: 15 a page, page 2 by link, previous disabled on the first', async ({ page }) => {
  await gotoHydrated(page, LIST.en)
  const first = await cards(page).getByRole('heading').allTextContents()
  const pagination = page.getByRole('navigation', { name: 'Pagination' })
  await expect(pagination.getByRole('button', { name: 'Previous page' })).toBeDisabled()
  await pagination.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/page=2/)
  await settled(page)
  const second = await cards(page).getByRole('heading').allTextContents()
  expect(second.length).toBeGreaterThan(0)
  expect(second.some((name) => first.includes(name))).toBe(false)
})

test('company slugs: another language redirects (301), unknown ones are 404', async ({ page, request }) => {
  // Coopérative Énergie Citoyenne has a slug per language in the demo data.
  const moved = await request.get('/nl/gevolgen-bedrijven/cooperative-energie-citoyenne', {
    maxRedirects: 0,
  })
  expect(moved.status()).toBe(301)
  expect(moved.headers().location).toContain('/nl/gevolgen-bedrijven/cooperatieve-burgerenergie')
  const page200 = await gotoHydrated(page, '/nl/gevolgen-bedrijven/cooperatieve-burgerenergie')
  expect(page200?.status()).toBe(200)
  await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute(
    'href',
    /\/en\/impact-companies\/citizen-energy-cooperative$/,
  )
  await expect(page.locator('link[rel=alternate][hreflang=x-default]')).toHaveAttribute(
    'href',
    /\/entreprises-impact\/cooperative-energie-citoyenne$/,
  )
  for (const path of [
    '/entreprises-impact/n-existe-pas',
    '/en/impact-companies/NOPE',
    '/nl/gevolgen-bedrijven/%00',
  ]) {
    expect((await page.goto(path))?.status()).toBe(404)
  }
  await expect(page.getByRole('heading', { level: 1, name: T.notFound.nl })).toBeVisible()
})
