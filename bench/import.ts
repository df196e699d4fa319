/**
 * `npm run bench:import [-- --offers 100000 --feed 1000 --engine both|pglite|postgres]`: an organisation's job feed of 1,000 offers
 * imported into a database that already holds 100k offers and serves searches (one public search before the
 * run, as visitors make: the node's facet index and typo vocabulary exist), then imported again with nothing
 * changed: the time and SQL statements of each run, and how long after the first run's end the public search
 * (result cache bypassed) finds every imported offer — the facet index re-reads only the offers the run
 * changed. Measured twice: as is, and with a rebuild of the typo vocabulary running meanwhile (what the first
 * search after a write starts when the last one is over five minutes old). The feed is served by the
 * imitation careers site of the tests. On an in-memory PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL.
 */
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { importSource } from '../src/features/offer-sources/offer-import.server'
import { searchOffers } from '../src/features/offers/offer-search.server'
import { offerVocabulary } from '../src/features/offers/offer-vocabulary.server'
import { type Database, type DatabaseHandle, openDatabase } from '../src/server/db/client'
import { companies, offerSources } from '../src/server/db/schema'
import { seedDatabase } from '../src/server/db/seed'
import { firstVersion, startCareersSites } from '../tests/careers-sites'
import { onThrowawayPostgres } from './throwaway-postgres'

const { values } = parseArgs({
  options: {
    offers: { type: 'string', default: '100000' },
    feed: { type: 'string', default: '1000' },
    engine: { type: 'string', default: 'both' },
  },
})
const options = z
  .object({
    offers: z.coerce.number().int().min(0).max(1_000_000),
    feed: z.coerce.number().int().min(1).max(2000),
    engine: z.enum(['both', 'pglite', 'postgres']),
  })
  .parse(values)

/** Counts the SQL statements the database runs (Drizzle's logger sees each one, transactions included). */
function countStatements(db: Database) {
  const counter = { count: 0, logQuery: () => void counter.count++ }
  const session = (db as unknown as { session: { logger: unknown; options: { logger?: unknown } } }).session
  session.logger = counter
  session.options.logger = counter
  return counter
}

async function bench(label: string, handle: DatabaseHandle) {
  await handle.migrate()
  const seeded = performance.now()
  await seedDatabase(handle.db, { offers: options.offers })
  console.info(
    `\n${label}: seeded ${options.offers} offers in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  )
  const visitorSearch = (query: string) =>
    searchOffers(handle.db, 'fr', { query, filters: {}, page: 1 }, undefined, { cached: false })
  const warm = performance.now()
  await visitorSearch('chargé de projet')
  console.info(
    `the node's first search (facet index and typo vocabulary built): ${(performance.now() - warm).toFixed(0)} ms`,
  )
  const state = firstVersion()
  const word = `banc${Date.now().toString(36).replace(/\d/g, '')}`
  state.gamma = Array.from({ length: options.feed }, (_, i) => ({
    id: `BENCH-${i}`,
    title: `Chargé·e de mission ${word} ${i}`,
    description: `<p>Offre ${i} du flux : accompagner les projets de transition de nos membres, en équipe.</p>`,
    city: ['Liège', 'Gent', 'Namur', 'Bruxelles', 'Antwerpen'][i % 5]!,
    employmentType: i % 3 === 0 ? 'PART_TIME' : 'FULL_TIME',
    salary: { min: 36000, max: 44000, unit: 'YEAR' },
  }))
  const sites = await startCareersSites(state)
  try {
    const [company] = await handle.db.select({ id: companies.id }).from(companies).limit(1)
    const [source] = await handle.db
      .insert(offerSources)
      .values({ companyId: company!.id, kind: 'feed', url: `${sites.origin}/gamma/feed.xml`, publish: true })
      .returning({ id: offerSources.id })
    const fetch = { allowLoopback: true, hostIntervalMs: 0 }
    const counter = countStatements(handle.db)
    const foundAfter = async (word: string, ended: number) => {
      const searches: number[] = []
      for (;;) {
        const asked = performance.now()
        const found = await visitorSearch(word)
        searches.push(performance.now() - asked)
        if (found.total >= options.feed) break
      }
      return `${(performance.now() - ended).toFixed(0)} ms (${searches.length} searches, the first ${searches[0]!.toFixed(0)} ms, the last ${searches.at(-1)!.toFixed(0)} ms)`
    }
    for (const run of ['first import', 'unchanged re-import']) {
      counter.count = 0
      const started = performance.now()
      const report = await importSource(handle.db, source!.id, fetch)
      const ended = performance.now()
      console.info(
        `${run}: ${(ended - started).toFixed(0)} ms, ${counter.count} SQL statements — created ${report?.created}, updated ${report?.updated}, unchanged ${report?.unchanged}, archived ${report?.archived}`,
      )
      if (run === 'first import')
        console.info(
          `first import's end → all ${options.feed} found by the public search: ${await foundAfter(word, ended)}`,
        )
    }
    // The same feed under new words (1,000 offers updated), while a node rebuilds its typo vocabulary: a
    // database object of its own has none yet, so the whole rebuild runs beside the search.
    const renamed = `${word}bis`
    sites.state = {
      ...state,
      gamma: state.gamma.map((job) => ({ ...job, title: job.title.replace(word, renamed) })),
    }
    const updating = performance.now()
    const report = await importSource(handle.db, source!.id, fetch)
    const ended = performance.now()
    console.info(`import of ${report?.updated} changed offers: ${(ended - updating).toFixed(0)} ms`)
    const rebuilding = offerVocabulary(Object.create(handle.db) as Database).then(
      () => performance.now() - ended,
    )
    const found = await foundAfter(renamed, ended)
    console.info(
      `import of ${report?.updated} changed offers, its end → all found while the typo vocabulary is rebuilt: ${found} (the rebuild: ${(await rebuilding).toFixed(0)} ms)`,
    )
  } finally {
    await sites.close()
    await handle.close()
  }
}

if (options.engine !== 'postgres') await bench('PGlite (in memory)', await openDatabase({ kind: 'pglite' }))
if (options.engine !== 'pglite') await onThrowawayPostgres((handle) => bench('PostgreSQL', handle))
