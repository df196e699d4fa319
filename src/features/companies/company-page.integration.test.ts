import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '~/server/db/client'
import { companies, companyAlerts, companyTranslations, users } from '~/server/db/schema'
import { engines } from '../../../tests/databases'
import { suiteDatabase } from '../../../tests/suite-database'
import { companyAlertState, setCompanyAlert } from './company-alerts.server'
import { findCompanyPage, OFFERS_SHOWN } from './company-page.server'

type Target = { id: string; fr: string; nl: string; en: string; sectors: string[] }

describe.each(engines())('company page data on $name', ({ open }) => {
  const database = suiteDatabase(open, { offers: 300 })
  let target: Target

  beforeAll(async () => {
    // A company with open offers whose Dutch slug differs from the French one.
    const [row] = await queryRows<Target>(
      database.db,
      sql`select c.id, fr.slug as fr, nl.slug as nl, en.slug as en, c.sectors
          from companies c
          join company_translations fr on fr.company_id = c.id and fr.locale = 'fr'
          join company_translations nl on nl.company_id = c.id and nl.locale = 'nl'
          join company_translations en on en.company_id = c.id and en.locale = 'en'
          where fr.slug <> nl.slug
            and exists (select 1 from offers o where o.company_id = c.id and o.status = 'published')
          order by c.name limit 1`,
    )
    target = row!
  })

  it('finds a company by its slug in the visitor language, with its offers, similar companies and slugs', async () => {
    const result = await findCompanyPage(database.db, 'nl', target.nl)
    expect(result.kind).toBe('found')
    if (result.kind !== 'found') return
    const { page } = result
    expect(page.company.id).toBe(target.id)
    expect(page.company.slug).toBe(target.nl)
    expect(page.slugs).toEqual({ fr: target.fr, nl: target.nl, en: target.en })
    expect(page.company.description).toMatch(/^<p>/)
    expect(page.company.squares).toHaveLength(4)
    expect(page.company.circles.length).toBeGreaterThan(0)
    expect(page.company.sdgGoals.length).toBeGreaterThan(0)

    const [{ count }] = (await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from offers
          where company_id = ${target.id}::uuid and status = 'published' and published_at <= now()`,
    )) as [{ count: number }]
    expect(page.openOfferCount).toBe(count)
    expect(page.offers).toHaveLength(Math.min(count, OFFERS_SHOWN))
    // Only its own offers, linked with its Dutch slug.
    expect(page.offers.every((offer) => offer.company.slug === target.nl)).toBe(true)

    expect(page.similar.length).toBeGreaterThan(0)
    const similarSectors = await database.db
      .select({ id: companies.id, sectors: companies.sectors })
      .from(companies)
      .where(
        sql`${companies.id} in (${sql.join(
          page.similar.map((company) => sql`${company.id}::uuid`),
          sql`, `,
        )})`,
      )
    for (const company of similarSectors) {
      expect(company.id).not.toBe(target.id)
      expect(company.sectors.some((sector) => target.sectors.includes(sector))).toBe(true)
    }
  })

  it('moves a slug of another language to this language, and misses unknown slugs', async () => {
    expect(await findCompanyPage(database.db, 'nl', target.fr)).toEqual({ kind: 'moved', slug: target.nl })
    expect(await findCompanyPage(database.db, 'fr', target.nl)).toEqual({ kind: 'moved', slug: target.fr })
    expect(await findCompanyPage(database.db, 'fr', 'no-such-company')).toEqual({ kind: 'missing' })
  })

  it('shows every profile field that is set, sanitised; unsafe links are dropped', async () => {
    await database.db
      .update(companies)
      .set({
        bannerUrl: '/files/demo/banner.jpg',
        videoUrl: 'https://www.youtube.com/watch?v=abc',
        videoOverlayUrl: '/files/demo/overlay.jpg',
        teamVideoUrl: 'javascript:alert(1)',
        teamGallery: ['/files/demo/team-1.jpg', '/files/demo/team-2.jpg'],
        facebookUrl: 'https://www.facebook.com/example',
        twitterUrl: 'javascript:alert(1)',
        website: 'data:text/html,x',
        sdgGoals: [13, 7, 7, 99],
      })
      .where(eq(companies.id, target.id))
    await database.db
      .update(companyTranslations)
      .set({ description: '<p>Bonjour<script>alert(1)</script><img src=x onerror=alert(1)></p>' })
      .where(and(eq(companyTranslations.companyId, target.id), eq(companyTranslations.locale, 'fr')))
    const result = await findCompanyPage(database.db, 'fr', target.fr)
    if (result.kind !== 'found') throw new Error(result.kind)
    const { company } = result.page
    expect(company.description).toBe('<p>Bonjour</p>')
    expect(company.summary).toBe('Bonjour')
    expect(company.bannerUrl).toBe('/files/demo/banner.jpg')
    expect(company.video).toEqual({
      url: 'https://www.youtube.com/watch?v=abc',
      overlayUrl: '/files/demo/overlay.jpg',
    })
    expect(company.teamVideo).toBeNull()
    expect(company.teamGallery).toEqual(['/files/demo/team-1.jpg', '/files/demo/team-2.jpg'])
    expect(company.socialLinks.map((link) => link.network)).toContain('facebook')
    expect(company.socialLinks.map((link) => link.network)).not.toContain('twitter')
    expect(company.website).toBeNull()
    expect(company.sdgGoals).toEqual([7, 13])
  })

  it('lets only the signed-in user turn their own alert on a company on and off', async () => {
    const [alice, bob] = await database.db
      .insert(users)
      .values([
        { email: 'alice@example.be', firstName: 'Alice' },
        { email: 'bob@example.be', firstName: 'Bob' },
      ])
      .returning({ id: users.id })
    const confirmedAlice = { id: alice!.id, emailVerified: true }
    expect(await companyAlertState(database.db, null, target.id)).toBeNull()
    // Its e-mails would go to an address she has not confirmed yet.
    expect(
      await setCompanyAlert(database.db, { id: bob!.id, emailVerified: false }, target.id, true),
    ).toEqual({
      ok: false,
      error: 'unconfirmed',
    })
    expect(await setCompanyAlert(database.db, null, target.id, true)).toEqual({
      ok: false,
      error: 'signed-out',
    })
    expect(
      await setCompanyAlert(database.db, confirmedAlice, '00000000-0000-4000-8000-000000000000', true),
    ).toEqual({
      ok: false,
      error: 'missing',
    })
    expect(await companyAlertState(database.db, alice!, target.id)).toBe(false)

    expect(await setCompanyAlert(database.db, confirmedAlice, target.id, true)).toEqual({
      ok: true,
      active: true,
    })
    expect(await companyAlertState(database.db, alice!, target.id)).toBe(true)
    expect(await companyAlertState(database.db, bob!, target.id)).toBe(false)
    // Twice on is still one alert.
    await setCompanyAlert(database.db, confirmedAlice, target.id, true)
    const rows = await database.db.select().from(companyAlerts).where(eq(companyAlerts.companyId, target.id))
    expect(rows).toHaveLength(1)

    expect(await setCompanyAlert(database.db, confirmedAlice, target.id, false)).toEqual({
      ok: true,
      active: false,
    })
    expect(await companyAlertState(database.db, alice!, target.id)).toBe(false)
  })
})
