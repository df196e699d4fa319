import {
  CONSENT_COOKIE_NAME,
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  recruiterSpace,
  test,
} from './fixtures'
import { consentBannerJourney, firstVisit, L, recordEvents } from './journeys/consent'

for (const locale of ['fr', 'en'] as const) consentBannerJourney(locale)

test('accepting sets the ids: page views on each new path, one session until 2 idle hours', async ({
  page,
  context,
}) => {
  await firstVisit(context)
  await page.clock.install()
  const events = recordEvents(page)
  await gotoHydrated(page, '/en')
  await page.getByRole('region', { name: L.banner.en }).getByRole('button', { name: L.acceptAll.en }).click()
  expect((await context.cookies()).find((cookie) => cookie.name === CONSENT_COOKIE_NAME)?.value).toMatch(
    /^1\.a1\.m1\./,
  )

  await page.getByRole('banner').getByRole('link', { name: L.jobs.en }).first().click()
  await expect(page).toHaveURL(/\/en\/job-offers$/)
  await expect.poll(() => events.filter((event) => event.session_id).length).toBeGreaterThanOrEqual(1)
  const first = events.find((event) => event.session_id)!
  expect(first).toMatchObject({ type: 'page_view', extra: { path: '/en/job-offers' } })
  expect(first.long_session_id).toMatch(/^[0-9a-f-]{36}$/)

  // A filter on the same list is not a new page; another page is.
  const before = events.length
  await page.goto('/en/job-offers?contrat_type=cdi')
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await expect.poll(() => events.length).toBeGreaterThan(before)

  // An hour later: the same session. Two hours and a minute after that: a new one, the same long-term id.
  await page.clock.fastForward('01:00:00')
  await gotoHydrated(page, '/en/impact-companies')
  await expect.poll(() => events.at(-1)?.extra?.path).toBe('/en/impact-companies')
  expect(events.at(-1)).toMatchObject({
    session_id: first.session_id,
    long_session_id: first.long_session_id,
  })
  await page.clock.fastForward('02:01:00')
  await gotoHydrated(page, '/en/job-offers')
  await expect.poll(() => events.at(-1)?.extra?.path).toBe('/en/job-offers')
  expect(events.at(-1)?.long_session_id).toBe(first.long_session_id)
  expect(events.at(-1)?.session_id).not.toBe(first.session_id)
})

test("an offer's views and apply clicks reach its organisation's recruiters, as counts", async ({
  page,
  browser,
}) => {
  const offerPath =
    '/entreprises-impact/cooperative-energie-citoyenne/offres-emploi/charge-de-projet-transition-energetique-cdd-i18er'
  await gotoHydrated(page, offerPath)
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()

  const recruiter = await recruiterSpace(
    browser,
    'fr',
    'cooperative-energie-citoyenne-1@demo.tremplin.be',
    'Coopérative Énergie Citoyenne',
  )
  const row = recruiter.page
    .getByRole('row')
    .filter({ has: recruiter.page.getByRole('link', { name: title }) })
  const figure = async (pattern: RegExp) =>
    Number((await row.getByText(pattern).textContent())?.replace(/\D/g, '') ?? Number.NaN)
  const views = await figure(/vues$/)
  const clicks = await figure(/clics sur « Postuler »$/)

  // A visitor counts once per offer and day (docs/consent-analytics.md): a new one, by her own browser.
  const visitor = await browser.newContext({ userAgent: `Tremplin e2e visitor ${Date.now()}` })
  const visit = await visitor.newPage()
  await gotoHydrated(visit, offerPath)
  await visit.getByRole('main').getByRole('button', { name: 'Postuler', exact: true }).first().click()
  await expect(visit.getByRole('dialog')).toBeVisible()

  await expect
    .poll(
      async () => {
        await recruiter.page.reload()
        return (await figure(/vues$/)) > views && (await figure(/clics sur « Postuler »$/)) > clicks
      },
      // The events leave the browser at idle time, in a batch: on a busy two-core runner, over 10 s.
      { timeout: 30_000 },
    )
    .toBe(true)
  await expectNoSeriousA11yViolations(recruiter.page)
  await recruiter.close()
  await visitor.close()
})
