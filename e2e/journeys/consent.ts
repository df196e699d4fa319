import type { BrowserContext, Page, Request } from '@playwright/test'
import { CONSENT_DEFAULTS_CALL } from '../../tests/consent-mode'
import {
  CONSENT_COOKIE_NAME,
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  JOBS,
  type Locale,
  prefix,
  reloadHydrated,
  test,
} from '../fixtures'

/**
 * The cookie banner in three languages (docs/product.md#limits defaults: everything but the necessary denied),
 * first-party events with identifiers only after consent (docs/product.md#states, #api), the choice changed from the footer,
 * and what an organisation sees of it (counts per offer).
 */
export const L = {
  banner: { fr: 'Vos choix de cookies', nl: 'Uw cookiekeuzes', en: 'Your cookie choices' },
  refuseAll: { fr: 'Tout refuser', nl: 'Alles weigeren', en: 'Refuse all' },
  acceptAll: { fr: 'Tout accepter', nl: 'Alles aanvaarden', en: 'Accept all' },
  manage: { fr: 'Gérer les cookies', nl: 'Cookies beheren', en: 'Manage cookies' },
  settings: { fr: 'Paramètres des cookies', nl: 'Cookie-instellingen', en: 'Cookie settings' },
  analytics: { fr: "Mesure d'audience", nl: 'Bezoekersstatistieken', en: 'Audience measurement' },
  save: { fr: 'Enregistrer mes choix', nl: 'Mijn keuzes opslaan', en: 'Save my choices' },
  jobs: { fr: "Offres d'emploi", nl: 'Vacatures', en: 'Job offers' },
  jobsPath: JOBS,
} satisfies Record<string, Record<Locale, string>>

const ID_COOKIES = ['tal.aid', 'tal.asession']

type LoggedEvent = {
  type: string
  long_session_id?: string
  session_id?: string
  extra?: Record<string, unknown>
}

/** Every event the page sends to `/api/events/log`, as sent (keepalive requests report no response). */
export function recordEvents(page: Page) {
  const events: LoggedEvent[] = []
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/events/log')) events.push(request.postDataJSON() as LoggedEvent)
  })
  return events
}

/** A first visit: no choice made yet (the other tests browse as visitors who refused everything). */
export async function firstVisit(context: BrowserContext) {
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
/**
 * One body for all languages, registered by consent.desktop.spec.ts in fr, en
 * and by consent.phone.spec.ts in nl.
 */
export function consentBannerJourney(locale: Locale) {
  test(`${locale}: the banner asks, "refuse all" stores no identifier, the footer changes the choice`, async ({
    page,
    context,
  }) => {
    await firstVisit(context)
    const events = recordEvents(page)
    await gotoHydrated(page, prefix(locale) || '/')
    const banner = page.getByRole('region', { name: L.banner[locale] })
    await expect(banner).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    // Consent mode defaults, before any tag could read them (docs/product.md#limits).
    expect((await dataLayer(page))[0]).toEqual(CONSENT_DEFAULTS_CALL)

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
    await reloadHydrated(page)
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
