import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '~/server/db/client'
import { companies, offers } from '~/server/db/schema'
import { seedDatabase } from '~/server/db/seed'
import { engines, servedPglite, type TestDatabase } from '../../../tests/databases'
import { facetIndex } from './facet-index.server'
import { buildIndex, type FacetIndex, updateIndex } from './facet-index-rows.server'

const offersVersion = async (database: TestDatabase) =>
  Number(
    (await queryRows<{ v: number }>(database.db, sql`select offers_version as v from search_state`))[0]!.v,
  )

/** The index's content, comparable with toEqual (the position map follows from the ids). */
const contents = (index: FacetIndex) => ({
  size: index.size,
  ids: index.ids,
  publishedAt: [...index.publishedAt],
  validThrough: [...index.validThrough],
  codes: Object.fromEntries(Object.entries(index.codes).map(([key, codes]) => [key, [...codes]])),
  sectorCodes: [...index.sectorCodes],
  sectorStart: [...index.sectorStart],
})

describe.each([...engines(), servedPglite])('facet index updates on $name', (engine) => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await engine.open()
    await seedDatabase(database.db, { offers: 400, answerHistory: false })
  })
  afterAll(async () => {
    await database?.dispose()
  })

  it('re-reads only the changed offers and ends equal to an index built whole', async () => {
    const { db } = database
    const before = await facetIndex(db)
    const rows = await db.select().from(offers).where(eq(offers.status, 'published')).limit(40)
    // Changed filters, an offer archived, one deleted, one new, a company resized, one suspended.
    await db
      .update(offers)
      .set({ region: 'abroad', sectors: ['culture'] })
      .where(inArray(offers.id, [rows[0]!.id, rows[1]!.id]))
    await db.update(offers).set({ status: 'archived' }).where(eq(offers.id, rows[2]!.id))
    await db.delete(offers).where(eq(offers.id, rows[3]!.id))
    const { id: _id, searchVector: _vector, ...copy } = rows[4]!
    await db.insert(offers).values({ ...copy, slug: `${copy.slug}-copie`, publishedAt: new Date() })
    const [resized] = await db.select().from(companies).where(eq(companies.id, rows[5]!.companyId))
    await db
      .update(companies)
      .set({ size: resized!.size === 'under_5' ? 'over_1000' : 'under_5', respondsQuickly: true })
      .where(eq(companies.id, resized!.id))
    const suspended = rows.find((row) => row.companyId !== resized!.id)!.companyId
    await db.update(companies).set({ suspendedAt: new Date() }).where(eq(companies.id, suspended))

    const version = await offersVersion(database)
    const updated = await updateIndex(db, before, version)
    expect(updated).not.toBeNull()
    const whole = await buildIndex(db, version)
    expect(contents(updated!)).toEqual(contents(whole))
    expect(updated!.size).not.toBe(before.size)
    expect(contents(await facetIndex(db))).toEqual(contents(whole))
    await db.update(companies).set({ suspendedAt: null }).where(eq(companies.id, suspended))
  })

  it('reads every offer again when the log does not reach back to the index', async () => {
    const { db } = database
    const before = await facetIndex(db)
    await db.update(offers).set({ region: 'liege' }).where(eq(offers.status, 'published'))
    const version = await offersVersion(database)
    expect(await updateIndex(db, before, version)).not.toBeNull()
    await db.execute(sql`update search_state set offers_logged_from = offers_version`)
    expect(await updateIndex(db, before, version)).toBeNull()
    expect(contents(await facetIndex(db))).toEqual(contents(await buildIndex(db, version)))
  })

  it('prunes the log every 100 versions, keeping the last 1,000', async () => {
    const { db } = database
    const before = await facetIndex(db)
    // The next write makes a version that is a multiple of 100, over 1,000 versions after the index's.
    const next = Math.ceil((before.version + 1001) / 100) * 100
    await db.execute(sql`update search_state set offers_version = ${next - 1}`)
    const [offer] = await db.select({ id: offers.id }).from(offers).limit(1)
    await db.update(offers).set({ updatedAt: new Date() }).where(eq(offers.id, offer!.id))
    expect(await offersVersion(database)).toBe(next)
    const [log] = await queryRows<{ from: number; older: number; kept: number }>(
      db,
      sql`select (select offers_logged_from from search_state) as "from",
                 (select count(*)::int from offer_index_changes where version <= ${next - 1000}) as older,
                 (select count(*)::int from offer_index_changes where version = ${next}) as kept`,
    )
    expect(log).toEqual({ from: next - 1000, older: 0, kept: 1 })
    expect(await updateIndex(db, before, next)).toBeNull()
    expect(contents(await facetIndex(db))).toEqual(contents(await buildIndex(db, next)))
  })
})
