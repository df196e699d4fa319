/**
 * `npm run bench [-- --offers 20000]`: data-layer benchmarks on an in-memory PGlite and, when
 * BENCH_DATABASE_URL is set, on PostgreSQL (a throw-away database is created there). Prints percentiles.
 */
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { latestCompanies } from '../src/features/companies/companies.server'
import { latestOffers } from '../src/features/offers/offer-card.server'
import type { OfferSearchParams } from '../src/features/offers/offer-list-url'
import { searchOffers } from '../src/features/offers/offer-search.server'
import { countPublicOffers } from '../src/features/offers/offer-visibility.server'
import { offerVocabulary } from '../src/features/offers/offer-vocabulary.server'
import { listPopularPages } from '../src/features/pages/popular-pages.server'
import { type Database, openDatabase } from '../src/server/db/client'
import { seedDatabase } from '../src/server/db/seed'
import { formatRow, measureSideBySide } from './stats'
import { onThrowawayPostgres } from './throwaway-postgres'

const { values } = parseArgs({
  options: { offers: { type: 'string', default: '20000' }, iterations: { type: 'string', default: '200' } },
})
const options = z
  .object({
    offers: z.coerce.number().int().positive().max(1_000_000),
    iterations: z.coerce.number().int().min(10).max(100_000),
  })
  .parse(values)

const SEARCHES: [string, OfferSearchParams][] = [
  ['landing (no keywords, no filter)', { query: '', filters: {}, page: 1 }],
  [
    'no keywords + 3 filters',
    {
      query: '',
      filters: { zones: ['hainaut', 'namur'], remote: ['remote_half_authorized'], contrat_type: ['cdi'] },
      page: 1,
    },
  ],
  ['one common word', { query: 'projet', filters: {}, page: 1 }],
  ['the word a typo corrects to (énergie)', { query: 'énergie', filters: {}, page: 1 }],
  ['one typo (enrgie)', { query: 'enrgie', filters: {}, page: 1 }],
  ['two typos, 11 letters (cmoptabilte)', { query: 'cmoptabilte', filters: {}, page: 1 }],
  ['three words, one typo (chef de projet enrgie)', { query: 'chef de projet enrgie', filters: {}, page: 1 }],
  ['an occupation in another language (accountant)', { query: 'accountant', filters: {}, page: 1 }],
  ['a word family (comptabilité)', { query: 'comptabilité', filters: {}, page: 1 }],
  ['a plural feminine occupation (développeuses)', { query: 'développeuses', filters: {}, page: 1 }],
  ['two words, another language (project manager)', { query: 'project manager', filters: {}, page: 1 }],
  ["a typo'd occupation (boekhoduer)", { query: 'boekhoduer', filters: {}, page: 1 }],
  ["a typo'd occupation in another language (acountant)", { query: 'acountant', filters: {}, page: 1 }],
  [
    'quoted phrase + word + 3 filters',
    {
      query: '"chef de projet" énergie',
      filters: { zones: ['hainaut', 'namur'], remote: ['remote_half_authorized'], contrat_type: ['cdi'] },
      page: 1,
    },
  ],
]

/** What a row times: one run, or two taking turns (then the ratios of the first to the second follow). */
type Row = [string, () => Promise<unknown>][]

/**
 * Each search computed (FTS, facet pass, page of cards) side by side with the same search computed as
 * before occupations and word families (typos only) when it has keywords, then answered by the result cache.
 */
function searchRows(db: Database): Row[] {
  return SEARCHES.flatMap(([name, params]): Row[] => [
    [
      [`search, computed: ${name}`, () => searchOffers(db, 'fr', params, undefined, { cached: false })],
      ...(params.query
        ? ([
            [
              `search, computed before (typos only): ${name}`,
              () => searchOffers(db, 'fr', params, undefined, { expand: false }),
            ],
          ] as Row)
        : []),
    ],
    [[`search, cached: ${name}`, () => searchOffers(db, 'fr', params)]],
  ])
}

async function benchEngine(label: string, handle: Awaited<ReturnType<typeof openDatabase>>) {
  await handle.migrate()
  const seeded = performance.now()
  await seedDatabase(handle.db, { offers: options.offers })
  console.info(
    `\n${label}: seeded ${options.offers} offers in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  )
  const db = handle.db
  const built = performance.now()
  const vocabulary = await offerVocabulary(db)
  console.info(
    `vocabulary of typo corrections: ${vocabulary.size} words built in ${(performance.now() - built).toFixed(0)} ms`,
  )
  const rows: Row[] = [
    [['home: latest 6 offers (nl)', () => latestOffers(db, 'nl', 6)]],
    [['home: latest 6 recruiting companies (en)', () => latestCompanies(db, 'en', 6)]],
    [['home: count of published offers', () => countPublicOffers(db)]],
    [['most-visited: popular pages (fr)', () => listPopularPages(db, 'fr')]],
    ...searchRows(db),
  ]
  for (const row of rows) {
    // The first runs apart: they fill what the node keeps (occupation postings, vocabulary) for the next ones.
    const firsts: number[] = []
    for (const [, run] of row) {
      const started = performance.now()
      await run()
      firsts.push(performance.now() - started)
    }
    const stats = await measureSideBySide(
      options.iterations,
      row.map(([, run]) => run),
    )
    for (const [at, [name]] of row.entries())
      console.info(`${formatRow(name, stats[at]!)}   first ${firsts[at]!.toFixed(2).padStart(8)} ms`)
    const [now, before] = stats
    if (now && before)
      console.info(
        `${''.padEnd(58)} ratio p50 ${(now.p50 / before.p50).toFixed(2)}   p95 ${(now.p95 / before.p95).toFixed(2)}`,
      )
  }
  await handle.close()
}

await benchEngine('PGlite (in memory)', await openDatabase({ kind: 'pglite' }))
await onThrowawayPostgres((handle) => benchEngine('PostgreSQL', handle))
