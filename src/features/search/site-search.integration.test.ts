import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '~/server/db/client'
import { seedDatabase } from '~/server/db/seed'
import { engines, type TestDatabase } from '../../../tests/databases'
import { searchArticles, searchOrganisations } from './site-search.server'

describe.each(engines())('site search (organisations, articles) on $name', ({ open }) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await open()
    await seedDatabase(database.db, { offers: 200 })
  })
  afterAll(async () => {
    await database?.dispose()
  })

  it('finds an organisation by the start of its name, with its open jobs and co-founder flag', async () => {
    const [company] = await queryRows<{ name: string; id: string }>(
      database.db,
      sql`select name, id from companies order by name limit 1`,
    )
    const start = company!.name.split(/\s+/)[0]!.slice(0, 4)
    const [list, total] = await searchOrganisations(database.db, 'nl', start, 4)
    expect(total).toBeGreaterThanOrEqual(1)
    expect(list.length).toBeLessThanOrEqual(4)
    const hit = list.find((item) => item.uuid === company!.id)
    expect(hit).toBeDefined()
    const [open] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from offers where company_id = ${company!.id} and status = 'published' and published_at <= now()`,
    )
    expect(hit!.jobs_open).toBe(open!.n)
    expect(typeof hit!.coFounder).toBe('boolean')
    const [all, everyone] = await searchOrganisations(database.db, 'fr', '', 50)
    expect(everyone).toBe(40)
    expect(all.length).toBe(40)
  })

  it('finds published articles in the visitor language, newest first without words, never a future one', async () => {
    const [list, total] = await searchArticles(database.db, 'fr', '', 4)
    expect(list).toHaveLength(4)
    const dates = list.map((item) => item.date!)
    expect([...dates].sort().reverse()).toEqual(dates)
    const [future] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from articles where published_at <= now()`,
    )
    expect(total).toBe(future!.n)
    const word = list[0]!.title
      .split(/\s+/)
      .find((w) => w.length > 5)!
      .slice(0, 5)
    const [found] = await searchArticles(database.db, 'fr', word, 10)
    expect(found.map((item) => item.uuid)).toContain(list[0]!.uuid)
  })

  it('answers junk without failing', async () => {
    for (const junk of [
      '',
      '-',
      '"',
      "'; drop table companies; --",
      '🌱',
      'le',
      '&|!:*()',
      'a'.repeat(200),
    ]) {
      const [organisations, total] = await searchOrganisations(database.db, 'en', junk, 4)
      expect(total).toBeGreaterThanOrEqual(organisations.length)
      const [articles] = await searchArticles(database.db, 'en', junk, 4)
      expect(articles.length).toBeLessThanOrEqual(4)
    }
  })
})
