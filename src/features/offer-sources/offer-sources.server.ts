/**
 * An organisation's offer sources: its members see them and their run reports, its owners connect, change,
 * preview, import now and remove them (never while the committee has suspended the organisation). The
 * committee reads the reports of any organisation. Every check is keyed by the signed-in user.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  type RefusalReason,
  SOURCE_MAX_PER_ORGANISATION,
  type SourceSettings,
  sourceSettingsSchema,
} from '~/domain/offer-sources'
import type { Database } from '~/server/db/client'
import { companies, companyMembers, offerSourceRuns, offerSources } from '~/server/db/schema'
import type { PoliteOptions } from '~/server/fetching/polite-fetch'
import { parseFetchableUrl } from '~/server/fetching/safe-fetch'
import { importSource, previewPostings, type RunReport } from './offer-import.server'
import type { PreviewView, SourceRunView, SourcesView } from './offer-sources.model'

const RUNS_SHOWN = 10

export type SourceOutcome<T = object> =
  | ({ ok: true } & T)
  | { ok: false; error: 'not-found' | 'forbidden' | 'suspended' | 'invalid' | 'exists' | RefusalReason }

async function roleIn(db: Database, userId: string, companyId: string) {
  const [row] = await db
    .select({
      role: companyMembers.role,
      name: companies.name,
      suspended: sql<boolean>`${companies.suspendedAt} is not null`,
      sectors: companies.sectors,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
  return row ?? null
}

/** The owner's organisation if she may change its sources now, else why not. */
async function ownerAccess(db: Database, userId: string, companyId: string) {
  const member = await roleIn(db, userId, companyId)
  if (!member) return { ok: false as const, error: 'not-found' as const }
  if (member.role !== 'owner') return { ok: false as const, error: 'forbidden' as const }
  if (member.suspended) return { ok: false as const, error: 'suspended' as const }
  return { ok: true as const, member }
}

/** The reports of the sources' last runs, newest first. */
async function runsBySource(db: Database, sourceIds: string[]): Promise<Map<string, SourceRunView[]>> {
  const byId = new Map<string, SourceRunView[]>()
  if (sourceIds.length === 0) return byId
  const rows = await db
    .select()
    .from(offerSourceRuns)
    .where(inArray(offerSourceRuns.sourceId, sourceIds))
    .orderBy(desc(offerSourceRuns.startedAt))
  for (const run of rows) {
    const list = byId.get(run.sourceId) ?? []
    if (list.length >= RUNS_SHOWN) continue
    list.push({
      id: run.id,
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
      failure: run.failure as RefusalReason | null,
      created: run.created,
      updated: run.updated,
      archived: run.archived,
      unchanged: run.unchanged,
      refused: run.refused,
    })
    byId.set(run.sourceId, list)
  }
  return byId
}

async function sourcesView(
  db: Database,
  companyId: string,
  name: string,
  canManage: boolean,
  suspended: boolean,
): Promise<SourcesView> {
  const rows = await db
    .select()
    .from(offerSources)
    .where(eq(offerSources.companyId, companyId))
    .orderBy(offerSources.createdAt)
  const runs = await runsBySource(
    db,
    rows.map((row) => row.id),
  )
  return {
    companyId,
    companyName: name,
    canManage: canManage && !suspended,
    suspended,
    sources: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      url: row.url,
      publish: row.publish,
      applyOn: row.applyOn,
      intervalHours: row.intervalHours,
      active: row.active,
      lastRunAt: row.lastRunAt?.toISOString() ?? null,
      runs: runs.get(row.id) ?? [],
    })),
  }
}

/** The organisation's sources for one of its members; null for anyone else. */
export async function sourcesOf(
  db: Database,
  userId: string,
  companyId: string,
): Promise<SourcesView | null> {
  const member = await roleIn(db, userId, companyId)
  if (!member) return null
  return sourcesView(db, companyId, member.name, member.role === 'owner', member.suspended)
}

/** The organisation's sources and reports as the committee sees them (it manages none). */
export async function sourcesForCommittee(db: Database, companyId: string): Promise<SourcesView | null> {
  const [company] = await db
    .select({ name: companies.name, suspended: sql<boolean>`${companies.suspendedAt} is not null` })
    .from(companies)
    .where(eq(companies.id, companyId))
  return company ? sourcesView(db, companyId, company.name, false, company.suspended) : null
}

