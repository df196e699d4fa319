import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '~/server/db/client'
import { companies, companyTranslations } from '~/server/db/schema'
import { engines } from '../../../tests/databases'
import { suiteDatabase } from '../../../tests/suite-database'
import { COMPANY_FILTER_KEYS, type CompanyFilterKey, type CompanyFilters } from './company-list-url'
import { searchCompanies } from './company-search.server'

type Row = { id: string; name: string; size: string; sectors: string[]; zones: string[]; jobs_open: number }

const COLUMN: Record<CompanyFilterKey, keyof Row> = {
  sector_activity: 'sectors',
  number_employes: 'size',
  zones: 'zones',
}

function matches(row: Row, filters: CompanyFilters, except?: CompanyFilterKey) {
  return COMPANY_FILTER_KEYS.every((key) => {
    const wanted = filters[key] as string[] | undefined
    if (key === except || !wanted?.length) return true
    const value = row[COLUMN[key]]
    return Array.isArray(value) ? value.some((v) => wanted.includes(v)) : wanted.includes(value as string)
  })
}

/** The disjunctive counts computed the slow, obvious way. */
function expectedFacets(rows: Row[], filters: CompanyFilters) {
  const facets = Object.fromEntries(COMPANY_FILTER_KEYS.map((key) => [key, {} as Record<string, number>]))
  for (const key of COMPANY_FILTER_KEYS) {
    for (const row of rows.filter((r) => matches(r, filters, key))) {
      const value = row[COLUMN[key]]
      for (const v of Array.isArray(value) ? value : [value]) {
        facets[key]![v as string] = (facets[key]![v as string] ?? 0) + 1
      }
    }
  }
  return facets
}

