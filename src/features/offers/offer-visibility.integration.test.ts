/**
 * One rule, every surface: an offer that is a draft, archived, not yet published or past its closing date
 * is absent from every public list, count, search, sitemap and feed at once; the same for co-founder
 * projects that are drafts or scheduled. Written against the services the pages and `/api` call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OfferStatus, SECTORS } from '~/domain/enums'
import { findCofounderProject, listCofounderProjects } from '~/features/cofounder/cofounder.server'
import { companyCards, latestCompanies } from '~/features/companies/companies.server'
import { findCompanyPage } from '~/features/companies/company-page.server'
import { searchOrganisations } from '~/features/search/site-search.server'
import { offersFeed } from '~/features/seo/feed.server'
import { siteMapContent } from '~/features/seo/site-map-page.server'
import { offersSitemap, pagesSitemap, sitemapIndex } from '~/features/seo/xml-sitemaps.server'
import { cofounderProjects, companies, companyTranslations, offers } from '~/server/db/schema'
import { seedDatabase } from '~/server/db/seed'
import { engines, type TestDatabase } from '../../../tests/databases'
import { latestOffers } from './offer-card.server'
import { findOfferPage } from './offer-page.server'
import { searchOffers } from './offer-search.server'
import { countPublicOffers } from './offer-visibility.server'

const APP_URL = 'https://tremplin.test'
const HOUR = 3_600_000
const ago = (ms: number) => new Date(Date.now() - ms)
const ahead = (ms: number) => new Date(Date.now() + ms)

type Case = { slug: string; status: OfferStatus; publishedAt: Date | null; validThrough: Date | null }

/** One public offer and one of each kind the public must not see, all of one new company. */
const OFFER_CASES: Case[] = [
  { slug: 'quokka-public', status: 'published', publishedAt: ago(HOUR), validThrough: ahead(24 * HOUR) },
  { slug: 'quokka-draft', status: 'draft', publishedAt: null, validThrough: null },
  { slug: 'quokka-archived', status: 'archived', publishedAt: ago(2 * HOUR), validThrough: null },
  { slug: 'quokka-future', status: 'published', publishedAt: ahead(HOUR), validThrough: null },
  { slug: 'quokka-expired', status: 'published', publishedAt: ago(3 * HOUR), validThrough: ago(HOUR) },
]
const HIDDEN = OFFER_CASES.filter((c) => c.slug !== 'quokka-public').map((c) => c.slug)

