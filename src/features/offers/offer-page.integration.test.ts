import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '~/server/db/client'
import { companyTranslations, offers } from '~/server/db/schema'
import { seedDatabase } from '~/server/db/seed'
import { engines, type TestDatabase } from '../../../tests/databases'
import { findOfferPage } from './offer-page.server'

type Pair = { company_slug: string; offer_slug: string; company_id: string; id: string; title: string }

describe.each(engines())('offer page data on $name', ({ open }) => {
  let database: TestDatabase
  const pick = (status: string) =>
    queryRows<Pair>(
      database.db,
      sql`select ct.slug as company_slug, o.slug as offer_slug, o.company_id, o.id, o.title
          from offers o join company_translations ct on ct.company_id = o.company_id and ct.locale = 'fr'
          where o.status = ${status} and coalesce(o.published_at, now()) <= now() order by o.id limit 1`,
    ).then((rows) => rows[0]!)

  beforeAll(async () => {
    database = await open()
    await seedDatabase(database.db, { offers: 200 })
  })
  afterAll(async () => {
    await database?.dispose()
  })

  it('finds a published offer with sanitised sections, other offers of its company and similar offers elsewhere', async () => {
    const target = await pick('published')
    const result = await findOfferPage(database.db, 'fr', target.company_slug, target.offer_slug)
    expect(result.kind).toBe('found')
    if (result.kind !== 'found') return
    expect(result.page.offer.title).toBe(target.title)
    expect(result.page.offer.available).toBe(true)
    expect(result.page.offer.description).not.toMatch(/<script|onerror=/)
    expect(result.page.otherOffers.every((offer) => offer.id !== target.id)).toBe(true)
    expect(result.page.similarOffers.length).toBeGreaterThan(0)
    expect(
      result.page.similarOffers.every(
        (offer) => offer.id !== target.id && offer.company.name !== result.page.company.name,
      ),
    ).toBe(true)
    expect(Object.keys(result.page.companySlugs).sort()).toEqual(['en', 'fr', 'nl'])
  })

  it('shows archived and closed offers as unavailable, hides drafts, and sanitises stored HTML', async () => {
    for (const status of ['archived', 'closed'] as const) {
      const target = await pick(status)
      const result = await findOfferPage(database.db, 'fr', target.company_slug, target.offer_slug)
      expect(result.kind === 'found' && result.page.offer.available).toBe(false)
    }
    const draft = await pick('draft')
    expect((await findOfferPage(database.db, 'fr', draft.company_slug, draft.offer_slug)).kind).toBe(
      'missing',
    )

    const target = await pick('published')
    await database.db
      .update(offers)
      .set({ description: '<p>Bonjour<script>alert(1)</script><img src=x onerror=alert(1)></p>' })
      .where(eq(offers.id, target.id))
    const result = await findOfferPage(database.db, 'fr', target.company_slug, target.offer_slug)
    expect(result.kind === 'found' && result.page.offer.description).toBe('<p>Bonjour</p>')
  })

  it('is missing for unknown slugs and for an offer of another company; moved for a slug of another language', async () => {
    const target = await pick('published')
    expect((await findOfferPage(database.db, 'fr', 'inconnue', target.offer_slug)).kind).toBe('missing')
    expect((await findOfferPage(database.db, 'fr', target.company_slug, 'inconnue')).kind).toBe('missing')
    const [other] = await queryRows<{ slug: string }>(
      database.db,
      sql`select slug from company_translations where locale = 'fr' and company_id <> ${target.company_id}::uuid limit 1`,
    )
    expect((await findOfferPage(database.db, 'fr', other!.slug, target.offer_slug)).kind).toBe('missing')
    const [dutch] = await database.db
      .select({ slug: companyTranslations.slug })
      .from(companyTranslations)
      .where(
        sql`${companyTranslations.companyId} = ${target.company_id}::uuid and ${companyTranslations.locale} = 'nl'`,
      )
    if (dutch!.slug !== target.company_slug) {
      expect(await findOfferPage(database.db, 'nl', target.company_slug, target.offer_slug)).toEqual({
        kind: 'moved',
        companySlug: dutch!.slug,
      })
    }
  })
})