describe.each(engines())('company list on $name', ({ open }) => {
  const database = suiteDatabase(open, { offers: 200 })
  let all: Row[]

  beforeAll(async () => {
    // A company that does not recruit right now is listed too.
    const [quiet] = await database.db
      .insert(companies)
      .values({ name: 'Atelier Silencieux', size: 'under_5', sectors: ['eco_design'], zones: ['liege'] })
      .returning({ id: companies.id })
    await database.db.insert(companyTranslations).values(
      (['fr', 'nl', 'en'] as const).map((locale) => ({
        companyId: quiet!.id,
        locale,
        slug: `atelier-silencieux-${locale}`,
        slogan: 'Des meubles réparables, pensés pour durer',
        description: '<p>Nous concevons du mobilier en bois local.</p>',
      })),
    )
    all = await queryRows<Row>(
      database.db,
      sql`select c.id, c.name, c.size::text as size, c.sectors, c.zones::text[] as zones,
                 (select count(*)::int from offers o where o.company_id = c.id and o.status = 'published'
                    and o.published_at <= now()) as jobs_open
          from companies c`,
    )
  })

  const search = (query: string, filters: CompanyFilters = {}, page = 1, locale: 'fr' | 'nl' | 'en' = 'fr') =>
    searchCompanies(database.db, locale, { query, filters, page })

  it('lists every company, also those without open jobs, 15 a page, most open jobs first', async () => {
    const first = await search('')
    expect(first.total).toBe(all.length)
    expect(first.companies).toHaveLength(15)
    expect(first.pageCount).toBe(Math.ceil(all.length / 15))
    const pages = [first]
    for (let page = 2; page <= first.pageCount; page++) pages.push(await search('', {}, page))
    const listed = pages.flatMap((result) => result.companies)
    expect(new Set(listed.map((company) => company.id)).size).toBe(all.length)
    const jobs = listed.map((company) => company.openOfferCount)
    expect([...jobs].sort((a, b) => b - a)).toEqual(jobs)
    expect(listed.find((company) => company.name === 'Atelier Silencieux')?.openOfferCount).toBe(0)
    for (const company of listed) {
      expect(company.openOfferCount).toBe(all.find((row) => row.id === company.id)!.jobs_open)
    }
  })

  it('filters by sector, size and zone, each alone and together', async () => {
    const scenarios: CompanyFilters[] = [
      { sector_activity: ['renewable_energy', 'energy_efficiency'] },
      { number_employes: ['5_50'] },
      { zones: ['brussels_capital'] },
      {
        sector_activity: ['recycling', 'eco_design'],
        number_employes: ['under_5', '5_50'],
        zones: ['liege'],
      },
    ]
    for (const filters of scenarios) {
      const result = await search('', filters, 1)
      const expected = all.filter((row) => matches(row, filters))
      expect(result.total).toBe(expected.length)
      expect(result.total).toBeGreaterThan(0)
      for (const company of result.companies) {
        expect(expected.map((row) => row.id)).toContain(company.id)
      }
    }
  })

  it('counts every facet disjunctively, exactly as ticking the option would', async () => {
    const scenarios: CompanyFilters[] = [
      {},
      { sector_activity: ['renewable_energy', 'recycling'] },
      { number_employes: ['5_50', '50_150'], zones: ['hainaut', 'namur'] },
      { sector_activity: ['ngo', 'social_economy'], number_employes: ['5_50'], zones: ['brussels_capital'] },
    ]
    for (const filters of scenarios) {
      const result = await search('', filters)
      expect(result.facets).toEqual(expectedFacets(all, filters))
      for (const key of COMPANY_FILTER_KEYS) {
        if (filters[key]) continue
        const [option, count] = Object.entries(result.facets[key])[0] ?? []
        if (!option) continue
        const ticked = await search('', { ...filters, [key]: [option] })
        expect(ticked.total).toBe(count)
      }
    }
  })

  it('finds companies by name, slogan and description in the visitor language, with or without accents', async () => {
    const byName = await search('silencieux')
    expect(byName.companies.map((company) => company.name)).toEqual(['Atelier Silencieux'])
    const bySlogan = await search('meubles réparables')
    expect(bySlogan.companies.map((company) => company.name)).toContain('Atelier Silencieux')
    const byDescription = await search('mobilier bois')
    expect(byDescription.companies.map((company) => company.name)).toContain('Atelier Silencieux')
    expect((await search('energie')).total).toBe((await search('énergie')).total)
    expect((await search('énergie')).total).toBeGreaterThan(0)
    // A name word and a description word together.
    expect((await search('atelier mobilier')).companies.map((company) => company.name)).toContain(
      'Atelier Silencieux',
    )
    // The facet counts follow the keywords too.
    const withFilter = await search('silencieux', { zones: ['namur'] })
    expect(withFilter.total).toBe(0)
    expect(withFilter.facets.zones).toEqual({ liege: 1 })
  })

  it('ranks by relevance when searching: a name match comes first', async () => {
    const [row] = await queryRows<{ name: string }>(
      database.db,
      sql`select name from companies where name ilike '%énergie%' or name ilike '%energie%' limit 1`,
    )
    const result = await search(row!.name)
    expect(result.companies[0]!.name).toBe(row!.name)
  })

  it('gives each company its slug in the visitor language', async () => {
    const result = await search('', {}, 1, 'nl')
    const slugs = await queryRows<{ company_id: string; slug: string }>(
      database.db,
      sql`select company_id, slug from company_translations where locale = 'nl'`,
    )
    for (const company of result.companies) {
      expect(company.slug).toBe(slugs.find((row) => row.company_id === company.id)!.slug)
    }
  })

  it('clamps a page beyond the last one and answers any text without failing', async () => {
    const last = await search('', {}, 9999)
    expect(last.page).toBe(last.pageCount)
    expect(last.companies.length).toBeGreaterThan(0)
    for (const input of ['-', '"', '"unbalanced', "'; drop table companies; --", '(((', 'le la les', '🌱']) {
      const result = await search(input)
      expect(result.total).toBeGreaterThanOrEqual(0)
    }
    const nothing = await search('zzqqxxyy')
    expect(nothing.total).toBe(0)
    expect(nothing.companies).toEqual([])
    expect(nothing.page).toBe(1)
  })
})
