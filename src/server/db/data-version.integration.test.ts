import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engines, servedPglite, type TestDatabase } from '../../../tests/databases'
import {
  currentDataVersion,
  recentDataVersion,
  watchDataVersion,
  withRecentDataVersion,
} from './data-version'
import { companies, companyTranslations, podcastEpisodes } from './schema'
import { seedDatabase } from './seed'

/** Until `check` holds (notifications arrive asynchronously on PostgreSQL), at most 5 s. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return false
}

describe.each([...engines(), servedPglite])('data version on $name', ({ open }) => {
  let database: TestDatabase
  let stopWatching: () => Promise<void>

  beforeAll(async () => {
    database = await open()
    await seedDatabase(database.db, { offers: 20 })
    stopWatching = await watchDataVersion(database)
  })
  afterAll(async () => {
    await stopWatching?.()
    await database?.dispose()
  })

  it('moves the offers version on a write to offers or companies, the content version on public texts, both on company texts', async () => {
    const before = await currentDataVersion(database.db)
    // A statement that changes no row still counts: the triggers are per statement.
    await database.db
      .update(companies)
      .set({ name: sql`${companies.name}` })
      .where(sql`false`)
    const afterCompanies = await currentDataVersion(database.db)
    expect(afterCompanies.offers).toBeGreaterThan(before.offers)
    expect(afterCompanies.content).toBe(before.content)

    await database.db
      .update(companyTranslations)
      .set({ description: sql`${companyTranslations.description}` })
    const afterTexts = await currentDataVersion(database.db)
    expect(afterTexts.content).toBeGreaterThan(afterCompanies.content)
    // A company's slug in each language is on the cards of its offers.
    expect(afterTexts.offers).toBeGreaterThan(afterCompanies.offers)

    await database.db.update(podcastEpisodes).set({ slug: sql`${podcastEpisodes.slug}` })
    const afterPodcasts = await currentDataVersion(database.db)
    expect(afterPodcasts.content).toBeGreaterThan(afterTexts.content)
    expect(afterPodcasts.offers).toBe(afterTexts.offers)
  })

  it('answers from memory between writes and sees a committed write at once, on this node or another', async () => {
    // Notifications of the previous test's writes may still be on their way (PostgreSQL): let them land.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const first = await recentDataVersion(database.db)
    // Nothing written: the same read is reused (no query).
    expect(recentDataVersion(database.db)).toBe(recentDataVersion(database.db))

    // A write through another connection (PostgreSQL) or the same instance (PGlite), as another node would.
    await database.db.update(podcastEpisodes).set({ slug: sql`${podcastEpisodes.slug}` })
    const seen = await eventually(async () => (await recentDataVersion(database.db)).content > first.content)
    expect(seen).toBe(true)
  })

  it("reads from memory while rendering an anonymous visitor's page, and afresh for anyone else", async () => {
    await new Promise((resolve) => setTimeout(resolve, 300))
    const remembered = recentDataVersion(database.db)
    await remembered
    await withRecentDataVersion(async () => {
      expect(currentDataVersion(database.db)).toBe(remembered)
      await Promise.resolve()
      expect(currentDataVersion(database.db)).toBe(remembered)
    })
    const fresh = currentDataVersion(database.db)
    expect(fresh).not.toBe(remembered)
    expect(await fresh).toEqual(await remembered)
  })
})
