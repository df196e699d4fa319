import type { BrowserContext, Page, Request } from '@playwright/test'
import {
  CONSENT_COOKIE_NAME,
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  type Locale,
  prefix,
  recruiterSpace,
  test,
} from './fixtures'

/**
 * The cookie banner in three languages (docs/product.md#limits defaults: everything but the necessary denied),
 * first-party events with identifiers only after consent (docs/product.md#states, #api), the choice changed from the footer,
 * and what an organisation sees of it (counts per offer).
 */
const L = {
  banner: { fr: 'Vos choix de cookies', nl: 'Uw cookiekeuzes', en: 'Your cookie choices' },
  refuseAll: { fr: 'Tout refuser', nl: 'Alles weigeren', en: 'Refuse all' },
  acceptAll: { fr: 'Tout accepter', nl: 'Alles aanvaarden', en: 'Accept all' },
  manage: { fr: 'Gérer les cookies', nl: 'Cookies beheren', en: 'Manage cookies' },
  settings: { fr: 'Paramètres des cookies', nl: 'Cookie-instellingen', en: 'Cookie settings' },
  analytics: { fr: "Mesure d'audience", nl: 'Bezoekersstatistieken', en: 'Audience measurement' },
  save: { fr: 'Enregistrer mes choix', nl: 'Mijn keuzes opslaan', en: 'Save my choices' },
  jobs: { fr: "Offres d'emploi", nl: 'Vacatures', en: 'Job offers' },
  jobsPath: { fr: '/offres-emploi', nl: '/nl/banen', en: '/en/job-offers' },
} satisfies Record<string, Record<Locale, string>>

const PROJECT: Record<Locale, string> = { fr: 'desktop', nl: 'phone', en: 'desktop' }
const ID_COOKIES = ['tal.aid', 'tal.asession']

type LoggedEvent = {
  type: string
  long_session_id?: string
  session_id?: string
  extra?: Record<string, unknown>
}

/** Every event the page sends to `/api/events/log`, as sent (keepalive requests report no response). */
function recordEvents(page: Page) {
  const events: LoggedEvent[] = []
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/events/log')) events.push(request.postDataJSON() as LoggedEvent)
  })
  return events
}

/** A first visit: no choice made yet (the other tests browse as visitors who refused everything). */
async function firstVisit(context: BrowserContext) {
  await context.clearCookies({ name: CONSENT_COOKIE_NAME })
}

const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((cookie) => cookie.name)

const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? []).map((entry) =>
      entry && typeof entry === 'object' && 'length' in entry
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  )

for (const locale of ['fr', 'nl', 'en'] as const) {
  test(`${locale}: the banner asks, "refuse all" stores no identifier, the footer changes the choice`, {
    tag: `@${PROJECT[locale]}`,
  }, async ({ page, context }) => {
    await firstVisit(context)
    const events = recordEvents(page)
    await gotoHydrated(page, prefix(locale) || '/')
    const banner = page.getByRole('region', { name: L.banner[locale] })
    await expect(banner).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    // Consent mode defaults, before any tag could read them (docs/product.md#limits).
    expect((await dataLayer(page))[0]).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        wait_for_update: 500,
      },
    ])

    await banner.getByRole('button', { name: L.refuseAll[locale] }).click()
    await expect(banner).toBeHidden()
    const consent = (await context.cookies()).find((cookie) => cookie.name === CONSENT_COOKIE_NAME)
    expect(consent?.value).toMatch(/^1\.a0\.m0\.\d+$/)
    // Kept about 6 months, then asked again.
    expect(consent!.expires * 1000 - Date.now()).toBeGreaterThan(170 * 86_400_000)

    // Browsing on: page views are counted, without any identifier, and nothing identifying is stored.
    await page.getByRole('contentinfo').getByRole('link', { name: L.jobs[locale], exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${L.jobsPath[locale]}$`))
    await expect
      .poll(() => events.filter((event) => event.type === 'page_view').length)
      .toBeGreaterThanOrEqual(2)
    for (const event of events) {
      expect(event.long_session_id).toBeUndefined()
      expect(event.session_id).toBeUndefined()
    }
    expect(events.find((event) => event.extra?.path === L.jobsPath[locale])).toBeTruthy()
    // The server takes such an event (202) — with or without identifiers, nothing on the page waits for it.
    const answer = await page.request.post('/api/events/log', { data: events[0] })
    expect(answer.status()).toBe(202)
    expect((await cookieNames(context)).filter((name) => ID_COOKIES.includes(name))).toEqual([])
    expect(
      await page.evaluate(() => Object.keys(localStorage).length + Object.keys(sessionStorage).length),
    ).toBe(0)
    await page.reload()
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
    await expect(banner).toBeHidden()

    // The footer's link reopens the choice (keyboard only): audience measurement allowed this time.
    const manage = page.getByRole('contentinfo').getByRole('button', { name: L.manage[locale] })
    await manage.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: L.settings[locale] })
    await expect(dialog).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole('checkbox', { name: L.analytics[locale] }).check()
    await dialog.getByRole('button', { name: L.save[locale] }).click()
    await expect(dialog).toBeHidden()
    expect((await context.cookies()).find((cookie) => cookie.name === CONSENT_COOKIE_NAME)?.value).toMatch(
      /^1\.a1\.m0\./,
    )
    expect(await dataLayer(page)).toContainEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ])
    await gotoHydrated(page, prefix(locale) || '/')
    await expect.poll(() => events.at(-1)?.session_id).toBeTruthy()
    expect((await cookieNames(context)).filter((name) => ID_COOKIES.includes(name)).sort()).toEqual(
      ID_COOKIES,
    )
  })
}

test('the banner shows only once its HTML is parsed whole: painted half-written, it grew upwards', {
  tag: '@phone',
}, async ({ page, context }) => {
  await firstVisit(context)
  const banner = page.locator('section[aria-labelledby="consent-banner-title"]')
  // The page as a browser may paint it while parsing: its HTML cut after the banner's heading.
  await page.route(`**${L.jobsPath.nl}`, async (route) => {
    const response = await route.fetch()
    const html = await response.text()
    const cut = html.indexOf('</h2>', html.indexOf('consent-banner-title')) + '</h2>'.length
    await route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      headers: { 'content-security-policy': response.headers()['content-security-policy'] ?? '' },
      body: html.slice(0, cut),
    })
  })
  await page.goto(L.jobsPath.nl)
  await expect(page.locator('html[data-consent="ask"]')).toHaveCount(1)
  // Its heading is there, parsed (hidden, it has no role to find it by).
  await expect(banner.locator('h2')).toHaveText(L.banner.nl)
  await expect(banner).toBeHidden()
  await page.unroute(`**${L.jobsPath.nl}`)
  await page.goto(L.jobsPath.nl)
  await expect(page.getByRole('region', { name: L.banner.nl })).toBeVisible()
})

test('accepting sets the ids: page views on each new path, one session until 2 idle hours', {
  tag: '@desktop',
}, async ({ page, context }) => {
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

test("an offer's views and apply clicks reach its organisation's recruiters, as counts", {
  tag: '@desktop',
}, async ({ page, browser }) => {
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
