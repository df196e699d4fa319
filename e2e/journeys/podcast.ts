import {
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  HTML_LANG,
  type Locale,
  openLocalizedPage,
  prefix,
  settled,
  test,
} from '../fixtures'

const T = {
  title: {
    fr: 'Le podcast des carrières à impact',
    nl: 'De podcast over impactloopbanen',
    en: 'The impact careers podcast',
  },
  hub: {
    fr: 'Le média des carrières à impact',
    nl: 'Media over loopbanen met impact',
    en: 'The media of impact careers',
  },
  allArticles: { fr: 'Tous les articles', nl: 'Alle artikels', en: 'All articles' },
  allEpisodes: { fr: 'Tous les épisodes', nl: 'Alle afleveringen', en: 'All episodes' },
  theme: { fr: 'Thème', nl: 'Thema', en: 'Theme' },
  duration: { fr: 'Durée', nl: 'Duur', en: 'Duration' },
  language: { fr: 'Langue', nl: 'Taal', en: 'Language' },
  keywords: { fr: 'Mots-clés', nl: 'Trefwoorden', en: 'Keywords' },
  noResult: {
    fr: 'Aucun épisode ne correspond à votre recherche',
    nl: 'Geen enkele aflevering komt overeen met je zoekopdracht',
    en: 'No episode matches your search',
  },
  reset: { fr: 'Réinitialiser la recherche', nl: 'Zoekopdracht wissen', en: 'Reset the search' },
  themesNav: { fr: 'Thèmes du podcast', nl: "Thema's van de podcast", en: 'Podcast themes' },
  burnout: { fr: 'Burn-out', nl: 'Burn-out', en: 'Burnout' },
  wellBeing: { fr: 'Bien-être', nl: 'Welzijn', en: 'Well-being' },
  english: { fr: 'Anglais', nl: 'Engels', en: 'English' },
  listen: { fr: "Écouter l'épisode", nl: 'Beluister de aflevering', en: 'Listen to the episode' },
  similar: { fr: 'Épisodes similaires', nl: 'Vergelijkbare afleveringen', en: 'Similar episodes' },
  categoryPath: {
    fr: '/media/podcast/categorie/',
    nl: '/nl/media/podcast/category/',
    en: '/en/media/podcast/category/',
  },
  burnoutSlug: { fr: 'burn-out', nl: 'burn-out', en: 'burnout' },
} satisfies Record<string, Record<Locale, string>>

const WELL_BEING_SLUG: Record<Locale, string> = { fr: 'bien-etre', nl: 'welzijn', en: 'well-being' }

const COUNT: Record<Locale, (n: number) => string> = {
  fr: (n) => `${n} épisode${n > 1 ? 's' : ''}`,
  nl: (n) => `${n} aflevering${n === 1 ? '' : 'en'}`,
  en: (n) => `${n} episode${n === 1 ? '' : 's'}`,
}
/**
 * One body for all languages, registered by podcast.desktop.spec.ts in fr, en
 * and by podcast.spec.ts in nl (both viewports).
 */
