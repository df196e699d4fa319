/**
 * An owner brings her organisation's offers from its job feed: she connects the source, previews what
 * would be imported (and what is refused, and why), imports, finds the offers in the public search; a
 * change at the source shows after "import now", and an offer the source removed is archived. The feed
 * is served by an imitation careers site on this machine (the e2e server may fetch loopback addresses).
 */
import { type CareersSites, firstVersion, startCareersSites } from '../tests/careers-sites'
import {
  b2bSignIn,
  expect,
  expectNoSeriousA11yViolations,
  gotoHydrated,
  JOBS,
  type Locale,
  prefix,
  recruiterSpace,
  test,
} from './fixtures'
import { ADMIN } from './organisation-steps'

const CASES: { locale: Locale; organisation: string; owner: string }[] = [
  {
    locale: 'fr',
    organisation: 'Brasserie de la Semois',
    owner: 'brasserie-de-la-semois-1@demo.tremplin.be',
  },
  { locale: 'nl', organisation: 'Brouwerij De Zuidkust', owner: 'brouwerij-de-zuidkust-1@demo.tremplin.be' },
  { locale: 'en', organisation: 'Codeurs Solidaires', owner: 'codeurs-solidaires-1@demo.tremplin.be' },
]

const TEXT = {
  sources: { fr: "Sources d'offres", nl: 'Vacaturebronnen', en: 'Offer sources' },
  url: {
    fr: 'Adresse de la page carrières ou du flux',
    nl: 'Adres van de vacaturepagina of de feed',
    en: 'Address of the careers page or feed',
  },
  kind: { fr: 'Type de source', nl: 'Soort bron', en: 'Kind of source' },
  feed: { fr: "Flux d'offres (XML ou JSON)", nl: 'Vacaturefeed (XML of JSON)', en: 'Job feed (XML or JSON)' },
  preview: { fr: 'Prévisualiser', nl: 'Voorbeeld bekijken', en: 'Preview' },
  connect: { fr: 'Connecter et importer', nl: 'Koppelen en importeren', en: 'Connect and import' },
  noDescription: {
    fr: "l'offre n'a pas de description",
    nl: 'de vacature heeft geen beschrijving',
    en: 'the offer has no description',
  },
  connected: {
    fr: 'Source connectée : 2 offres importées.',
    nl: 'Bron gekoppeld: 2 vacatures geïmporteerd.',
    en: 'Source connected: 2 offers imported.',
  },
  tooMany: {
    fr: "Rien à importer : la source compte plus de 2 000 offres : rien n'est importé.",
    nl: 'Niets te importeren: de bron telt meer dan 2.000 vacatures: er wordt niets geïmporteerd.',
    en: 'Nothing to import: the source has more than 2,000 offers: nothing is imported.',
  },
  closed: {
    fr: "Cette offre n'est plus disponible",
    nl: 'Deze vacature is niet meer beschikbaar',
    en: 'This job offer is no longer available',
  },
  importNow: { fr: 'Importer maintenant', nl: 'Nu importeren', en: 'Import now' },
  secondRun: {
    fr: '0 créées · 1 mises à jour · 1 archivées · 0 inchangées',
    nl: '0 aangemaakt · 1 bijgewerkt · 1 gearchiveerd · 0 ongewijzigd',
    en: '0 created · 1 updated · 1 archived · 0 unchanged',
  },
  adminOrganisations: { fr: '/admin/organisations', nl: '/admin/organisaties', en: '/admin/organisations' },
} satisfies Record<string, Record<Locale, string>>

/** A word nobody else's offer has, so the public search finds only this journey's offers. */
const token = () =>
  `zephyr${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`

