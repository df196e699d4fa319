import type { Locale } from '../fixtures'
import {
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  openLocalizedPage,
  prefix,
  test,
} from '../fixtures'

const PAGES = [
  {
    path: '/pages/cgu',
    h1: { fr: "Conditions d'utilisation", nl: 'Gebruiksvoorwaarden', en: 'Terms of use' },
    figure: '3000',
  },
  {
    path: '/pages/cgv',
    h1: { fr: 'Conditions de vente', nl: 'Verkoopsvoorwaarden', en: 'Terms of sale' },
    figure: '500',
  },
  {
    path: '/pages/mentions-legales',
    h1: { fr: 'Mentions légales', nl: 'Wettelijke vermeldingen', en: 'Legal notice' },
    figure: '48',
  },
  {
    path: '/pages/privacy-policy',
    h1: { fr: 'Politique de confidentialité', nl: 'Privacybeleid', en: 'Privacy policy' },
    figure: '10',
  },
] as const

/** The page that presents the company selection and takes an organisation's request to join. */
export const SELECTION: Record<Locale, string> = {
  fr: '/selection-entreprise',
  nl: '/nl/bedrijfsselectie',
  en: '/en/company-selection',
}
const REQUEST_FORM = { fr: "Demande d'adhésion", nl: 'Aanvraag tot toetreding', en: 'Request to join' }
/**
 * One body for all languages, registered by pages.desktop.spec.ts in fr, nl
 * and by pages.spec.ts in en (both viewports).
 */
export function legalPagesJourney(locale: Locale) {
  test(`${locale}: the legal pages and the company selection page`, async ({ page }) => {
    for (const legal of PAGES) {
      await openLocalizedPage(page, locale, `${prefix(locale)}${legal.path}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.h1[locale])
      await expect(page.getByRole('main')).toContainText(legal.figure)
      await expectNoSeriousA11yViolations(page)
    }
    const response = await gotoHydrated(page, SELECTION[locale])
    expect(response?.status()).toBe(200)
    // The charter's 17 goals, then the form an organisation asks to join with (e2e/committee.desktop.spec.ts).
    await expect(page.getByRole('main').getByRole('list').first().getByRole('listitem')).toHaveCount(17)
    await expect(page.getByRole('form', { name: REQUEST_FORM[locale] })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
}