/** An owner's request about a new source: her access first, then the settings and an address we may fetch. */
async function ownerSourceRequest(db: Database, userId: string, companyId: string, input: unknown) {
  const access = await ownerAccess(db, userId, companyId)
  if (!access.ok) return access
  const parsed = sourceSettingsSchema.safeParse(input)
  if (!parsed.success) return { ok: false as const, error: 'invalid' as const }
  const url = parseFetchableUrl(parsed.data.url)
  if (typeof url === 'string') return { ok: false as const, error: url }
  return { ok: true as const, member: access.member, settings: parsed.data, url }
}

/** What a source would import, shown to an owner before she connects it. */
export async function previewSource(
  db: Database,
  userId: string,
  companyId: string,
  input: unknown,
  options: PoliteOptions,
): Promise<SourceOutcome<{ preview: PreviewView }>> {
  const request = await ownerSourceRequest(db, userId, companyId, input)
  if (!request.ok) return request
  const { member, settings, url } = request
  const preview = await previewPostings({ kind: settings.kind, url: url.toString() }, member.sectors, options)
  if (!preview.ok) return { ok: true, preview }
  return {
    ok: true,
    preview: {
      ok: true,
      refusals: preview.refusals,
      items: preview.offers.map((offer) => ({
        title: offer.title,
        contractType: offer.contractType,
        region: offer.region,
        office: offer.office,
        remotePolicy: offer.remotePolicy,
        category: offer.category,
        language: offer.language,
        salaryKind: offer.salaryKind,
        salaryMin: offer.salaryMin,
        salaryMax: offer.salaryMax,
        validThrough: offer.validThrough,
        applyUrl: settings.applyOn === 'source' ? offer.externalApplyUrl : null,
      })),
    },
  }
}

/** An owner connects a source; its first import runs at once (a source it cannot read is not kept). */
export async function addSource(
  db: Database,
  userId: string,
  companyId: string,
  input: unknown,
  options: PoliteOptions,
): Promise<SourceOutcome<{ id: string; report: RunReport | null }>> {
  const request = await ownerSourceRequest(db, userId, companyId, input)
  if (!request.ok) return request
  const { settings, url } = request
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(offerSources)
    .where(eq(offerSources.companyId, companyId))
  if (count >= SOURCE_MAX_PER_ORGANISATION) return { ok: false, error: 'too-many-sources' }
  const [created] = await db
    .insert(offerSources)
    .values({ ...settings, url: url.toString(), companyId, createdBy: userId })
    .onConflictDoNothing()
    .returning({ id: offerSources.id })
  if (!created) return { ok: false, error: 'exists' }
  const report = await importSource(db, created.id, options)
  // A source that cannot be read is not kept: the owner sees why, as in the preview, and nothing stays behind.
  if (report?.failure) {
    await db.delete(offerSources).where(eq(offerSources.id, created.id))
    return { ok: false, error: report.failure as RefusalReason }
  }
  return { ok: true, id: created.id, report }
}

/** The source `sourceId` if the user owns its organisation and may change it now. */
async function ownedSource(db: Database, userId: string, sourceId: string) {
  const [source] = await db
    .select({ companyId: offerSources.companyId })
    .from(offerSources)
    .where(eq(offerSources.id, sourceId))
  if (!source) return { ok: false as const, error: 'not-found' as const }
  return ownerAccess(db, userId, source.companyId)
}

/** An owner changes a source's settings (its address and kind stay: a new address is a new source). */
export async function updateSource(
  db: Database,
  userId: string,
  sourceId: string,
  input: {
    publish: boolean
    applyOn: SourceSettings['applyOn']
    intervalHours: SourceSettings['intervalHours']
    active: boolean
  },
): Promise<SourceOutcome> {
  const access = await ownedSource(db, userId, sourceId)
  if (!access.ok) return access
  await db.update(offerSources).set(input).where(eq(offerSources.id, sourceId))
  return { ok: true }
}

/** An owner removes a source: the offers it brought stay, as they are, hers to edit or archive. */
export async function removeSource(db: Database, userId: string, sourceId: string): Promise<SourceOutcome> {
  const access = await ownedSource(db, userId, sourceId)
  if (!access.ok) return access
  await db.delete(offerSources).where(eq(offerSources.id, sourceId))
  return { ok: true }
}

/** An owner's "import now". */
export async function importNow(
  db: Database,
  userId: string,
  sourceId: string,
  options: PoliteOptions,
): Promise<SourceOutcome<{ report: RunReport | null }>> {
  const access = await ownedSource(db, userId, sourceId)
  if (!access.ok) return access
  return { ok: true, report: await importSource(db, sourceId, options) }
}
