import type { Page } from '@playwright/test'
import {
  confirmAddress,
  declineWelcome,
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  HTML_LANG,
  type Locale,
  settled,
  test,
  UNCONFIRMED,
} from './fixtures'

const LIST: Record<Locale, string> = {
  fr: '/entreprises-impact',
  nl: '/nl/gevolgen-bedrijven',
  en: '/en/impact-companies',
}
const COMPANY_PATH: Record<Locale, RegExp> = {
  fr: /^\/entreprises-impact\/[a-z0-9-]+$/,
  nl: /^\/nl\/gevolgen-bedrijven\/[a-z0-9-]+$/,
  en: /^\/en\/impact-companies\/[a-z0-9-]+$/,
}
const OTHER: Record<Locale, Locale> = { fr: 'nl', nl: 'en', en: 'fr' }
const LANGUAGE_NAME: Record<Locale, string> = { fr: 'Français', nl: 'Nederlands', en: 'English' }
const T = {
  title: { fr: 'Entreprises à impact', nl: 'Bedrijven met impact', en: 'Impact companies' },
  allFilters: { fr: 'Tous les filtres', nl: 'Alle filters', en: 'All filters' },
  show: { fr: 'Afficher les entreprises', nl: 'Bedrijven tonen', en: 'Show companies' },
  sector: { fr: 'Secteur', nl: 'Sector', en: 'Sector' },
  size: { fr: 'Taille', nl: 'Grootte', en: 'Size' },
  apply: { fr: 'Appliquer', nl: 'Toepassen', en: 'Apply' },
  energy: { fr: 'Énergie', nl: 'Energie', en: 'Energy' },
  renewable: { fr: 'Énergies renouvelables', nl: 'Hernieuwbare energie', en: 'Renewable energy' },
  efficiency: { fr: 'Efficacité énergétique', nl: 'Energie-efficiëntie', en: 'Energy efficiency' },
  empty: {
    fr: 'Désolé, aucune entreprise ne correspond à votre recherche.',
    nl: 'Sorry, geen enkel bedrijf komt overeen met je zoekopdracht.',
    en: 'Sorry, no company matches your search.',
  },
  reset: { fr: 'Réinitialiser la recherche', nl: 'Zoekopdracht wissen', en: 'Reset the search' },
  search: { fr: 'Rechercher', nl: 'Zoeken', en: 'Search' },
  alert: {
    fr: "M'alerter des nouvelles offres",
    nl: 'Meld me nieuwe vacatures',
    en: 'Alert me to new job offers',
  },
  alertMessage: {
    fr: 'Connectez-vous pour recevoir par e-mail les nouvelles offres de cette entreprise.',
    nl: 'Meld je aan om de nieuwe vacatures van dit bedrijf per e-mail te ontvangen.',
    en: "Log in to get this company's new job offers by e-mail.",
  },
  jobs: { fr: 'Les offres de', nl: 'De vacatures van', en: 'Job offers at' },
  similar: { fr: 'Entreprises similaires', nl: 'Gelijkaardige bedrijven', en: 'Similar companies' },
  commitments: { fr: 'Nos engagements', nl: 'Onze engagementen', en: 'Our commitments' },
  notFound: { fr: 'Erreur 404', nl: 'Fout 404', en: 'Error 404' },
} satisfies Record<string, Record<Locale, string>>

/** The number at the start of the list's summary ("12 entreprises engagées"). */
async function shownTotal(page: Page) {
  const text = await page.getByRole('main').getByText(/^\d+ /).first().textContent()
  return Number(text?.match(/^(\d+)/)?.[1])
}

const cards = (page: Page) => page.getByRole('main').getByRole('article')

/** One filter's options: in the all-filters modal (phones) or its own dropdown (large screens). */
async function openFilter(page: Page, locale: Locale, title: string) {
  const all = page.getByRole('button', { name: T.allFilters[locale] })
  if (await all.isVisible()) {
    await all.click()
    const dialog = page.getByRole('dialog')
    return {
      panel: dialog
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) }),
      submit: dialog.getByRole('button', { name: T.show[locale] }),
    }
  }
  await page.getByRole('button', { name: new RegExp(`^${title}`) }).click()
  const popover = page.getByRole('dialog', { name: title })
  return { panel: popover, submit: popover.getByRole('button', { name: T.apply[locale] }) }
}

