import type { Page } from '@playwright/test'
import {
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  HTML_LANG,
  type Locale,
  openLocalizedPage,
  settled,
  TEXT,
  test,
} from '../fixtures'

export const LIST: Record<Locale, string> = {
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
export const T = {
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
  notFound: TEXT.notFound,
} satisfies Record<string, Record<Locale, string>>

/** The number at the start of the list's summary ("12 entreprises engagées"). */
export async function shownTotal(page: Page) {
  const text = await page.getByRole('main').getByText(/^\d+ /).first().textContent()
  return Number(text?.match(/^(\d+)/)?.[1])
}

export const cards = (page: Page) => page.getByRole('main').getByRole('article')

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
/**
 * One body for all languages, registered by companies.desktop.spec.ts in fr, en
 * and by companies.spec.ts in nl (both viewports).
 */
export function companyListJourney(locale: Locale) {
  test(`${locale}: the list filtered by sector and size, counts that match, a shareable URL`, async ({
    page,
    browser,
  }) => {
    await openLocalizedPage(page, locale, LIST[locale])
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
}

/**
 * One body for all languages, registered by companies.desktop.spec.ts in fr, en
 * and by companies.spec.ts in nl (both viewports).
 */
export function companyPageJourney(locale: Locale) {
  test(`${locale}: a company page, the language switch keeps it, the alert asks to log in`, async ({
    page,
  }) => {
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
