/**
 * `npm run bench [-- --offers 20000]`: data-layer benchmarks on an in-memory PGlite and, when
 * BENCH_DATABASE_URL is set, on PostgreSQL (a throw-away database is created there). Prints percentiles.
 */
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { CONTRACT_TYPES, REGIONS } from '../src/domain/enums'
import { latestCompanies } from '../src/features/companies/companies.server'
import { searchJobs } from '../src/features/jobs/job-search.server'
import { countPublishedOffers, latestOffers } from '../src/features/jobs/jobs.server'
import { listPopularPages } from '../src/features/pages/popular-pages.server'
import { openDatabase } from '../src/server/db/client'
import { seedDatabase } from '../src/server/db/seed'
import { formatRow, measure } from './stats'

const { values } = parseArgs({
  options: { offers: { type: 'string', default: '20000' }, iterations: { type: 'string', default: '200' } },
})
const options = z
  .object({
    offers: z.coerce.number().int().positive().max(1_000_000),
    iterations: z.coerce.number().int().min(10).max(100_000),
  })
  .parse(values)

let combination = 0

async function benchEngine(label: string, handle: Awaited<ReturnType<typeof openDatabase>>) {
  await handle.migrate()
  const seeded = performance.now()
  await seedDatabase(handle.db, { offers: options.offers })
  console.info(
    `\n${label}: seeded ${options.offers} offers in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  )
  const db = handle.db
  const rows: [string, () => Promise<unknown>][] = [
    ['home: latest 6 offers (nl)', () => latestOffers(db, 'nl', 6)],
    ['home: latest 6 recruiting companies (en)', () => latestCompanies(db, 'en', 6)],
    ['home: count of published offers', () => countPublishedOffers(db)],
    ['most-visited: popular pages (fr)', () => listPopularPages(db, 'fr')],
    [
      'search: no keywords, no filter (landing)',
      () => searchJobs(db, 'fr', { query: '', filters: {}, page: 1 }),
    ],
    [
      'search: a new filter combination each call (uncached)',
      () => {
        combination = (combination + 1) % (REGIONS.length * CONTRACT_TYPES.length)
        const zones = [REGIONS[combination % REGIONS.length]!]
        const contrat_type = [CONTRACT_TYPES[Math.floor(combination / REGIONS.length)]!]
        return searchJobs(db, 'fr', { query: '', filters: { zones, contrat_type }, page: 2 })
      },
    ],
    [
      'search: no keywords + 3 filters',
      () =>
        searchJobs(db, 'fr', {
          query: '',
          filters: { zones: ['hainaut', 'namur'], remote: ['remote_half_authorized'], contrat_type: ['cdi'] },
          page: 1,
        }),
    ],
    ['search: one common word', () => searchJobs(db, 'fr', { query: 'projet', filters: {}, page: 1 })],
    [
      'search: quoted phrase + word + 3 filters',
      () =>
        searchJobs(db, 'fr', {
          query: '"chef de projet" énergie',
          filters: { zones: ['hainaut', 'namur'], remote: ['remote_half_authorized'], contrat_type: ['cdi'] },
          page: 1,
        }),
    ],
  ]
  for (const [name, run] of rows) console.info(formatRow(name, await measure(options.iterations, run)))
  await handle.close()
}

await benchEngine('PGlite (in memory)', await openDatabase({ kind: 'pglite' }))
const url = process.env.BENCH_DATABASE_URL
if (url) {
  const { default: pg } = await import('pg')
  const name = `tremplin_bench_${Date.now()}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const target = new URL(url)
  target.pathname = `/${name}`
  try {
    await benchEngine('PostgreSQL', await openDatabase({ kind: 'postgres', url: target.toString() }))
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
} else {
  console.info('\n(BENCH_DATABASE_URL not set: PostgreSQL skipped)')
}
