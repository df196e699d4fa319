import { describe, expect, it } from 'vitest'
import { LOCALES } from './locales'
import {
  canonicalRedirect,
  internalPathFor,
  matchRoute,
  pathFor,
  ROUTE_PATHS,
  type RouteName,
  switchLocalePath,
  toInternalPath,
  toPublicPath,
} from './paths'

/** Sample params for every param name used in the table. */
const SAMPLE_PARAMS: Record<string, string> = {
  slug: 'cooperative-energie',
  job: 'chef-de-projet-energie-abc123',
  cat: 'impact-stories',
  page: 'emploi-bruxelles',
  article: 'travailler-dans-une-ong',
  data: 'token-123',
  uuid: '2a0e9c2e-5c1b-4f0b-9d35-1f6f8e8c2b11',
  user: '2a0e9c2e-5c1b-4f0b-9d35-1f6f8e8c2b11',
  tag: 'pending',
  offer: '6f1c1f3e-3c1b-4a51-9a55-0d6f1b0b5e11',
  application: '6f1c1f3e-3c1b-4a51-9a55-0d6f1b0b5e12',
  request: '6f1c1f3e-3c1b-4a51-9a55-0d6f1b0b5e13',
  company: '6f1c1f3e-3c1b-4a51-9a55-0d6f1b0b5e14',
  project: '6f1c1f3e-3c1b-4a51-9a55-0d6f1b0b5e15',
}

function fill(pattern: string): string {
  const filled = pattern
    .replace(/\{-\$(\w+)\}/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x')
    .replace(/\$(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x')
  return filled
}

const routeNames = Object.keys(ROUTE_PATHS) as RouteName[]

describe('the localized path table', () => {
  it('covers every route of docs/product.md#pages with the spec slugs', () => {
    expect(ROUTE_PATHS.jobs).toEqual({ fr: '/offres-emploi', nl: '/banen', en: '/job-offers' })
    expect(ROUTE_PATHS.companies).toEqual({
      fr: '/entreprises-impact',
      nl: '/gevolgen-bedrijven',
      en: '/impact-companies',
    })
    expect(ROUTE_PATHS.cofounder).toEqual({ fr: '/cofondateur', nl: '/medeoprichter', en: '/co-founder' })
    expect(ROUTE_PATHS.cofounderProjects).toEqual({
      fr: '/cofondateur/projets',
      nl: '/medeoprichter/aanbiedingen',
      en: '/co-founder/projects',
    })
    expect(ROUTE_PATHS.article.nl).toBe('/artikelen/$article')
    expect(ROUTE_PATHS.companySelection).toEqual({
      fr: '/selection-entreprise',
      nl: '/bedrijfsselectie',
      en: '/company-selection',
    })
    expect(ROUTE_PATHS.sitemap).toEqual({ fr: '/plan-du-site', nl: '/sitemap', en: '/sitemap' })
    expect(ROUTE_PATHS.podcastCategory.en).toBe('/media/podcast/category/$page')
    // The 37 of docs/product.md#pages, the local demo's mailbox, the recruiter space's twelve (sources and
    // answers among them), the committee's seven, the alerts' unsubscribe page, the newsletter's confirmation
    // page and the interview's pick page.
    expect(ROUTE_PATHS.recruiter).toEqual({ fr: '/recruteur', nl: '/recruiter', en: '/recruiter' })
    expect(routeNames).toHaveLength(61)
  })

  for (const name of routeNames) {
    for (const locale of LOCALES) {
      it(`${name} in ${locale}: public ⇄ internal both ways`, () => {
        const publicRest = fill(ROUTE_PATHS[name][locale])
        const internalRest = fill(ROUTE_PATHS[name].fr)
        const publicPath = locale === 'fr' ? publicRest : `/${locale}${publicRest === '/' ? '' : publicRest}`
        const internalPath =
          locale === 'fr' ? internalRest : `/${locale}${internalRest === '/' ? '' : internalRest}`
        expect(toInternalPath(publicPath)).toBe(internalPath)
        expect(toPublicPath(internalPath)).toBe(publicPath)
        expect(matchRoute(publicRest, locale)?.name).toBe(name)
        expect(internalPathFor(name, locale, SAMPLE_PARAMS)).toBe(internalPath)
        expect(pathFor(name, locale, SAMPLE_PARAMS)).toBe(publicPath)
        expect(canonicalRedirect(publicPath)).toBeNull()
      })
    }
  }

  it('prefers static segments over params', () => {
    expect(matchRoute('/cofondateur/projets', 'fr')?.name).toBe('cofounderProjects')
    expect(matchRoute('/cofondateur/mon-projet', 'fr')).toEqual({
      name: 'cofounderProject',
      params: { slug: 'mon-projet' },
    })
    expect(matchRoute('/pages/cgu', 'fr')?.name).toBe('terms')
    expect(matchRoute('/pages/emploi-liege', 'fr')).toEqual({
      name: 'popularPage',
      params: { page: 'emploi-liege' },
    })
    expect(matchRoute('/media/podcast/categorie/impact', 'fr')?.name).toBe('podcastCategory')
  })

  it('handles optional params present or absent', () => {
    expect(matchRoute('/talent/applications', 'en')?.name).toBe('talentApplications')
    expect(matchRoute('/talent/applications/pending', 'en')).toEqual({
      name: 'talentApplications',
      params: { tag: 'pending' },
    })
    expect(pathFor('talentApplications', 'nl')).toBe('/nl/talent/applications')
  })

  it('switches a page to another language with the localized slug', () => {
    expect(switchLocalePath('/entreprises-impact/oxfam/offres-emploi/dev', 'nl')).toBe(
      '/nl/gevolgen-bedrijven/oxfam/banen/dev',
    )
    expect(switchLocalePath('/en/job-offers', 'fr')).toBe('/offres-emploi')
    expect(switchLocalePath('/nl', 'en')).toBe('/en')
    expect(switchLocalePath('/', 'nl')).toBe('/nl')
  })

  it('redirects /fr/... to the unprefixed path and French slugs to the localized ones', () => {
    expect(canonicalRedirect('/fr')).toBe('/')
    expect(canonicalRedirect('/fr/offres-emploi')).toBe('/offres-emploi')
    expect(canonicalRedirect('/en/offres-emploi')).toBe('/en/job-offers')
    expect(canonicalRedirect('/nl/entreprises-impact/oxfam')).toBe('/nl/gevolgen-bedrijven/oxfam')
    expect(canonicalRedirect('/nl/articles/mon-article')).toBe('/nl/artikelen/mon-article')
    expect(canonicalRedirect('/en/plan-du-site')).toBe('/en/sitemap')
    expect(canonicalRedirect('/en/does-not-exist')).toBeNull()
    expect(canonicalRedirect('/french-looking')).toBeNull()
    expect(canonicalRedirect('/france')).toBeNull()
  })

  it('leaves paths outside the table alone', () => {
    expect(toInternalPath('/api/pages')).toBe('/api/pages')
    expect(toInternalPath('/en/unknown/path')).toBe('/en/unknown/path')
    expect(toPublicPath('/nl/unknown')).toBe('/nl/unknown')
  })
})
