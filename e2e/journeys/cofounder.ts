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

/** The seeded project every locale opens: written in French, with a company, at the scale-up stage. */
export const SOLAR = {
  slug: 'des-toitures-solaires-pour-les-ecoles-namuroises',
  title: 'Des toitures solaires pour les écoles namuroises',
  company: 'Coopérative Énergie Citoyenne',
}

const T = {
  landing: { fr: '/cofondateur', nl: '/nl/medeoprichter', en: '/en/co-founder' },
  list: { fr: '/cofondateur/projets', nl: '/nl/medeoprichter/aanbiedingen', en: '/en/co-founder/projects' },
  project: { fr: '/cofondateur/', nl: '/nl/medeoprichter/', en: '/en/co-founder/' },
  pricing: { fr: '/cofounder-pricing', nl: '/nl/cofounder-pricing', en: '/en/cofounder-pricing' },
  contact: { fr: '/contact', nl: '/nl/contact', en: '/en/contact' },
  landingTitle: {
    fr: 'Construisez un projet qui a du sens, à deux',
    nl: 'Bouw samen aan een project met betekenis',
    en: 'Build a project that matters, together',
  },
  howItWorks: { fr: 'Comment ça marche ?', nl: 'Hoe werkt het?', en: 'How does it work?' },
  seeProjects: { fr: 'Voir les projets', nl: 'Bekijk de projecten', en: 'See the projects' },
  publish: { fr: 'Publier mon projet', nl: 'Mijn project publiceren', en: 'Publish my project' },
  listTitle: { fr: 'Projets à rejoindre', nl: 'Projecten om in te stappen', en: 'Projects to join' },
  searchField: { fr: 'Rechercher un projet', nl: 'Zoek een project', en: 'Search for a project' },
  searchButton: { fr: 'Rechercher', nl: 'Zoeken', en: 'Search' },
  more: { fr: 'Voir plus de projets', nl: 'Meer projecten bekijken', en: 'See more projects' },
  none: {
    fr: 'Aucun projet ne correspond à votre recherche.',
    nl: 'Geen enkel project komt overeen met je zoekopdracht.',
    en: 'Sorry, no project matches your search.',
  },
  reset: { fr: 'Voir tous les projets', nl: 'Alle projecten bekijken', en: 'See all projects' },
  /** A word of a project written in the locale's language, and that project. */
  search: {
    fr: { word: 'vélos', title: 'Un réseau de vélos cargo partagés entre voisins' },
    nl: { word: 'bouwmaterialen', title: 'Een deelplatform voor tweedehands bouwmaterialen' },
    en: { word: 'repair', title: 'A repair café network app' },
  },
  /** The tag on projects written in another language than the page's. */
  otherLanguage: {
    fr: /^En (néerlandais|anglais)$/,
    nl: /^In het (Frans|Engels)$/,
    en: /^In (French|Dutch)$/,
  },
  sections: {
    fr: [
      'Description du projet',
      'Pourquoi ce projet ?',
      'Le projet',
      'À propos de Claire Dumont',
      'Profil recherché',
      'Rémunération',
      'Les petits plus',
      "Une personne qui l'inspire",
      'Son super-pouvoir rêvé',
      'Sa passion',
      'Engagements de durabilité',
      'Maturité du projet',
    ],
    nl: [
      'Beschrijving van het project',
      'Waarom dit project?',
      'Het project',
      'Over Claire Dumont',
      'Gezocht profiel',
      'Verloning',
      "De extra's",
      'Iemand die inspireert',
      'Droomsuperkracht',
      'Passie',
      'Duurzaamheidsengagementen',
      'Maturiteit van het project',
    ],
    en: [
      'Project description',
      'Why this project?',
      'The project',
      'About Claire Dumont',
      'Profile sought',
      'Remuneration',
      'The extras',
      'A person who inspires',
      'Dream superpower',
      'Passion',
      'Sustainability commitments',
      'Project maturity',
    ],
  },
  join: { fr: 'Rejoindre ce projet', nl: 'Instappen in dit project', en: 'Join this project' },
  discover: { fr: 'Découvrir', nl: 'Ontdek', en: 'Discover' },
  companyPath: { fr: '/entreprises-impact/', nl: '/nl/gevolgen-bedrijven/', en: '/en/impact-companies/' },
  similar: { fr: 'Projets similaires', nl: 'Gelijkaardige projecten', en: 'Similar projects' },
  pricingTitle: {
    fr: 'Trouvez votre associé grâce à Tremplin',
    nl: 'Vind je medeoprichter via Tremplin',
    en: 'Find your co-founder with Tremplin',
  },
  options: { fr: 'Options de visibilité', nl: 'Zichtbaarheidsopties', en: 'Visibility options' },
  video: {
    fr: 'Capsule vidéo de 1 à 3 minutes',
    nl: 'Videocapsule van 1 tot 3 minuten',
    en: 'Video capsule of 1 to 3 minutes',
  },
  campaign: {
    fr: 'Campagne sponsorisée de 15 jours sur les réseaux sociaux',
    nl: 'Gesponsorde campagne van 15 dagen op sociale media',
    en: '15-day sponsored social media campaign',
  },
  contactTeam: { fr: "Contacter l'équipe", nl: 'Contacteer het team', en: 'Contact the team' },
  subject: { fr: 'Sujet', nl: 'Onderwerp', en: 'Subject' },
  coFounderSubject: { fr: 'Section cofondateur', nl: 'Rubriek medeoprichter', en: 'Co-founder section' },
} satisfies Record<string, Record<Locale, unknown>>

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
export const urlIs = (path: string, search = '') =>
  new RegExp(`:\\d+${escapeRegExp(path)}${escapeRegExp(search)}$`)
