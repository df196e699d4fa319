import { expect, expectNoSeriousA11yViolations, gotoHydrated, type Locale, settled, test } from './fixtures'

const JOBS: Record<Locale, string> = { fr: '/offres-emploi', nl: '/nl/banen', en: '/en/job-offers' }
const T = {
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

for (const locale of ['fr', 'nl', 'en'] as const) {
  test(`${locale}: "chef de projet" énergie in Hainaut and Namur, partial remote, CDI — and the shared URL`, {
    tag: locale !== 'fr' ? '@desktop' : [],
  }, async ({ page, browser }) => {
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

for (const locale of ['fr', 'nl', 'en'] as const) {
  test(`${locale}: sector group (select all), company size and job category from the all-filters modal`, {
    tag: locale !== 'en' ? '@desktop' : [],
  }, async ({ page }) => {
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

test('region groups select all their provinces; counts are disjunctive', { tag: '@desktop' }, async ({
  page,
}) => {
  await gotoHydrated(page, JOBS.fr)
  await page.getByRole('button', { name: /^Région/ }).click()
  const popover = page.getByRole('dialog', { name: 'Région' })
  const wallonia = popover.getByRole('checkbox', { name: 'Wallonie' })
  await wallonia.check()
  for (const province of ['Liège', 'Namur', 'Luxembourg', 'Brabant wallon', 'Hainaut']) {
    await expect(popover.getByRole('checkbox', { name: new RegExp(`^${province}\\s+\\d+$`) })).toBeChecked()
  }
  await popover.getByRole('checkbox', { name: /^Namur\s+\d+$/ }).uncheck()
  await expect(wallonia).not.toBeChecked()
  await popover.getByRole('checkbox', { name: /^Namur\s+\d+$/ }).check()
  await expect(wallonia).toBeChecked()
  const hainautCount = Number(
    (
      await popover
        .getByRole('checkbox', { name: /^Hainaut\s+\d+$/ })
        .locator('xpath=..')
        .textContent()
    )?.match(/(\d+)$/)?.[1],
  )
  await popover.getByRole('button', { name: 'Appliquer' }).click()
  await expect(page).toHaveURL(/zones=/)
  // Only one dropdown open at a time.
  await page.getByRole('button', { name: /^Télétravail/ }).click()
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await page.keyboard.press('Escape')
  // Ticking only Hainaut gives exactly the count Hainaut showed.
  await gotoHydrated(page, `${JOBS.fr}?zones=hainaut`)
  await expect(page.getByRole('main').getByText(new RegExp(`^${hainautCount} offres?`))).toBeVisible()
})

test('pagination: 15 a page, previous disabled on the first page, the ellipsis expands', async ({ page }) => {
  await gotoHydrated(page, JOBS.en)
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(15)
  const pagination = page.getByRole('navigation', { name: 'Pagination' })
  await expect(pagination.getByRole('button', { name: T.previousPage.en })).toBeDisabled()
  await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await pagination.getByRole('link', { name: T.nextPage.en }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(pagination.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  // Only the page shown is current: page 1 and the previous page's link (page 1 too) are not.
  await expect(pagination.locator('[aria-current]')).toHaveCount(1)
  const before = await pagination.getByRole('link', { name: /^Page \d+$/ }).count()
  await pagination.getByRole('button', { name: 'Show all pages' }).first().click()
  expect(await pagination.getByRole('link', { name: /^Page \d+$/ }).count()).toBeGreaterThan(before)
  await page.goBack()
  await expect(page).not.toHaveURL(/page=2/)
})

test('nothing found: the spec text and a way out; junk parameters are dropped', async ({ page }) => {
  await gotoHydrated(page, `${JOBS.nl}?query=zzqqxxyy`)
  await expect(page.getByRole('heading', { name: T.empty.nl })).toBeVisible()
  await page.getByRole('button', { name: 'Zoekopdracht wissen' }).click()
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(15)
  const response = await page.goto(`${JOBS.fr}?page=abc&zones=mars&remote=%22%3B--&query=${'x'.repeat(500)}`)
  expect(response?.status()).toBe(200)
})

test('GET /api/search/jobs answers [list, total], 400 on malformed parameters', async ({ request }) => {
  const response = await request.get('/api/search/jobs', {
    params: {
      query: '"chef de projet" énergie',
      filters: JSON.stringify({ zones: ['hainaut', 'namur'] }),
      limit: '4',
    },
  })
  expect(response.status()).toBe(200)
  const [list, total] = (await response.json()) as [
    { intitule_offre: string; entreprise: { slug: string } }[],
    number,
  ]
  expect(total).toBeGreaterThan(0)
  expect(list.length).toBeLessThanOrEqual(4)
  expect(list[0]?.intitule_offre.toLowerCase()).toContain('chef de projet')
  expect((await request.get('/api/search/jobs?filters=[1')).status()).toBe(400)
  expect((await request.get('/api/search/jobs?limit=-3')).status()).toBe(400)
})