describe.each(engines())('what the public sees of offers and projects on $name', ({ open }) => {
  let database: TestDatabase
  let companyId: string
  let publicCountBefore: number
  const ids = new Map<string, string>()

  beforeAll(async () => {
    database = await open()
    const { db } = database
    await seedDatabase(db, { offers: 60 })
    publicCountBefore = await countPublicOffers(db)
    const [company] = await db
      .insert(companies)
      .values({ name: 'Quokka Coop', size: 'under_5', sectors: [SECTORS[0]!], isCofounder: true })
      .returning({ id: companies.id })
    companyId = company!.id
    await db
      .insert(companyTranslations)
      .values(
        (['fr', 'nl', 'en'] as const).map((locale) => ({ companyId, locale, slug: `quokka-coop-${locale}` })),
      )
    for (const offer of OFFER_CASES) {
      const [row] = await db
        .insert(offers)
        .values({
          companyId,
          companyName: 'Quokka Coop',
          slug: offer.slug,
          language: 'fr',
          title: `Chargé de projet quokka ${offer.slug}`,
          region: 'brussels_capital',
          contractType: 'cdi',
          remotePolicy: 'remote_half_authorized',
          category: 'sales',
          status: offer.status,
          publishedAt: offer.publishedAt,
          validThrough: offer.validThrough,
        })
        .returning({ id: offers.id })
      ids.set(offer.slug, row!.id)
    }
    await db.insert(cofounderProjects).values(
      (
        [
          ['quokka-project-public', 'published', ago(HOUR)],
          ['quokka-project-draft', 'draft', ago(HOUR)],
          ['quokka-project-future', 'published', ahead(HOUR)],
        ] as const
      ).map(([slug, status, publishedAt]) => ({
        slug,
        companyId,
        language: 'fr' as const,
        title: `Projet quokka ${slug}`,
        founderName: 'Alex Quokka',
        maturity: 'idea' as const,
        status,
        publishedAt,
      })),
    )
  })
  afterAll(async () => {
    await database?.dispose()
  })

  const slugsOf = (list: { slug: string }[]) => list.map((item) => item.slug)

  it('lists, counts and searches public offers only', async () => {
    const { db } = database
    const search = await searchOffers(db, 'fr', { query: 'quokka', filters: {}, page: 1 }, 50, {
      cached: false,
    })
    expect(slugsOf(search.offers)).toEqual(['quokka-public'])
    expect(search.total).toBe(1)
    const filtered = await searchOffers(
      db,
      'fr',
      { query: '', filters: { zones: ['brussels_capital'] }, page: 1 },
      500,
    )
    expect(slugsOf(filtered.offers)).toContain('quokka-public')
    for (const slug of HIDDEN) expect(slugsOf(filtered.offers)).not.toContain(slug)

    const latest = slugsOf(await latestOffers(db, 'fr', 500))
    expect(latest).toContain('quokka-public')
    for (const slug of HIDDEN) expect(latest).not.toContain(slug)
    expect(await countPublicOffers(db)).toBe(publicCountBefore + 1)
  })

  it('counts one open offer for the company on its page, its card and in the global search', async () => {
    const { db } = database
    const page = await findCompanyPage(db, 'fr', 'quokka-coop-fr')
    expect(page.kind).toBe('found')
    if (page.kind !== 'found') return
    expect(slugsOf(page.page.offers)).toEqual(['quokka-public'])
    expect(page.page.openOfferCount).toBe(1)
    const [card] = await companyCards(db, 'fr', [companyId])
    expect(card?.openOfferCount).toBe(1)
    expect((await latestCompanies(db, 'fr', 500)).map((c) => c.id)).toContain(companyId)
    const [hits] = await searchOrganisations(db, 'fr', 'Quokka Coop', 5)
    const hit = hits.find((h) => h.uuid === companyId)
    expect(hit?.jobs_open).toBe(1)
    expect(hit?.cofounder_slug).toBe('quokka-project-public')
  })

  it('gives no page to drafts and future offers, and marks the others unavailable', async () => {
    const { db } = database
    const lookup = (slug: string) => findOfferPage(db, 'fr', 'quokka-coop-fr', slug)
    expect((await lookup('quokka-draft')).kind).toBe('missing')
    expect((await lookup('quokka-future')).kind).toBe('missing')
    for (const slug of ['quokka-archived', 'quokka-expired']) {
      const result = await lookup(slug)
      expect(result.kind).toBe('found')
      if (result.kind === 'found') expect(result.page.offer.available).toBe(false)
    }
    const open = await lookup('quokka-public')
    expect(open.kind).toBe('found')
    if (open.kind !== 'found') return
    expect(open.page.offer.available).toBe(true)
    // The company's other offers, on the page of one that is no longer public: the public one only.
    const archived = await lookup('quokka-archived')
    if (archived.kind === 'found') expect(slugsOf(archived.page.otherOffers)).toEqual(['quokka-public'])
  })

  it('puts public offers only in the sitemaps and the feed', async () => {
    const { db } = database
    const total = await countPublicOffers(db)
    const index = await sitemapIndex(db, APP_URL)
    expect(index.match(/offers-\d+\.xml/g)?.length).toBe(Math.ceil(total / 1000) || 0)
    const sitemap = (await offersSitemap(db, APP_URL, 1)) ?? ''
    expect(sitemap).toContain('/quokka-public<')
    const feed = await offersFeed(db, APP_URL, 'fr')
    expect(feed).toContain('/quokka-public<')
    for (const slug of HIDDEN) {
      expect(sitemap).not.toContain(`/${slug}<`)
      expect(feed).not.toContain(`/${slug}<`)
    }
  })

  it('shows published co-founder projects only, everywhere', async () => {
    const { db } = database
    const list = await listCofounderProjects(db, 'fr', { query: 'quokka', offset: 0, limit: 50 })
    expect(slugsOf(list.projects)).toEqual(['quokka-project-public'])
    expect(list.total).toBe(1)
    expect((await findCofounderProject(db, 'fr', 'quokka-project-public')).kind).toBe('found')
    const content = await siteMapContent(db, 'fr')
    const pages = await pagesSitemap(db, APP_URL)
    expect(slugsOf(content.projects)).toContain('quokka-project-public')
    expect(pages).toContain('/quokka-project-public<')
    for (const slug of ['quokka-project-draft', 'quokka-project-future']) {
      expect((await findCofounderProject(db, 'fr', slug)).kind).toBe('missing')
      expect(slugsOf(content.projects)).not.toContain(slug)
      expect(pages).not.toContain(`/${slug}<`)
    }
  })
})