/**
 * One body for all languages, registered by cofounder.desktop.spec.ts in nl, en
 * and by cofounder.spec.ts in fr (both viewports).
 */
export function cofounderSectionTests(locale: Locale) {
  test.describe(`${locale}: co-founder section`, () => {
    test('the landing explains the section, shows the latest projects and leads to the list and the pricing', async ({
      page,
    }) => {
      await openLocalizedPage(page, locale, T.landing[locale])
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.landingTitle[locale])
      await expect(page.getByRole('heading', { level: 2, name: T.howItWorks[locale] })).toBeVisible()
      expect(await page.getByRole('main').getByRole('article').count()).toBeGreaterThan(0)
      await expect(page.getByRole('main').getByRole('link', { name: T.publish[locale] })).toHaveAttribute(
        'href',
        T.pricing[locale],
      )
      await expectNoSeriousA11yViolations(page)
      await page.getByRole('main').getByRole('link', { name: T.seeProjects[locale] }).first().click()
      await expect(page).toHaveURL(urlIs(T.list[locale]))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.listTitle[locale])
    })

    test('the project list puts the page language first, loads more, searches and resets', async ({
      page,
    }) => {
      await openLocalizedPage(page, locale, T.list[locale])
      const cards = page.getByRole('main').getByRole('article')
      await expect(cards).toHaveCount(15)
      // Projects in the page's language come first, untagged; the others say their language.
      await expect(cards.first().getByText(T.otherLanguage[locale])).toHaveCount(0)
      await expect(cards.last().getByText(T.otherLanguage[locale])).toHaveCount(1)
      await expectNoSeriousA11yViolations(page)

      await page.getByRole('link', { name: T.more[locale] }).click()
      await expect(page).toHaveURL(urlIs(T.list[locale], '?page=2'))
      // The seed's 20 projects — or one more, while the committee's browser test running beside this one has
      // a project of its own published (then a further page may be offered).
      await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(20)
      expect(await cards.count()).toBeLessThanOrEqual(30)
      // Focus moves to the first card added, so keyboard users carry on from there.
      await expect(cards.nth(15).getByRole('link')).toBeFocused()
      // The URL is shareable: opened as is, it shows the same list.
      await gotoHydrated(page, `${T.list[locale]}?page=2`)
      await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(20)

      const { word, title } = T.search[locale]
      const main = page.getByRole('main')
      await main.getByLabel(T.searchField[locale]).fill(word)
      await main.getByRole('button', { name: T.searchButton[locale] }).click()
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(T.list[locale])}\\?query=`))
      await settled(page)
      await expect(cards.getByRole('heading', { name: title })).toBeVisible()

      await main.getByLabel(T.searchField[locale]).fill('zzqqxxyy')
      await main.getByRole('button', { name: T.searchButton[locale] }).click()
      await expect(page.getByRole('heading', { name: T.none[locale] })).toBeVisible()
      await expect(cards).toHaveCount(0)
      await expectNoSeriousA11yViolations(page)
      await page.getByRole('link', { name: T.reset[locale] }).click()
      await expect(page).toHaveURL(urlIs(T.list[locale]))
      await expect(cards).toHaveCount(15)
      await expect(main.getByLabel(T.searchField[locale])).toHaveValue('')

      // Malformed parameters are ignored, never an error page.
      const odd = await page.goto(`${T.list[locale]}?page=abc&query=%00`)
      expect(odd?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.listTitle[locale])
    })

    test('a project page shows its sections in order, the maturity, its organisation and similar projects', async ({
      page,
    }) => {
      await gotoHydrated(page, T.list[locale])
      const card = page.getByRole('main').getByRole('article').filter({ hasText: SOLAR.title })
      await card.getByRole('link', { name: SOLAR.title }).click()
      await expect(page).toHaveURL(urlIs(`${T.project[locale]}${SOLAR.slug}`))
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale])
      const title = page.getByRole('heading', { level: 1 })
      await expect(title).toHaveText(SOLAR.title)
      // The project is in French: marked as such on pages in another language.
      if (locale === 'fr') await expect(title).not.toHaveAttribute('lang')
      else await expect(title).toHaveAttribute('lang', 'fr-BE')

      const body = page.locator('article section[aria-labelledby^="project-"]')
      await expect(body.getByRole('heading', { level: 2 })).toHaveText(T.sections[locale])
      // One stage is the current step, the last of the four.
      const stages = page.getByRole('list', { name: T.sections[locale].at(-1) }).getByRole('listitem')
      await expect(stages).toHaveCount(4)
      await expect(stages.nth(3)).toHaveAttribute('aria-current', 'step')
      await expect(page.locator('li[aria-current="step"]')).toHaveCount(1)
      await expect(stages.nth(3)).toContainText('Scale-up')
      await expect(
        page.getByRole('link', { name: `${T.discover[locale]} ${SOLAR.company}` }),
      ).toHaveAttribute('href', new RegExp(`^${escapeRegExp(T.companyPath[locale])}[a-z0-9-]+$`))
      const similar = page.getByRole('region', { name: T.similar[locale] })
      expect(await similar.getByRole('article').count()).toBeGreaterThan(0)
      await expectNoSeriousA11yViolations(page)

      await page.getByRole('link', { name: T.join[locale] }).filter({ visible: true }).first().click()
      await expect(page).toHaveURL(urlIs(T.contact[locale], '?subject=coFounder'))
      await expect(page.getByLabel(T.subject[locale]).locator('option:checked')).toHaveText(
        T.coFounderSubject[locale],
      )

      for (const slug of ['no-such-project', 'Not_A_Slug']) {
        const missing = await page.goto(`${T.project[locale]}${slug}`)
        expect(missing?.status()).toBe(404)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.notFound[locale])
      }
    })

    test('the pricing shows both plans, the 500 € commission, the options and the way to the team', async ({
      page,
    }) => {
      await openLocalizedPage(page, locale, T.pricing[locale])
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.pricingTitle[locale])
      const main = page.getByRole('main')
      await expect(main.getByText(/^€\s?500$|^500\s€$/)).toBeVisible()
      const options = main.getByRole('region', { name: T.options[locale] })
      await expect(options.getByRole('listitem')).toHaveCount(7)
      await expect(options.getByRole('heading', { name: T.video[locale] })).toBeVisible()
      await expect(options.getByRole('heading', { name: T.campaign[locale] })).toBeVisible()
      await expectNoSeriousA11yViolations(page)

      await main.getByRole('link', { name: T.contactTeam[locale] }).click()
      await expect(page).toHaveURL(urlIs(T.contact[locale], '?subject=coFounder'))
      await expect(page.getByLabel(T.subject[locale]).locator('option:checked')).toHaveText(
        T.coFounderSubject[locale],
      )
    })
  })
}