for (const { locale, organisation, owner } of CASES) {
  test(`an owner imports her job feed, previews it, follows its changes (${locale})`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000)
    const word = token()
    const state = firstVersion()
    state.gamma = state.gamma.map((job) => ({
      ...job,
      title: job.title ? `${job.title} ${word}` : job.title,
    }))
    let sites: CareersSites | undefined
    try {
      sites = await startCareersSites(state)
      const space = await recruiterSpace(browser, locale, owner, organisation)
      const recruiter = space.page
      await recruiter
        .getByRole('region', { name: organisation })
        .getByRole('link', { name: TEXT.sources[locale] })
        .click()
      await expect(recruiter.getByRole('heading', { level: 1, name: TEXT.sources[locale] })).toBeVisible()
      // A feed of 10,000 offers is refused whole, and says why.
      await recruiter.getByLabel(TEXT.url[locale]).fill(`${sites.origin}/big-feed.xml`)
      await recruiter.getByLabel(TEXT.kind[locale]).selectOption({ label: TEXT.feed[locale] })
      await recruiter.getByRole('button', { name: TEXT.preview[locale] }).click()
      await expect(recruiter.getByText(TEXT.tooMany[locale])).toBeVisible()
      await expect(recruiter.getByRole('button', { name: TEXT.connect[locale] })).toHaveCount(0)
      await recruiter.getByLabel(TEXT.url[locale]).fill(`${sites.origin}/gamma/feed.xml`)
      await recruiter.getByRole('button', { name: TEXT.preview[locale] }).click()
      const preview = recruiter.getByRole('table')
      await expect(preview.getByRole('cell', { name: `Éducateur spécialisé ${word}` })).toBeVisible()
      await expect(preview.getByRole('cell', { name: `Développeur web ${word}` })).toBeVisible()
      const colon = locale === 'fr' ? ' : ' : ': '
      await expect(
        recruiter.getByText(`Comptable ${word}${colon}${TEXT.noDescription[locale]}`),
      ).toBeVisible()
      await expectNoSeriousA11yViolations(recruiter)
      await recruiter.getByRole('button', { name: TEXT.connect[locale] }).click()
      await expect(recruiter.getByRole('status').filter({ hasText: TEXT.connected[locale] })).toBeVisible()

      await gotoHydrated(page, `${JOBS[locale]}?query=${word}`)
      await expect(page.getByRole('link', { name: `Éducateur spécialisé ${word}` }).first()).toBeVisible()
      const removed = page.getByRole('link', { name: `Développeur web ${word}` }).first()
      await expect(removed).toBeVisible()
      const removedPath = await removed.getAttribute('href')

      // The site renames one offer and takes the other down.
      sites.state = {
        ...sites.state,
        gamma: [{ ...state.gamma[0]!, title: `Éducatrice spécialisée ${word}` }],
      }
      await recruiter
        .getByRole('region', { name: `${sites.origin}/gamma/feed.xml` })
        .getByRole('button', { name: TEXT.importNow[locale] })
        .click()
      await expect(recruiter.getByText(TEXT.secondRun[locale]).first()).toBeVisible()
      await gotoHydrated(page, `${JOBS[locale]}?query=${word}`)
      await expect(page.getByRole('link', { name: `Éducatrice spécialisée ${word}` }).first()).toBeVisible()
      await expect(page.getByRole('link', { name: `Développeur web ${word}` })).toHaveCount(0)
      // Archived, not deleted: its page stays for those who applied, saying it is no longer available.
      await gotoHydrated(page, removedPath!)
      await expect(page.getByText(TEXT.closed[locale]).first()).toBeVisible()
      await expectNoSeriousA11yViolations(recruiter)
      // The selection committee reads the same reports on the organisation's page.
      const company = /organisa[a-z]+\/([^/]+)\//.exec(new URL(recruiter.url()).pathname)?.[1]
      await space.close()
      const committee = await b2bSignIn(browser, locale, ADMIN)
      await committee.page.waitForURL(/\/admin/)
      await gotoHydrated(committee.page, `${prefix(locale)}${TEXT.adminOrganisations[locale]}/${company}`)
      const sources = committee.page.getByRole('region', { name: TEXT.sources[locale] })
      await expect(sources.getByText(TEXT.secondRun[locale]).first()).toBeVisible()
      await committee.close()
    } finally {
      await sites?.close()
    }
  })
}
