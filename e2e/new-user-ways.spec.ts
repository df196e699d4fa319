import {
  declineWelcome,
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  LOCALES,
  prefix,
  signUpTalent,
  test,
} from './fixtures'
import {
  COMPANY_PATH,
  expectNoSidewaysScroll,
  FRENCH_SPACING,
  interfaceWords,
  L,
  ORGANISATION,
  offerPath,
} from './journeys/new-user-ways'

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
