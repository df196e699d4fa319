/**
 * After `bench:load`: every write the app acknowledged is in the database, once; an acknowledged deletion
 * stays deleted. A write sent without an answer (the fault) may or may not be there: both are right.
 */
import { sql } from 'drizzle-orm'
import { type Database, queryRows } from '../src/server/db/client'
import type { Acknowledged } from './load-workload'

export type Verdict = { checked: number; lost: string[]; twice: string[]; resurrected: string[] }

export async function checkAcknowledged(db: Database, acknowledged: Acknowledged): Promise<Verdict> {
  const verdict: Verdict = { checked: 0, lost: [], twice: [], resurrected: [] }

  const markers = acknowledged.applications.map((a) => a.marker)
  const applications = await queryRows<{ marker: string; count: number }>(
    db,
    sql`select cover_letter_text as marker, count(*)::int as count from applications
        where cover_letter_text in ${markers.length > 0 ? markers : ['']} group by 1`,
  )
  const applied = new Map(applications.map((row) => [row.marker, row.count]))
  for (const { marker, applicationId } of acknowledged.applications) {
    verdict.checked++
    const count = applied.get(marker) ?? 0
    if (count === 0) verdict.lost.push(`application ${applicationId}`)
    if (count > 1) verdict.twice.push(`application ${applicationId} (${count} rows)`)
  }

  const deleted = new Set(acknowledged.alertsDeleted.map((a) => a.alertId))
  const names = acknowledged.alertsCreated.map((a) => a.name)
  const alerts = await queryRows<{ name: string; ids: string[] }>(
    db,
    sql`select name, array_agg(id::text) as ids from search_alerts where name in ${names.length > 0 ? names : ['']} group by 1`,
  )
  const alertIds = new Map(alerts.map((row) => [row.name, row.ids]))
  for (const { name, alertId } of acknowledged.alertsCreated) {
    verdict.checked++
    const ids = alertIds.get(name) ?? []
    if (ids.length > 1) verdict.twice.push(`alert ${alertId} (${ids.length} rows)`)
    if (deleted.has(alertId)) {
      if (ids.includes(alertId)) verdict.resurrected.push(`alert ${alertId}`)
    } else if (!ids.includes(alertId)) verdict.lost.push(`alert ${alertId}`)
  }

  for (const [userId, state] of acknowledged.saved) {
    if (state.acknowledged.length === 0) continue
    verdict.checked++
    const rows = await queryRows<{ offer: string }>(
      db,
      sql`select offer_id::text as offer from saved_items where user_id = ${userId} and offer_id is not null`,
    )
    const stored = new Set(rows.map((row) => row.offer))
    // Lists only grow: whatever was sent after the acknowledged one holds it too.
    const missing = state.acknowledged.filter((offer) => !stored.has(offer))
    if (missing.length > 0) verdict.lost.push(`saved offers of ${userId}: ${missing.length} missing`)
  }

  for (const [userId, state] of acknowledged.profile) {
    if (state.acknowledged === null) continue
    verdict.checked++
    const [row] = await queryRows<{ superpower: string | null }>(
      db,
      sql`select superpower from talents where user_id = ${userId}`,
    )
    const allowed = [state.acknowledged, ...state.unanswered]
    if (!allowed.includes(row?.superpower ?? '')) verdict.lost.push(`profile of ${userId}`)
  }
  return verdict
}
