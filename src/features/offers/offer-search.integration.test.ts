import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '~/server/db/client'
import { seedDatabase } from '~/server/db/seed'
import { engines, type TestDatabase } from '../../../tests/databases'
import { OFFER_FILTER_KEYS, type OfferFilterKey, type OfferFilters } from './offer-list-url'
import { searchOffers } from './offer-search.server'

type Row = {
  id: string
  title: string
  region: string | null
  remote_policy: string
  contract_type: string
  category: string
  sectors: string[]
  company_size: string
  reponse: string | null
}

const COLUMN: Record<OfferFilterKey, keyof Row> = {
  zones: 'region',
  remote: 'remote_policy',
  contrat_type: 'contract_type',
  number_employes: 'company_size',
  sector_activity: 'sectors',
  category_metier: 'category',
  reponse: 'reponse',
}

function matches(row: Row, filters: OfferFilters, except?: OfferFilterKey) {
  return OFFER_FILTER_KEYS.every((key) => {
    const wanted = filters[key] as string[] | undefined
    if (key === except || !wanted?.length) return true
    const value = row[COLUMN[key]]
    return Array.isArray(value) ? value.some((v) => wanted.includes(v)) : wanted.includes(value as string)
  })
}

/** The disjunctive counts computed the slow, obvious way. */
function expectedFacets(rows: Row[], filters: OfferFilters) {
  const facets = Object.fromEntries(OFFER_FILTER_KEYS.map((key) => [key, {} as Record<string, number>]))
  for (const key of OFFER_FILTER_KEYS) {
    for (const row of rows.filter((r) => matches(r, filters, key))) {
      const value = row[COLUMN[key]]
      for (const v of Array.isArray(value) ? value : value === null ? [] : [value]) {
        facets[key]![v] = (facets[key]![v] ?? 0) + 1
      }
    }
  }
  return facets
}