for (const locale of ['fr', 'nl', 'en'] as const) {
  test(`${locale}: the list filtered by sector and size, counts that match, a shareable URL`, {
    tag: locale !== 'nl' ? '@desktop' : [],
  }, async ({ page, browser }) => {
    const response = await gotoHydrated(page, LIST[locale])
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.title[locale])
    await expect(cards(page)).toHaveCount(15)
    const all = await shownTotal(page)
    expect(all).toBeGreaterThan(15)
    // Card links use the localized path and the company's slug in this language.
    const href = await cards(page).first().getByRole('link').getAttribute('href')
    expect(href).toMatch(COMPANY_PATH[locale])

    // The energy group's select-all box ticks both energy sectors.
    const sectors = await openFilter(page, locale, T.sector[locale])
    const option = (name: string) =>
      sectors.panel.getByRole('checkbox', { name: new RegExp(`^${name}\\s+\\d+$`) })
    await sectors.panel.getByRole('checkbox', { name: T.energy[locale], exact: true }).check()
    await expect(option(T.renewable[locale])).toBeChecked()
    await expect(option(T.efficiency[locale])).toBeChecked()
    await sectors.submit.click()
    await expect(page).toHaveURL(/sector_activity=renewable_energy(%2C|,)energy_efficiency/)
    await settled(page)
    const energy = await shownTotal(page)
    expect(energy).toBeGreaterThan(0)
    expect(energy).toBeLessThan(all)
    await expect(cards(page)).toHaveCount(Math.min(energy, 15))

    // A size band among those the counts offer (0 = disabled): the new total is the count it showed.
    const sizes = await openFilter(page, locale, T.size[locale])
    const size = sizes.panel.locator('input[type=checkbox]:not(:disabled)').first()
    const label = (await size.locator('xpath=..').textContent()) ?? ''
    const expected = Number(label.match(/(\d+)$/)?.[1])
    expect(expected).toBeGreaterThan(0)
    await size.check()
    await sizes.submit.click()
    await expect(page).toHaveURL(/number_employes=/)
    await settled(page)
    expect(await shownTotal(page)).toBe(expected)
    await expect(cards(page)).toHaveCount(Math.min(expected, 15))
    const names = await cards(page).getByRole('heading').allTextContents()

    // A friend opening the same URL sees the same companies.
    const friend = await browser.newPage({ locale: 'fr-BE' })
    await gotoHydrated(friend, page.url())
    await expect(friend.getByRole('main').getByRole('article').getByRole('heading')).toHaveText(names)
    await friend.close()

    await expectNoSeriousA11yViolations(page)
  })

  test(`${locale}: a company page, the language switch keeps it, the alert asks to log in`, {
    tag: locale !== 'nl' ? '@desktop' : [],
  }, async ({ page }) => {
    // Energy companies have similar ones (same sector) in the demo data.
    await gotoHydrated(page, `${LIST[locale]}?sector_activity=renewable_energy`)
    const link = cards(page).first().getByRole('link')
    const name = (await link.textContent())!.trim()
    await link.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    expect(new URL(page.url()).pathname).toMatch(COMPANY_PATH[locale])
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^${T.jobs[locale]}`) }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: T.commitments[locale] })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: T.similar[locale] })).toBeVisible()

    const response = await page.reload()
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale])
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
    await expectNoSeriousA11yViolations(page)

    // Signed out, the alert opens the authentication modal with its message.
    await page.getByRole('button', { name: T.alert[locale] }).first().click()
    const modal = page.getByRole('dialog')
    await expect(modal).toContainText(T.alertMessage[locale])
    await page.keyboard.press('Escape')
    await expect(modal).toHaveCount(0)

    // The language selector leads to the same company, at its slug in the other language.
    const other = OTHER[locale]
    await page.getByRole('button', { name: /^(Langue|Taal|Language)/ }).click()
    await page.getByRole('menuitem', { name: LANGUAGE_NAME[other] }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[other])
    expect(new URL(page.url()).pathname).toMatch(COMPANY_PATH[other])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  })
}

test('signed out, the alert resumes after registering: it waits for her confirmed address, then stays on and turns off', {
  tag: '@desktop',
}, async ({ page }) => {
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

test('search, nothing found with a way out; junk parameters are ignored', { tag: '@desktop' }, async ({
  page,
}) => {
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

test('pagination: 15 a page, page 2 by link, previous disabled on the first', { tag: '@desktop' }, async ({
  page,
}) => {
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

test('company slugs: another language redirects (301), unknown ones are 404', { tag: '@desktop' }, async ({
  page,
  request,
}) => {
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
