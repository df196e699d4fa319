/**
 * One import of a source: read it, map every posting, then create the new offers, update the changed ones,
 * leave the unchanged ones alone and archive the ones that vanished or expired (their unanswered
 * applications closed through the applications' state machine). An offer keeps its source and the
 * source's id of it, so nothing is imported twice. A source that cannot be read changes nothing; a run
 * that could not read every page archives nothing. Each run leaves a report, kept 90 days.
 */
import { createHash } from 'node:crypto'
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { OfferStatus } from '~/domain/enums'
import { type Refusal, SOURCE_RUN_RETENTION_DAYS, type SourceKind } from '~/domain/offer-sources'
import { closeOpenApplications } from '~/features/applications/application-status.server'
import type { Database } from '~/server/db/client'
import { companies, offerSourceRuns, offerSources, offers } from '~/server/db/schema'
import type { PoliteOptions } from '~/server/fetching/polite-fetch'
import { offerRows, slugsTaken } from './offer-rows.server'
import { type MappedOffer, mapPosting } from './posting-mapping.server'
import type { RawPosting } from './raw-posting'
import { readSource } from './source-reader.server'

export type RunReport = {
  created: number
  updated: number
  archived: number
  unchanged: number
  refused: Refusal[]
  failure: string | null
}

export type Preview =
  | { ok: true; offers: MappedOffer[]; refusals: Refusal[] }
  | { ok: false; reason: Refusal['reason'] }

/** The offers a run may archive: those not archived or closed already. */
const ARCHIVABLE: readonly OfferStatus[] = ['draft', 'published']
/** A report keeps this many refusals (a broken feed of thousands says the same thing each time). */
const MAX_REFUSALS_KEPT = 200

/** The postings of a reading mapped; `kept`: the keys whose offers stay (imported, or malformed this time). */
function mapReading(postings: RawPosting[], sectors: string[]) {
  const mapped = new Map<string, MappedOffer>()
  const refusals: Refusal[] = []
  const kept = new Set<string>()
  for (const posting of postings) {
    const mapping = mapPosting(posting, sectors)
    if (!mapping.ok) {
      refusals.push({ item: mapping.title || mapping.key, reason: mapping.reason })
      // An expired offer is taken down; a malformed one keeps what was imported before.
      if (mapping.reason !== 'expired') kept.add(mapping.key)
    } else if (mapped.has(mapping.offer.key))
      refusals.push({ item: mapping.offer.title, reason: 'duplicate' })
    else {
      mapped.set(mapping.offer.key, mapping.offer)
      kept.add(mapping.offer.key)
    }
  }
  return { offers: [...mapped.values()], refusals, kept }
}

/** What a source would import now, mapped, and what it would refuse: nothing is written. */
export async function previewPostings(
  source: { kind: SourceKind; url: string },
  companySectors: string[],
  options: PoliteOptions,
): Promise<Preview> {
  const reading = await readSource(source.kind, source.url, options)
  if (!reading.ok) return { ok: false, reason: reading.reason }
  const { offers, refusals } = mapReading(reading.postings, companySectors)
  return { ok: true, offers, refusals: [...reading.refusals, ...refusals] }
}

const hashOf = (offer: MappedOffer, settings: { publish: boolean; applyOn: string }) =>
  createHash('sha256')
    .update(JSON.stringify([offer, settings.publish, settings.applyOn]))
    .digest('base64url')