describe.each(engines())('job search on $name', ({ open }) => {
  let database: TestDatabase
  let published: Row[]

  beforeAll(async () => {
    database = await open()
    await seedDatabase(database.db, { offers: 600 })
    published = await queryRows<Row>(
      database.db,
      sql`select o.id, o.title, o.region::text, o.remote_policy::text, o.contract_type::text, o.category::text, o.sectors,
                 c.size::text as company_size, case when c.responds_quickly then 'rapide' end as reponse
          from offers o join companies c on c.id = o.company_id
          where o.status = 'published' and o.published_at <= now()`,
    )
  })
  afterAll(async () => {
    await database?.dispose()
  })

  const search = (query: string, filters: OfferFilters = {}, page = 1) =>
    searchOffers(database.db, 'fr', { query, filters, page })

  it('without keywords or filters lists every published offer, 15 a page, newest first', async () => {
    const result = await search('')
    expect(result.total).toBe(published.length)
    expect(result.offers).toHaveLength(15)
    expect(result.pageCount).toBe(Math.ceil(published.length / 15))
    const dates = result.offers.map((offer) => offer.publishedAt!)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('counts every facet disjunctively, exactly as ticking the option would', async () => {
    const scenarios: OfferFilters[] = [
      {},
      { zones: ['hainaut', 'namur'] },
      { zones: ['hainaut', 'namur'], remote: ['remote_half_authorized'], contrat_type: ['cdi'] },
      { sector_activity: ['renewable_energy', 'recycling'], number_employes: ['5_50', '50_150'] },
      {
        category_metier: ['tech'],
        zones: ['brussels_capital', 'antwerp'],
        remote: ['remote_complete_possible'],
      },
    ]
    for (const filters of scenarios) {
      const result = await search('', filters)
      expect(result.facets).toEqual(expectedFacets(published, filters))
      expect(result.total).toBe(published.filter((row) => matches(row, filters)).length)
      // Ticking an option gives exactly the count it showed.
      const [option, count] = Object.entries(result.facets.contrat_type)[0] ?? []
      if (option && !filters.contrat_type) {
        const ticked = await search('', { ...filters, contrat_type: [option as 'cdi'] })
        expect(ticked.total).toBe(count)
      }
    }
  })

  it('finds "chef de projet" énergie with accents or without, and quoted phrases exactly', async () => {
    const result = await search('"chef de projet" énergie', {
      zones: ['hainaut', 'namur'],
      remote: ['remote_half_authorized'],
      contrat_type: ['cdi'],
    })
    expect(result.total).toBeGreaterThan(0)
    for (const offer of result.offers) {
      expect(offer.title.toLowerCase()).toContain('chef de projet')
      expect(['hainaut', 'namur']).toContain(offer.region)
    }
    const unaccented = await search('"chef de projet" energie')
    const accented = await search('"chef de projet" énergie')
    expect(unaccented.total).toBe(accented.total)
    const phrase = await search('"projet de chef"')
    expect(phrase.offers.every((offer) => offer.title.toLowerCase().includes('projet de chef'))).toBe(true)
  })

  it('ranks title matches before matches elsewhere', async () => {
    const result = await search('énergie')
    expect(result.total).toBeGreaterThan(1)
    const firstTitle = result.offers[0]!.title.toLowerCase()
    expect(firstTitle).toMatch(/énergi|energi/)
  })

  it('searches the company name too', async () => {
    const [row] = await queryRows<{ name: string }>(
      database.db,
      sql`select c.name from companies c join offers o on o.company_id = c.id where o.status = 'published' limit 1`,
    )
    const result = await search(`"${row!.name}"`)
    expect(result.total).toBeGreaterThan(0)
    expect(result.offers.every((offer) => offer.company.name === row!.name)).toBe(true)
  })

  it('clamps a page beyond the last one to the last page', async () => {
    const result = await search('', {}, 9999)
    expect(result.page).toBe(result.pageCount)
    expect(result.offers.length).toBeGreaterThan(0)
  })

  it('sees new, changed and scheduled offers at once (the in-memory index follows every write)', async () => {
    const before = await search('')
    const [template] = await queryRows<{ id: string }>(
      database.db,
      sql`select id from offers where status = 'published' limit 1`,
    )
    await database.db.execute(sql`
      insert into offers (company_id, slug, language, title, company_name, contract_type, remote_policy, category, status, published_at)
      select company_id, 'fresh-offer-test', 'fr', 'Coordinatrice zéro déchet', company_name, 'cdd', 'remote_not_authorized', 'environment', 'published', now() - interval '1 minute'
      from offers where id = ${template!.id}`)
    const after = await search('')
    expect(after.total).toBe(before.total + 1)
    expect(after.offers[0]?.title).toBe('Coordinatrice zéro déchet')
    expect((await search('zéro déchet')).offers.map((offer) => offer.title)).toContain(
      'Coordinatrice zéro déchet',
    )
    await database.db.execute(
      sql`update offers set published_at = now() + interval '1 day' where slug = 'fresh-offer-test'`,
    )
    expect((await search('')).total).toBe(before.total)
    await database.db.execute(
      sql`update offers set status = 'archived', published_at = now() where slug = 'fresh-offer-test'`,
    )
    expect((await search('zéro déchet')).offers.map((offer) => offer.title)).not.toContain(
      'Coordinatrice zéro déchet',
    )
  })

  it('shows what was written since on the cards of a page seen before: titles, company slugs and logos', async () => {
    // Computed each time (not the result cache): the cards a node keeps must follow the writes themselves.
    const card = async () =>
      (
        await searchOffers(database.db, 'fr', { query: '', filters: {}, page: 1 }, undefined, {
          cached: false,
        })
      ).offers[0]!
    const first = await card()
    const company = sql`(select company_id from offers where id = ${first.id}::uuid)`
    const [before] = await queryRows<{ title: string; slug: string; logo_url: string | null }>(
      database.db,
      sql`select o.title, ct.slug, c.logo_url from offers o join companies c on c.id = o.company_id
          join company_translations ct on ct.company_id = c.id and ct.locale = 'fr' where o.id = ${first.id}::uuid`,
    )
    await database.db.execute(sql`update offers set title = 'Titre réécrit' where id = ${first.id}::uuid`)
    expect((await card()).title).toBe('Titre réécrit')
    await database.db.execute(
      sql`update company_translations set slug = 'nom-reecrit' where locale = 'fr' and company_id = ${company}`,
    )
    expect((await card()).company.slug).toBe('nom-reecrit')
    await database.db.execute(sql`update companies set logo_url = '/logo-reecrit.png' where id = ${company}`)
    expect((await card()).company.logoUrl).toBe('/logo-reecrit.png')

    await database.db.execute(sql`update offers set title = ${before!.title} where id = ${first.id}::uuid`)
    await database.db.execute(
      sql`update company_translations set slug = ${before!.slug} where locale = 'fr' and company_id = ${company}`,
    )
    await database.db.execute(sql`update companies set logo_url = ${before!.logo_url} where id = ${company}`)
    expect(await card()).toEqual(first)
  })

  it('forgives typos: a typo’d word finds what the word finds, after the exact matches, and suggests the word', async () => {
    const exact = await search('énergie', {}, 1)
    const typo = await search('enrgie')
    expect(exact.total).toBeGreaterThan(0)
    expect(typo.total).toBeGreaterThanOrEqual(exact.total)
    expect(typo.offers[0]!.title.toLowerCase()).toMatch(/énergi|energi/)
    expect(typo.suggestion).toBe('énergie')
    expect(exact.suggestion).toBeNull()

    const accounting = await search('comptabilte')
    expect(accounting.total).toBeGreaterThan(0)
    // The closest word the offers use: "comptabilité" where profiles name it, else "comptable" (two typos away).
    expect(['comptabilité', 'comptable']).toContain(accounting.suggestion)
    expect(accounting.offers[0]!.title.toLowerCase()).toContain('comptab')
    // Two typos from 9 letters, none on the first letter of a shorter word.
    expect((await search('comptablte')).total).toBeGreaterThan(0)
    expect((await search('rnergie')).total).toBe(0)
  })

  it('ranks offers matching the text as written before those found through a correction', async () => {
    // "projet" is written as is, "enrgie" is corrected: the same ranking as the corrected text.
    const typo = await search('chef de projet enrgie')
    const corrected = await search('chef de projet énergie')
    expect(typo.total).toBe(corrected.total)
    expect(typo.suggestion).toBe('chef de projet énergie')
    expect(corrected.suggestion).toBeNull()
    // Quoted words stay exact.
    expect((await search('"enrgie"')).total).toBe(0)
  })

  it('answers hostile text quickly with an empty or sensible result', async () => {
    const inputs = [
      'a'.repeat(5000),
      'énergie '.repeat(600),
      '!?.;:,()[]{}*&|'.repeat(300),
      "'; drop table offers; -- énergie",
      '(.*)+[a-z]{2,}\\',
      '"énergie',
      '""énergie"',
      'enrgie & | ! <-> :*',
    ]
    for (const input of inputs) {
      const started = performance.now()
      const result = await search(input)
      expect(performance.now() - started).toBeLessThan(2000)
      expect(result.total).toBeGreaterThanOrEqual(0)
    }
    expect((await search('"énergie')).total).toBeGreaterThan(0)
    expect((await search("'; drop table offers; -- énergie")).total).toBeGreaterThanOrEqual(0)
  })

  it('answers any text without failing', async () => {
    const inputs = [
      '-',
      '"',
      '"unbalanced quote',
      "'; drop table offers; --",
      'a'.repeat(200),
      '🌱 énergie 🌍',
      'وظيفة في بروكسل',
      'OR AND NOT',
      '(((',
      'le la les',
    ]
    for (const input of inputs) {
      const result = await search(input)
      expect(result.total).toBeGreaterThanOrEqual(0)
      expect(result.page).toBeGreaterThanOrEqual(1)
    }
    const [count] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from offers`)
    expect(count!.n).toBeGreaterThan(0)
  })
})
