/**
 * `npm run bench:publish [-- --offers 100000 --runs 10]`: how long after a recruiter publishes an offer the
 * public job search finds it, with 100k offers (spec: "published, it appears in search at once"). Each run
 * creates a draft with the editor's service, publishes it, then searches its title (the search result
 * cache bypassed, as a visitor's new search) until it is found; the delay includes the facet index rebuild
 * the write causes. On an in-memory PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL.
 */
import { parseArgs } from 'node:util'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { emptyOfferForm } from '../src/domain/offer-form'
import { facetIndex } from '../src/features/offers/facet-index.server'
import { searchOffers } from '../src/features/offers/offer-search.server'
import { createOffer } from '../src/features/recruiter/offer-editor.server'
import { changeOfferStatus } from '../src/features/recruiter/recruiter-offer-status.server'
import { type Database, openDatabase } from '../src/server/db/client'
import { companyMembers, users } from '../src/server/db/schema'
import { seedDatabase } from '../src/server/db/seed'
import { onThrowawayPostgres } from './throwaway-postgres'

const { values } = parseArgs({
  options: { offers: { type: 'string', default: '100000' }, runs: { type: 'string', default: '10' } },
})
const options = z
  .object({
    offers: z.coerce.number().int().positive().max(1_000_000),
    runs: z.coerce.number().int().min(3).max(200),
  })
  .parse(values)

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!

async function publishRuns(db: Database): Promise<void> {
  const [recruiter] = await db
    .select({ id: users.id, companyId: companyMembers.companyId })
    .from(users)
    .innerJoin(companyMembers, eq(companyMembers.userId, users.id))
    .where(eq(users.role, 'recruiter'))
    .limit(1)
  if (!recruiter) throw new Error('the seed made no recruiter')
  const warm = performance.now()
  await facetIndex(db)
  console.info(`facet index, first build: ${(performance.now() - warm).toFixed(0)} ms`)
  const delays: number[] = []
  const publishes: number[] = []
  for (let run = 0; run < options.runs; run++) {
    const title = `Coordinatrice banc d'essai ${run} ${Date.now().toString(36)}`
    const created = await createOffer(db, recruiter.id, recruiter.companyId, {
      ...emptyOfferForm('fr'),
      title,
      contractType: 'cdi',
      remotePolicy: 'remote_half_authorized',
      category: 'environment',
      description: '<p>Mesure du délai de publication.</p>',
      profileSought: '<p>Patience.</p>',
    })
    if (!created.ok) throw new Error(`draft refused: ${created.error}`)
    const started = performance.now()
    await changeOfferStatus(db, recruiter.id, created.id, 'publish')
    const published = performance.now()
    for (;;) {
      const result = await searchOffers(db, 'fr', { query: `"${title}"`, filters: {}, page: 1 }, undefined, {
        cached: false,
      })
      if (result.total > 0) break
    }
    publishes.push(published - started)
    delays.push(performance.now() - started)
  }
  const sorted = [...delays].sort((a, b) => a - b)
  const writes = [...publishes].sort((a, b) => a - b)
  console.info(
    `publish (the write): p50 ${percentile(writes, 0.5).toFixed(1)} ms, p95 ${percentile(writes, 0.95).toFixed(1)} ms`,
  )
  console.info(
    `publish → found by the public search: p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p95 ${percentile(sorted, 0.95).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms (${options.runs} runs)`,
  )
}

async function bench(label: string, handle: Awaited<ReturnType<typeof openDatabase>>) {
  await handle.migrate()
  const seeded = performance.now()
  await seedDatabase(handle.db, { offers: options.offers })
  console.info(
    `\n${label}: seeded ${options.offers} offers in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  )
  await publishRuns(handle.db)
  await handle.close()
}

await bench('PGlite (in memory)', await openDatabase({ kind: 'pglite' }))
await onThrowawayPostgres((handle) => bench('PostgreSQL', handle))
