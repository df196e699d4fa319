/**
 * What a new user tripped on (issue 64), walked again: the offer page leads to its organisation, a long
 * diploma name keeps the profile inside a phone's screen, one tab is current, alerts have one name, Dutch
 * and English keep their own spacing, and each role finds its way in.
 */
/**
 * What a new user tripped on (issue 64), walked again: the offer page leads to its organisation, a long
 * diploma name keeps the profile inside a phone's screen, one tab is current, alerts have one name, Dutch
 * and English keep their own spacing, and each role finds its way in.
 */
import type { Page } from '@playwright/test'
import {
  declineWelcome,
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  LOCALES,
  type Locale,
  prefix,
  signUpTalent,
  test,
} from './fixtures'
import { expectNoSidewaysScroll, L, ORGANISATION } from './journeys/new-user-ways'

const COMPANY_PATH = {
  fr: '/entreprises-impact/cooperative-energie-citoyenne',
  nl: '/nl/gevolgen-bedrijven/cooperatieve-burgerenergie',
  en: '/en/impact-companies/citizen-energy-cooperative',
}
const OPEN_OFFER = 'charge-de-projet-transition-energetique-cdd-i18er'

const offerPath = (locale: Locale) =>
  ({
    fr: `${COMPANY_PATH.fr}/offres-emploi/${OPEN_OFFER}`,
    nl: `${COMPANY_PATH.nl}/banen/${OPEN_OFFER}`,
    en: `${COMPANY_PATH.en}/job-offers/${OPEN_OFFER}`,
  })[locale]

/** French puts a space before `: ; ? !`; Dutch and English do not. */
const FRENCH_SPACING = /[\s\u00a0\u202f][:;?!](\s|$)/

/** The page's own words (visible text and accessible names), without the organisations' texts. */
async function interfaceWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const words = [...document.querySelectorAll('[aria-label]')].map(
      (node) => node.getAttribute('aria-label')!,
    )
    const main = document.querySelector('main') ?? document.body
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, one line per block, is what a reader sees
    return [...words, ...main.innerText.split('\n')]
  })
}

for (const locale of LOCALES) {
  test(`${locale}: the offer page leads to its organisation's page, under the title and in the side card`, async ({
    page,
  }) => {
    await gotoHydrated(page, offerPath(locale))
    const hero = page.getByRole('main').getByRole('link', { name: ORGANISATION, exact: true })
    await expect(hero.first()).toHaveAttribute('href', COMPANY_PATH[locale])
    // Each link to the organisation on the page (hero and side card) goes to its page here, not its site.
    for (const link of await hero.all()) await expect(link).toHaveAttribute('href', COMPANY_PATH[locale])
    await hero.first().click()
    await expect(page).toHaveURL(new RegExp(`${COMPANY_PATH[locale]}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(ORGANISATION)
  })
}

for (const locale of LOCALES) {
  test(`${locale}: one tab is current on "my applications"; the account menu and the page call alerts alerts; no French spacing`, async ({
    page,
  }, testInfo) => {
    await signUpTalent(page, locale, 'Mira')
    await declineWelcome(page)
    // The account page's section links: named in the language's own typography.
    await expect(
      page.getByRole('link', {
        name: `${L.complete[locale]}${locale === 'fr' ? ' : ' : ': '}${L.information[locale]}`,
      }),
    ).toBeVisible()
    if (locale !== 'fr')
      expect((await interfaceWords(page)).filter((words) => FRENCH_SPACING.test(words))).toEqual([])

    await gotoHydrated(page, `${prefix(locale)}/talent/applications/pending`)
    const tabs = page.getByRole('navigation', { name: L.tabs[locale] })
    await expect(tabs.locator('[aria-current="page"]')).toHaveCount(1)
    await expect(tabs.getByRole('link', { name: L.pendingTab[locale] })).toHaveAttribute(
      'aria-current',
      'page',
    )
    if (locale !== 'fr')
      expect((await interfaceWords(page)).filter((words) => FRENCH_SPACING.test(words))).toEqual([])

    // The menu's entry and the page it opens share one name.
    if (testInfo.project.name === 'phone') return
    await page.getByRole('button', { name: L.myAccount[locale] }).click()
    await page.getByRole('menuitem', { name: L.myAlerts[locale] }).click()
    await expect(page.getByRole('heading', { level: 1, name: L.myAlerts[locale] })).toBeVisible()
  })
}

for (const locale of LOCALES) {
  test(`${locale}: organisations find their way in from the footer: the recruiter sign-in, the join request, the talents' sign-in`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${prefix(locale)}/`)
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('link', { name: L.recruiterSpace[locale], exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${L.recruiterSignInPath[locale]}$`))
    await expect(page.getByRole('heading', { level: 1, name: L.recruiterSpace[locale] })).toBeVisible()
    // The organisations' header fits a phone (a wider page would shift a dialog's buttons from under a tap).
    await expectNoSidewaysScroll(page)
    await expectNoSeriousA11yViolations(page)
    // A talent who came here by mistake: one link to her own sign-in.
    await expect(
      page.getByRole('main').getByRole('link', { name: L.toTalentSignIn[locale] }),
    ).toHaveAttribute('href', `${prefix(locale)}/connect`)
    await page.getByRole('main').getByRole('link', { name: L.join[locale] }).click()
    await expect(page.getByRole('button', { name: L.joinForm[locale] })).toBeVisible()
    // And the talents' sign-in sends a recruiter to hers.
    await gotoHydrated(page, `${prefix(locale)}/connect`)
    await expect(
      page.getByRole('main').getByRole('link', { name: L.toRecruiterSignIn[locale] }),
    ).toHaveAttribute('href', L.recruiterSignInPath[locale])
  })
}
