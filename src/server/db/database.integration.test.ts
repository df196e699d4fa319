import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latestCompanies } from '~/features/companies/companies.server'
import { subscribeToNewsletter } from '~/features/newsletter/newsletter.server'
import { latestOffers } from '~/features/offers/offer-card.server'
import { listPopularPages } from '~/features/pages/popular-pages.server'
import { engines, type TestDatabase } from '../../../tests/databases'
import { queryRows } from './client'
import { companies, companyTranslations, newsletterSubscribers, offers } from './schema'
import { seedDatabase } from './seed'

describe.each(engines())('data layer on $name', ({ open }) => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await open()
    await seedDatabase(database.db, { offers: 400 })
  })
  afterAll(async () => {
    await database?.dispose()
  })

  it('runs the migrations idempotently', async () => {
    await database.migrate()
    const [tables] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from information_schema.tables where table_schema = 'public'`,
    )
    expect(tables?.count).toBeGreaterThanOrEqual(26)
  })

  async function insertOffer(language: 'fr' | 'nl' | 'en', title: string, profileSought = '') {
    const [company] = await database.db
      .insert(companies)
      .values({ name: `Test ${language} ${title}`.slice(0, 60), size: '5_50' })
      .returning({ id: companies.id })
    const [offer] = await database.db
      .insert(offers)
      .values({
        companyId: company!.id,
        companyName: 'ignored: the trigger copies the company name',
        slug: `test-${Math.random().toString(36).slice(2)}`,
        language,
        title,
        profileSought,
        contractType: 'cdi',
        remotePolicy: 'remote_half_authorized',
        category: 'environment',
        status: 'published',
        publishedAt: new Date(Date.now() - 60_000),
      })
      .returning({ id: offers.id })
    return { companyId: company!.id, offerId: offer!.id }
  }

  async function matches(offerId: string, query: string, language: 'fr' | 'nl' | 'en') {
    const [row] = await queryRows<{ hit: boolean }>(
      database.db,
      sql`select search_vector @@ websearch_to_tsquery(tremplin_ts_config(${language}::locale), ${query}) as hit from offers where id = ${offerId}`,
    )
    return row?.hit
  }

  it('full-text search is accent-insensitive and stems in the offer language', async () => {
    const french = await insertOffer('fr', 'Électricien en énergies renouvelables')
    expect(await matches(french.offerId, 'electricien energie', 'fr')).toBe(true)
    expect(await matches(french.offerId, 'ÉLECTRICIENS', 'fr')).toBe(true)
    expect(await matches(french.offerId, 'plombier', 'fr')).toBe(false)

    const dutch = await insertOffer('nl', 'Projectleider hernieuwbare energie')
    expect(await matches(dutch.offerId, 'projectleiders', 'nl')).toBe(true)
    const english = await insertOffer(
      'en',
      'Sustainability managers wanted',
      '<p>You enjoy building teams.</p>',
    )
    expect(await matches(english.offerId, 'manager', 'en')).toBe(true)
    expect(await matches(english.offerId, 'team', 'en')).toBe(true)
  })

  it('quoted phrases match exactly, and the company name is searchable', async () => {
    const { offerId, companyId } = await insertOffer('fr', 'Chef de projet énergie citoyenne')
    const other = await insertOffer('fr', 'Projet de cuisine : chef cuisinier')
    expect(await matches(offerId, '"chef de projet" énergie', 'fr')).toBe(true)
    expect(await matches(other.offerId, '"chef de projet"', 'fr')).toBe(false)
    await database.db
      .update(companies)
      .set({ name: 'Coopérative Soleil Mosan' })
      .where(eq(companies.id, companyId))
    const [row] = await database.db
      .select({ companyName: offers.companyName })
      .from(offers)
      .where(eq(offers.id, offerId))
    expect(row?.companyName).toBe('Coopérative Soleil Mosan')
    expect(await matches(offerId, 'soleil mosan', 'fr')).toBe(true)
  })

  it('company slugs are unique per language', async () => {
    const [first] = await database.db
      .select({ slug: companyTranslations.slug })
      .from(companyTranslations)
      .where(eq(companyTranslations.locale, 'nl'))
      .limit(1)
    const [company] = await database.db
      .insert(companies)
      .values({ name: 'Duplicate slug', size: 'under_5' })
      .returning({ id: companies.id })
    await expect(
      database.db
        .insert(companyTranslations)
        .values({ companyId: company!.id, locale: 'nl', slug: first!.slug }),
    ).rejects.toThrow()
    // The same slug in another language is fine.
    await database.db
      .insert(companyTranslations)
      .values({ companyId: company!.id, locale: 'en', slug: `${first!.slug}-x` })
  })

  it('the most-visited pages give up to 5 job and 5 internship pages per type, in each locale', async () => {
    for (const locale of ['fr', 'nl', 'en'] as const) {
      const pages = await listPopularPages(database.db, locale)
      for (const type of ['secteur', 'geoloc', 'metier'] as const) {
        expect(pages.filter((page) => page.type === type && page.kind === 'emploi')).toHaveLength(5)
        expect(pages.filter((page) => page.type === type && page.kind === 'stage')).toHaveLength(5)
      }
      expect(new Set(pages.map((page) => page.slug)).size).toBe(pages.length)
    }
    const french = await listPopularPages(database.db, 'fr')
    expect(
      french.filter((page) => page.kind === 'emploi').every((page) => page.slug.startsWith('emploi')),
    ).toBe(true)
    expect(
      french.filter((page) => page.kind === 'stage').every((page) => page.slug.startsWith('stage')),
    ).toBe(true)
  })

  it('lists the latest published offers newest first, with the company slug of the locale', async () => {
    const list = await latestOffers(database.db, 'nl', 6)
    expect(list).toHaveLength(6)
    const dates = list.map((offer) => offer.publishedAt ?? '')
    expect([...dates].sort().reverse()).toEqual(dates)
    const ids = list.map((offer) => offer.id)
    const rows = await database.db
      .select({ status: offers.status })
      .from(offers)
      .where(sql`${offers.id} in ${ids}`)
    expect(rows.every((row) => row.status === 'published')).toBe(true)
    const [translation] = await database.db
      .select({ slug: companyTranslations.slug })
      .from(companyTranslations)
      .innerJoin(offers, eq(offers.companyId, companyTranslations.companyId))
      .where(and(eq(offers.id, list[0]!.id), eq(companyTranslations.locale, 'nl')))
    expect(list[0]!.company.slug).toBe(translation!.slug)
  })

  it('lists companies that recruit with their open-jobs count', async () => {
    const list = await latestCompanies(database.db, 'en', 6)
    expect(list.length).toBeGreaterThan(0)
    for (const company of list) {
      const [row] = await database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(offers)
        .where(
          and(
            eq(offers.companyId, company.id),
            eq(offers.status, 'published'),
            sql`${offers.publishedAt} <= now()`,
          ),
        )
      expect(company.openOfferCount).toBe(row!.count)
      expect(company.openOfferCount).toBeGreaterThan(0)
    }
  })

  it('records a newsletter address once, whatever its case', async () => {
    await subscribeToNewsletter(database.db, 'Lea.Dupont@example.be', 'fr')
    await subscribeToNewsletter(database.db, 'lea.dupont@EXAMPLE.be', 'nl')
    const rows = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = 'lea.dupont@example.be'`)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.locale).toBe('nl')
  })
})
