import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '~/server/db/client'
import { companies, offers } from '~/server/db/schema'
import { seedDatabase } from '~/server/db/seed'
import { engines, type TestDatabase } from '../../../tests/databases'
import { insertOffer } from '../../../tests/offers'
import { keywordSearch } from './offer-keywords.server'
import { isPublicOffer } from './offer-visibility.server'

const COLUMNS =
  'language, status, published_at, valid_through, suspended_at, company_suspended, search_vector'

/** Offers whose search row is missing, left over or different from the offer. */
const outOfSync = (database: TestDatabase) =>
  queryRows<{ id: string }>(
    database.db,
    sql.raw(`select coalesce(o.id, s.id) as id from offers o full join offer_search s on s.id = o.id
      where o.id is null or s.id is null or (${prefixed('o')}) is distinct from (${prefixed('s')})`),
  )
const prefixed = (alias: string) =>
  COLUMNS.split(', ')
    .map((column) => `${alias}.${column}`)
    .join(', ')

/** The ids the keyword search finds for a word, as written. */
const found = async (database: TestDatabase, text: string) => {
  const matches = await keywordSearch(database.db, text)
  return [...(matches?.ranks.entries() ?? [])].filter(([, rank]) => rank >= 4).map(([id]) => id)
}

describe.each(engines())('the offers’ search rows on $name', (engine) => {
  let database: TestDatabase
  let companyId: string

  beforeAll(async () => {
    database = await engine.open()
    await seedDatabase(database.db, { offers: 300, answerHistory: false })
    companyId = (await database.db.select({ id: companies.id }).from(companies).limit(1))[0]!.id
  })
  afterAll(async () => {
    await database?.dispose()
  })

  it('start with one row per offer after the seed', async () => {
    const [{ count }] = (await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from offer_search`,
    )) as [{ count: number }]
    expect(count).toBe(300)
    expect(await outOfSync(database)).toEqual([])
  })

  it('follow inserts, title and language edits, archiving, unpublishing, suspensions and deletions', async () => {
    const { db } = database
    const id = await insertOffer(db, companyId, { title: 'Zythologue itinérant', publishedAt: new Date() })
    expect(await outOfSync(database)).toEqual([])
    expect(await found(database, 'zythologue')).toEqual([id])

    await db.update(offers).set({ title: 'Oenologue itinérant' }).where(eq(offers.id, id))
    expect(await outOfSync(database)).toEqual([])
    expect(await found(database, 'zythologue')).toEqual([])
    expect(await found(database, 'oenologue')).toEqual([id])

    await db.update(offers).set({ language: 'nl', title: 'Wijnkenner' }).where(eq(offers.id, id))
    expect(await outOfSync(database)).toEqual([])
    expect(await found(database, 'wijnkenner')).toEqual([id])

    await db.update(offers).set({ status: 'archived' }).where(eq(offers.id, id))
    expect(await outOfSync(database)).toEqual([])
    expect(await found(database, 'wijnkenner')).toEqual([])

    await db.update(offers).set({ status: 'published' }).where(eq(offers.id, id))
    expect(await found(database, 'wijnkenner')).toEqual([id])
    await db.update(offers).set({ status: 'draft' }).where(eq(offers.id, id))
    expect(await outOfSync(database)).toEqual([])
    expect(await found(database, 'wijnkenner')).toEqual([])

    await db.update(offers).set({ status: 'published' }).where(eq(offers.id, id))
    await db.update(companies).set({ suspendedAt: new Date() }).where(eq(companies.id, companyId))
    expect(await outOfSync(database)).toEqual([])
    expect(await found(database, 'wijnkenner')).toEqual([])
    await db.update(companies).set({ suspendedAt: null }).where(eq(companies.id, companyId))
    expect(await found(database, 'wijnkenner')).toEqual([id])

    await db
      .update(offers)
      .set({ validThrough: new Date(Date.now() - 1000) })
      .where(eq(offers.id, id))
    expect(await outOfSync(database)).toEqual([])
    expect(await found(database, 'wijnkenner')).toEqual([])

    await db.delete(offers).where(eq(offers.id, id))
    expect(await outOfSync(database)).toEqual([])
  })

  it('leave a row alone when the offer’s other columns change', async () => {
    const { db } = database
    const id = await insertOffer(db, companyId, { title: 'Brasseur', publishedAt: new Date() })
    const version = () =>
      queryRows<{ xmin: string }>(db, sql`select xmin::text as xmin from offer_search where id = ${id}::uuid`)
    const before = await version()
    await db.update(offers).set({ description: 'Une autre description' }).where(eq(offers.id, id))
    expect(await version()).toEqual(before)
  })

  it('find, as written, exactly the public offers whose own vector matches', async () => {
    for (const text of ['projet', 'développeur', 'énergie', 'comptable', 'verpleegkundige', 'manager']) {
      const direct = await queryRows<{ id: string }>(
        database.db,
        sql`select id from offers o where ${isPublicOffer('o')}
          and o.search_vector @@ websearch_to_tsquery(tremplin_ts_config(o.language), ${text})`,
      )
      expect((await found(database, text)).sort()).toEqual(direct.map((row) => row.id).sort())
    }
  })
})
