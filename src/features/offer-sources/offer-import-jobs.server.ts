/**
 * The scheduled imports: a pg-boss cron every quarter of an hour (one run per occurrence however many nodes)
 * imports each active source whose interval has passed, one after the other, skipping the sources of
 * suspended organisations. The facet index follows by itself: it is rebuilt once, on the next search after
 * the run's writes, not per offer.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import { SOURCE_RUN_RETENTION_DAYS } from '~/domain/offer-sources'
import type { Database } from '~/server/db/client'
import { companies, offerSourceRuns, offerSources } from '~/server/db/schema'
import { importFetchOptions } from '~/server/fetching/import-fetch-options'
import type { JobQueue } from '~/server/jobs/queue'
import { log } from '~/server/observability/log'
import { importSource } from './offer-import.server'

const IMPORT_QUEUE = 'offer-imports'

/** The sources due now: active, of an organisation not suspended, not run within their interval. */
export async function dueSources(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: offerSources.id })
    .from(offerSources)
    .innerJoin(companies, eq(companies.id, offerSources.companyId))
    .where(
      and(
        eq(offerSources.active, true),
        isNull(companies.suspendedAt),
        or(
          isNull(offerSources.lastRunAt),
          // A few minutes' slack: an hourly source run at :00 is due again at the next :00.
          sql`${offerSources.lastRunAt} <= now() - make_interval(hours => ${offerSources.intervalHours}) + interval '5 minutes'`,
        ),
      ),
    )
    .orderBy(offerSources.lastRunAt)
  return rows.map((row) => row.id)
}

export async function workOfferImports(queue: JobQueue, db: Database): Promise<void> {
  await queue.createQueue(IMPORT_QUEUE, { policy: 'singleton', retryLimit: 1, expireInSeconds: 3600 })
  await queue.schedule(IMPORT_QUEUE, '*/15 * * * *', null, { tz: 'Europe/Brussels' })
  await queue.work(IMPORT_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    // Reports of paused or removed sources age out too.
    await db
      .delete(offerSourceRuns)
      .where(lt(offerSourceRuns.startedAt, sql`now() - make_interval(days => ${SOURCE_RUN_RETENTION_DAYS})`))
    const options = importFetchOptions()
    let runs = 0
    for (const sourceId of await dueSources(db)) {
      // One source's failure is its own report; the others still run.
      await importSource(db, sourceId, options).catch((error: unknown) =>
        log().warn({ job: IMPORT_QUEUE, sourceId, error: String(error) }, 'offer import failed'),
      )
      runs++
    }
    return { runs }
  })
}