export function podcastListJourney(locale: Locale) {
  test(`${locale}: podcast list, filters with counts, no-result state and reset`, async ({ page }) => {
    await openLocalizedPage(page, locale, `${prefix(locale)}/media/podcast`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.title[locale])
    await expect(page.getByText(COUNT[locale](22), { exact: true })).toBeVisible()
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards).toHaveCount(15)
    await expectNoSeriousA11yViolations(page)

    // Theme: the URL says so, only that theme's episodes remain; counts follow.
    await page.getByRole('combobox', { name: T.theme[locale], exact: true }).selectOption('burnout')
    await expect(page).toHaveURL(/[?&]category=burnout/)
    await settled(page)
    await expect(page.getByText(COUNT[locale](2), { exact: true })).toBeVisible()
    await expect(cards).toHaveCount(2)
    for (const card of await cards.all()) await expect(card).toContainText(T.burnout[locale])

    // Duration, on top of the theme.
    await page.getByRole('combobox', { name: T.duration[locale], exact: true }).selectOption('over_120')
    await expect(page).toHaveURL(/duration_seconds=over_120/)
    await settled(page)
    await expect(cards).toHaveCount(1)
    // No English episode on burn-out over two hours: that choice is disabled.
    const language = page.getByRole('combobox', { name: T.language[locale], exact: true })
    await expect(language.locator('option[value=en]')).toBeDisabled()

    // The URL is shareable: opened afresh, it shows the same results.
    await gotoHydrated(page, `${prefix(locale)}/media/podcast?lang=en`)
    await expect(page.getByText(COUNT[locale](4), { exact: true })).toBeVisible()
    await expect(page.getByRole('combobox', { name: T.language[locale], exact: true })).toHaveValue('en')
    for (const card of await cards.all()) await expect(card).toContainText(T.english[locale])

    // Keywords without a match: the spec's message and a way back.
    await page.getByRole('searchbox', { name: T.keywords[locale] }).fill('zzzzqq')
    await page.getByRole('searchbox', { name: T.keywords[locale] }).press('Enter')
    await expect(page).toHaveURL(/query=zzzzqq/)
    await expect(page.getByRole('heading', { name: T.noResult[locale] })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('link', { name: T.reset[locale] }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/media/podcast$`))
    await expect(page.getByText(COUNT[locale](22), { exact: true })).toBeVisible()

    // Keywords that match, in any of the three languages.
    await page.getByRole('searchbox', { name: T.keywords[locale] }).fill('burn-out')
    await page.getByRole('searchbox', { name: T.keywords[locale] }).press('Enter')
    await expect(page).toHaveURL(/query=burn-out/)
    await settled(page)
    await expect(cards).toHaveCount(2)

    // Malformed parameters are ignored, never an error.
    const bad = await page.goto(
      `${prefix(locale)}/media/podcast?category=nope&duration_seconds=%5B1&lang=de&page=abc&query=`,
    )
    expect(bad?.status()).toBe(200)
    await expect(page.getByText(COUNT[locale](22), { exact: true })).toBeVisible()
  })
}

/**
 * One body for all languages, registered by podcast.desktop.spec.ts in fr, en
 * and by podcast.spec.ts in nl (both viewports).
 */
export function podcastThemeJourney(locale: Locale) {
  test(`${locale}: a theme page with its localized slug, an episode page, the media hub`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${prefix(locale)}/media/podcast`)
    await page
      .getByRole('navigation', { name: T.themesNav[locale] })
      .getByRole('link', { name: T.burnout[locale], exact: true })
      .click()
    await expect(page).toHaveURL(new RegExp(`${T.categoryPath[locale]}${T.burnoutSlug[locale]}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.burnout[locale])
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2)
    const themes = page.getByRole('navigation', { name: T.themesNav[locale] })
    await expect(themes.getByRole('link', { name: T.burnout[locale] })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(themes.getByRole('link', { name: T.allEpisodes[locale] })).not.toHaveAttribute(
      'aria-current',
      'page',
    )
    await expectNoSeriousA11yViolations(page)

    // Each language has its own slug for a theme: alternates point to them, other slugs redirect.
    const wellBeing = await page.goto(`${T.categoryPath[locale]}${WELL_BEING_SLUG[locale]}`)
    expect(wellBeing?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.wellBeing[locale])
    await expect(page.locator('link[rel=alternate][hreflang=nl-BE]')).toHaveAttribute(
      'href',
      /\/nl\/media\/podcast\/category\/welzijn$/,
    )
    await expect(page.locator('link[rel=alternate][hreflang=fr-BE]')).toHaveAttribute(
      'href',
      /\/media\/podcast\/categorie\/bien-etre$/,
    )
    const other = locale === 'fr' ? 'welzijn' : 'bien-etre'
    await page.goto(`${T.categoryPath[locale]}${other}`)
    await expect(page).toHaveURL(new RegExp(`${T.categoryPath[locale]}${WELL_BEING_SLUG[locale]}$`))
    expect((await page.goto(`${T.categoryPath[locale]}no-such-theme`))?.status()).toBe(404)

    // An episode: its facts, a player that waits for the listener, similar episodes.
    await gotoHydrated(page, `${T.categoryPath[locale]}${T.burnoutSlug[locale]}`)
    const first = page.getByRole('main').getByRole('article').first().getByRole('heading')
    const title = (await first.textContent())!.trim()
    await first.getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/media/podcast/[a-z0-9-]+$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    const audio = page.locator('audio')
    await expect(audio).toHaveAttribute('preload', 'none')
    await expect(audio).toHaveAttribute('controls', '')
    expect(await audio.getAttribute('autoplay')).toBeNull()
    expect(await audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true)
    await expect(page.getByRole('button', { name: T.listen[locale] }).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: T.similar[locale] })).toBeVisible()
    // The episode's own text carries its language when it is not the page's.
    const spoken = await page.getByRole('heading', { level: 1 }).getAttribute('lang')
    if (spoken) expect(spoken).not.toBe(HTML_LANG[locale])
    await expectNoSeriousA11yViolations(page)
    expect((await page.goto(`${prefix(locale)}/media/podcast/no-such-episode`))?.status()).toBe(404)

    // The media hub introduces both lists.
    await openLocalizedPage(page, locale, `${prefix(locale)}/media`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.hub[locale])
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(6)
    await expect(page.getByRole('link', { name: T.allArticles[locale] })).toHaveAttribute(
      'href',
      `${prefix(locale)}/media/articles`,
    )
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('link', { name: T.allEpisodes[locale] }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/media/podcast$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.title[locale])
  })
}
