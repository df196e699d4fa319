import { expect, expectNoSeriousA11yViolations, gotoHydrated, type Locale, prefix, test } from '../fixtures'

/** The header's search button and the global search dialog. */
export const T = {
  open: { fr: 'Rechercher', nl: 'Zoeken', en: 'Search' },
  jobs: { fr: "Offres d'emploi", nl: 'Vacatures', en: 'Job offers' },
  prompt: { fr: 'Tapez un mot', nl: 'Typ een woord', en: 'Type a word' },
  none: { fr: 'Aucun résultat pour', nl: 'Geen resultaten voor', en: 'No results for' },
} satisfies Record<string, Record<Locale, string>>
/**
 * One body for all languages, registered by search.desktop.spec.ts in nl, en
 * and by search.spec.ts in fr (both viewports).
 */
export function globalSearchJourney(locale: Locale) {
  test(`${locale}: the global search shows jobs, organisations and articles; arrows and Enter open a job`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${prefix(locale)}/`)
    await page.getByRole('banner').getByRole('button', { name: T.open[locale], exact: true }).click()
    const dialog = page.getByRole('dialog')
    const field = dialog.getByRole('combobox')
    await expect(field).toBeFocused()
    await expect(dialog).toContainText(T.prompt[locale])

    await field.fill('zzqqxxyy')
    await expect(dialog).toContainText(T.none[locale])

    await field.fill('chef')
    const results = dialog.getByRole('listbox')
    const jobs = results.getByRole('group', { name: new RegExp(`^${T.jobs[locale]}`) })
    await expect(jobs.getByRole('option').first()).toBeVisible()
    // Four results per block at most, with the block's total beside its title.
    expect(await jobs.getByRole('option').count()).toBeLessThanOrEqual(5)
    await expectNoSeriousA11yViolations(page)

    await field.press('ArrowDown')
    const title = (await jobs.getByRole('option').first().textContent()) ?? ''
    await field.press('Enter')
    await expect(dialog).toHaveCount(0)
    await expect(page).toHaveURL(/\/(offres-emploi|banen|job-offers)\/[^/?]+$/)
    // The option reads logo initial, title, company: the page opened is that offer's.
    // The URL changes before the offer renders: wait for its heading rather than read the previous page's.
    const heading = page.getByRole('heading', { level: 1 })
    await expect
      .poll(async () => {
        const text = (await heading.textContent())?.trim()
        return Boolean(text) && title.includes(text!)
      })
      .toBe(true)

    await page.getByRole('banner').getByRole('button', { name: T.open[locale], exact: true }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
}