/** Runs the import of source `sourceId`; null when the source is gone, paused or its organisation suspended. */
export async function importSource(
  db: Database,
  sourceId: string,
  options: PoliteOptions,
): Promise<RunReport | null> {
  const [source] = await db
    .select({
      source: offerSources,
      sectors: companies.sectors,
      suspended: sql<boolean>`${companies.suspendedAt} is not null`,
    })
    .from(offerSources)
    .innerJoin(companies, eq(companies.id, offerSources.companyId))
    .where(eq(offerSources.id, sourceId))
  if (!source || source.suspended || !source.source.active) return null
  const settings = source.source
  const [run] = await db.insert(offerSourceRuns).values({ sourceId }).returning({ id: offerSourceRuns.id })
  const report: RunReport = { created: 0, updated: 0, archived: 0, unchanged: 0, refused: [], failure: null }
  const reading = await readSource(settings.kind, settings.url, options)
  if (!reading.ok) report.failure = reading.reason
  else {
    const { offers: mapped, refusals, kept } = mapReading(reading.postings, source.sectors)
    report.refused.push(...reading.refusals, ...refusals)
    await db.transaction((tx) =>
      applyImport(tx as unknown as Database, settings, mapped, kept, reading.complete, report),
    )
  }
  await db
    .update(offerSourceRuns)
    .set({
      finishedAt: sql`now()`,
      failure: report.failure,
      created: report.created,
      updated: report.updated,
      archived: report.archived,
      unchanged: report.unchanged,
      refused: report.refused.slice(0, MAX_REFUSALS_KEPT),
    })
    .where(eq(offerSourceRuns.id, run!.id))
  await db.update(offerSources).set({ lastRunAt: sql`now()` }).where(eq(offerSources.id, sourceId))
  await db
    .delete(offerSourceRuns)
    .where(
      and(
        eq(offerSourceRuns.sourceId, sourceId),
        lt(offerSourceRuns.startedAt, sql`now() - make_interval(days => ${SOURCE_RUN_RETENTION_DAYS})`),
      ),
    )
  return report
}

type SourceSettingsRow = typeof offerSources.$inferSelect

async function applyImport(
  db: Database,
  source: SourceSettingsRow,
  mapped: MappedOffer[],
  seen: Set<string>,
  complete: boolean,
  report: RunReport,
) {
  const existing = await db
    .select({
      id: offers.id,
      key: offers.sourceKey,
      hash: offers.sourceHash,
      status: offers.status,
      suspendedAt: offers.suspendedAt,
    })
    .from(offers)
    .where(eq(offers.sourceId, source.id))
  const byKey = new Map(existing.map((row) => [row.key ?? '', row]))
  const toCreate: { offer: MappedOffer; hash: string }[] = []
  for (const offer of mapped) {
    const hash = hashOf(offer, source)
    const before = byKey.get(offer.key)
    if (!before) toCreate.push({ offer, hash })
    else if (before.suspendedAt !== null || (before.hash === hash && before.status !== 'archived'))
      report.unchanged++
    else {
      const rows = offerRows(offer, source, hash)
      // An offer that comes back after it vanished is shown again; one still shown keeps its address.
      const revived = before.status === 'archived' || before.status === 'closed'
      await db
        .update(offers)
        .set({ ...rows.content, ...(revived ? rows.status : {}), updatedAt: sql`now()` })
        .where(eq(offers.id, before.id))
      report.updated++
    }
  }
  if (toCreate.length > 0) {
    const taken = await slugsTaken(db, source.companyId)
    for (let start = 0; start < toCreate.length; start += 200) {
      const slice = toCreate.slice(start, start + 200)
      const values = slice.map(({ offer, hash }) => {
        const rows = offerRows(offer, source, hash)
        return { ...rows.content, ...rows.status, ...rows.identity, slug: taken.claim(offer.title) }
      })
      const inserted = await db
        .insert(offers)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: offers.id })
      report.created += inserted.length
    }
  }
  if (!complete) return
  const gone = existing.filter((row) => !seen.has(row.key ?? '') && ARCHIVABLE.includes(row.status))
  if (gone.length === 0) return
  await db
    .update(offers)
    .set({ status: 'archived', updatedAt: sql`now()` })
    .where(
      inArray(
        offers.id,
        gone.map((row) => row.id),
      ),
    )
  for (const row of gone) await closeOpenApplications(db, row.id)
  report.archived += gone.length
}
