import {
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  JOBS,
  type Locale,
  settled,
  test,
} from '../fixtures'

export const T = {
  allFilters: { fr: 'Tous les filtres', nl: 'Alle filters', en: 'All filters' },
  show: { fr: 'Afficher les offres', nl: 'Vacatures tonen', en: 'Show job offers' },
  search: { fr: 'Rechercher', nl: 'Zoeken', en: 'Search' },
  hainaut: { fr: 'Hainaut', nl: 'Henegouwen', en: 'Hainaut' },
  namur: { fr: 'Namur', nl: 'Namen', en: 'Namur' },
  halfRemote: { fr: 'Télétravail partiel', nl: 'Gedeeltelijk telewerk', en: 'Partly remote' },
  cdi: { fr: 'CDI', nl: 'Vast contract', en: 'Permanent contract' },
  empty: {
    fr: 'Désolé, aucune offre ne correspond à votre recherche.',
    nl: 'Sorry, geen enkele vacature komt overeen met je zoekopdracht.',
    en: 'Sorry, no job offer matches your search.',
  },
  energy: { fr: 'Énergie', nl: 'Energie', en: 'Energy' },
  renewable: { fr: 'Énergies renouvelables', nl: 'Hernieuwbare energie', en: 'Renewable energy' },
  efficiency: { fr: 'Efficacité énergétique', nl: 'Energie-efficiëntie', en: 'Energy efficiency' },
  size: { fr: "Taille de l'entreprise", nl: 'Grootte van het bedrijf', en: 'Company size' },
  size5to50: { fr: '5 à 50 personnes', nl: '5 tot 50 personen', en: '5 to 50 people' },
  category: { fr: 'Métier', nl: 'Beroep', en: 'Profession' },
  nextPage: { fr: 'Page suivante', nl: 'Volgende pagina', en: 'Next page' },
  previousPage: { fr: 'Page précédente', nl: 'Vorige pagina', en: 'Previous page' },
  home: {
    fr: "Tremplin, retour à l'accueil",
    nl: 'Tremplin, terug naar de homepage',
    en: 'Tremplin, back to the home page',
  },
} satisfies Record<string, Record<Locale, string>>
/**
 * One body for all languages, registered by jobs.desktop.spec.ts in nl, en
 * and by jobs.spec.ts in fr (both viewports).
 */
export function keywordAndRegionsJourney(locale: Locale) {
  test(`${locale}: "chef de projet" énergie in Hainaut and Namur, partial remote, CDI — and the shared URL`, async ({
    page,
    browser,
  }) => {
    await gotoHydrated(page, JOBS[locale])
    // The job list lies under the language's home (/nl, /en): the logo's link is not the current page here.
    const home = page.getByRole('banner').getByRole('link', { name: T.home[locale] })
    await expect(home).toBeVisible()
    await expect(home).not.toHaveAttribute('aria-current', 'page')
    const field = page.getByRole('searchbox').last()
    await field.fill('"chef de projet" énergie')
    await page.getByRole('main').getByRole('button', { name: T.search[locale], exact: true }).click()
    await expect(page).toHaveURL(/query=/)

    await page.getByRole('button', { name: T.allFilters[locale] }).click()
    const dialog = page.getByRole('dialog')
    for (const option of [T.hainaut[locale], T.namur[locale], T.halfRemote[locale], T.cdi[locale]]) {
      await dialog.getByRole('checkbox', { name: new RegExp(`^${option}\\s+\\d+$`) }).check()
    }
    await dialog.getByRole('button', { name: T.show[locale] }).click()
    await expect(page).toHaveURL(/zones=namur%2Chainaut|zones=namur,hainaut/)
    await expect(page).toHaveURL(/remote=remote_half_authorized/)
    await expect(page).toHaveURL(/contrat_type=cdi/)
    await settled(page)

    const titles = page.getByRole('main').getByRole('article').getByRole('heading')
    await expect(titles.first()).toContainText(/chef de projet/i)
    const shown = await titles.allTextContents()
    for (const title of shown) expect(title.toLowerCase()).toContain('chef de projet')

    // A friend opening the same URL sees exactly the same page.
    const friend = await browser.newPage({ locale: 'fr-BE' })
    await gotoHydrated(friend, page.url())
    await expect(friend.getByRole('main').getByRole('article').getByRole('heading')).toHaveText(shown)
    await friend.close()

    await expectNoSeriousA11yViolations(page)
  })
}

/**
 * One body for all languages, registered by jobs.desktop.spec.ts in fr, nl
 * and by jobs.spec.ts in en (both viewports).
 */
export function allFiltersModalJourney(locale: Locale) {
  test(`${locale}: sector group (select all), company size and job category from the all-filters modal`, async ({
    page,
  }) => {
    await gotoHydrated(page, JOBS[locale])
    await page.getByRole('button', { name: T.allFilters[locale] }).click()
    const dialog = page.getByRole('dialog')
    const option = (name: string) => dialog.getByRole('checkbox', { name: new RegExp(`^${name}\\s+\\d+$`) })
    // The group's select-all box ticks both energy sectors.
    await dialog.getByRole('checkbox', { name: T.energy[locale], exact: true }).check()
    await expect(option(T.renewable[locale])).toBeChecked()
    await expect(option(T.efficiency[locale])).toBeChecked()
    await option(T.size5to50[locale]).check()
    await dialog.getByRole('button', { name: T.show[locale] }).click()
    await expect(page).toHaveURL(/sector_activity=renewable_energy(%2C|,)energy_efficiency/)
    await expect(page).toHaveURL(/number_employes=5_50/)
    await settled(page)
    const count = page.getByRole('main').getByText(/^\d+ /).first()
    const before = Number((await count.textContent())?.match(/^(\d+)/)?.[1])
    expect(before).toBeGreaterThan(0)

    // A job category among those the counts offer (options at 0 are disabled): the total is its count.
    await page.getByRole('button', { name: T.allFilters[locale] }).click()
    const categories = page
      .getByRole('dialog')
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: T.category[locale], exact: true }) })
    const category = categories.locator('input[type=checkbox]:not(:disabled)').first()
    const label = (await category.locator('xpath=..').textContent()) ?? ''
    const expected = Number(label.match(/(\d+)$/)?.[1])
    await category.check()
    await page.getByRole('dialog').getByRole('button', { name: T.show[locale] }).click()
    await expect(page).toHaveURL(/category_metier=/)
    await settled(page)
    await expect(
      page
        .getByRole('main')
        .getByText(new RegExp(`^${expected} `))
        .first(),
    ).toBeVisible()
    expect(expected).toBeLessThanOrEqual(before)
  })
}
