import type { Page } from '@playwright/test'
import {
  declineWelcome,
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  type Locale,
  openLocalizedPage,
  prefix,
  registerInModal,
  SIGN_UP,
  test,
  uniqueEmail,
} from '../fixtures'

/** The saved list's next answer from the server (the button shows a save before it is stored). */
const savedListStored = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/talents/toggle-save'))

export const T = {
  title: { fr: 'Articles', nl: 'Artikels', en: 'Articles' },
  save: {
    fr: / à mes articles favoris$/,
    nl: / toevoegen aan mijn favoriete artikels$/,
    en: / to my favourite articles$/,
  },
  unsave: {
    fr: / de mes articles favoris$/,
    nl: / uit mijn favoriete artikels$/,
    en: / from my favourite articles$/,
  },
  message: {
    fr: 'Connectez-vous pour garder cet article',
    nl: 'Meld je aan om dit artikel te bewaren',
    en: 'Log in to keep this article',
  },
  myMedia: { fr: 'Mes médias', nl: 'Mijn media', en: 'My media' },
  empty: {
    fr: 'Les articles que vous sauvegardez apparaîtront ici.',
    nl: 'De artikels die je bewaart, verschijnen hier.',
    en: 'The articles you save will appear here.',
  },
  careerTips: { fr: 'Conseils carrière', nl: 'Loopbaantips', en: 'Career tips' },
  articlePath: { fr: '/articles/', nl: '/artikelen/', en: '/articles/' },
} satisfies Record<string, Record<Locale, string | RegExp>>
/**
 * One body for all languages, registered by media.desktop.spec.ts in fr, en
 * and by media.spec.ts in nl (both viewports).
 */
export function articlesJourney(locale: Locale) {
  test(`${locale}: articles by category, an article page in its language, 404s`, async ({ page }) => {
    await openLocalizedPage(page, locale, `${prefix(locale)}/media/articles`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.title[locale])
    expect(await page.getByRole('main').getByRole('article').count()).toBeGreaterThan(0)
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('link', { name: T.careerTips[locale], exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/media/articles/career-tips$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.careerTips[locale])
    await expect(page.getByRole('link', { name: T.careerTips[locale], exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )

    const first = page.getByRole('main').getByRole('article').first().getByRole('heading')
    const title = (await first.textContent())!.trim()
    await first.getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}${T.articlePath[locale]}[a-z0-9-]+$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expectNoSeriousA11yViolations(page)

    expect((await page.goto(`${prefix(locale)}/media/articles/not-a-category`))?.status()).toBe(404)
    expect((await page.goto(`${prefix(locale)}${T.articlePath[locale]}no-such-article`))?.status()).toBe(404)
  })
}

/**
 * One body for all languages, registered by media.desktop.spec.ts in fr, en
 * and by media.spec.ts in nl (both viewports).
 */
export function saveArticleJourney(locale: Locale) {
  test(`${locale}: saving an article signed out asks for an account, then it is saved and listed in my media`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${prefix(locale)}/media/articles`)
    const card = page.getByRole('main').getByRole('article').first()
    const title = (await card.getByRole('heading').textContent())!.trim()
    await card.getByRole('button', { name: T.save[locale] }).click()

    const modal = page.getByRole('dialog')
    await expect(modal).toContainText(T.message[locale])
    // The button shows the save at once; the list below is read from the server once it has it.
    const stored = savedListStored(page)
    await registerInModal(page, locale, 'Ines', uniqueEmail(`reader-${locale}`))
    await expect(modal.getByRole('tab', { name: SIGN_UP.registerTab[locale] })).toHaveCount(0)
    await declineWelcome(page)

    // Still on the list, the article now saved.
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/media/articles$`))
    await expect(card.getByRole('button', { name: T.unsave[locale] })).toHaveAttribute('aria-pressed', 'true')
    expect((await stored).ok()).toBe(true)

    // Listed in my media, where it can be removed.
    await gotoHydrated(page, `${prefix(locale)}/talent/media`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.myMedia[locale])
    const saved = page.getByRole('main').getByRole('article')
    await expect(saved).toHaveCount(1)
    await expect(saved.getByRole('heading')).toHaveText(title)
    await expect(saved.getByRole('button', { name: T.unsave[locale] })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expectNoSeriousA11yViolations(page)
    await saved.getByRole('button', { name: T.unsave[locale] }).click()
    await expect(saved).toHaveCount(0)
    await expect(page.getByText(T.empty[locale])).toBeVisible()

    // Saved again from the article's own page, signed in: no modal, and it stays after a reload.
    await gotoHydrated(page, `${prefix(locale)}/media/articles`)
    await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    const storedAgain = savedListStored(page)
    await page.getByRole('button', { name: T.save[locale] }).click()
    await expect(page.getByRole('dialog').filter({ hasText: T.message[locale] })).toHaveCount(0)
    await expect(page.getByRole('button', { name: T.unsave[locale] })).toHaveAttribute('aria-pressed', 'true')
    expect((await storedAgain).ok()).toBe(true)
    await gotoHydrated(page, `${prefix(locale)}/talent/media`)
    await expect(page.getByRole('main').getByRole('article').getByRole('heading')).toHaveText(title)
  })
}
