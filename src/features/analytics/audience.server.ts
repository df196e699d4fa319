/**
 * What an organisation's recruiters see of their audience: per offer, how many times it was viewed,
 * saved, and its apply button clicked; per organisation, its page views. Aggregates only, read from
 * the per-day counters (fast whatever the number of raw events).
 */
import { and, gte, inArray, sql } from 'drizzle-orm'
import type { CountedEventType } from '~/domain/analytics'
import type { Database } from '~/server/db/client'
import { analyticsDailyCounts } from '~/server/db/schema'
import { AUDIENCE_DAYS, type OfferAudience } from './audience.model'
import { brusselsDay, NO_OFFER } from './event-store.server'

export type Audience = { offers: Map<string, OfferAudience>; companyViews: Map<string, number> }

const FIELD: Record<Exclude<CountedEventType, 'company_view'>, keyof OfferAudience> = {
  offer_view: 'views',
  apply_click: 'applyClicks',
  offer_save: 'saves',
}

/** The audience of the organisations' offers and pages since `days` days ago (today included). */
export async function audienceOf(
  db: Database,
  companyIds: string[],
  { now = new Date(), days = AUDIENCE_DAYS }: { now?: Date; days?: number } = {},
): Promise<Audience> {
  const audience: Audience = { offers: new Map(), companyViews: new Map() }
  if (companyIds.length === 0) return audience
  const since = brusselsDay(new Date(now.getTime() - (days - 1) * 86_400_000))
  const rows = await db
    .select({
      companyId: analyticsDailyCounts.companyId,
      offerId: analyticsDailyCounts.offerId,
      type: analyticsDailyCounts.type,
      events: sql<number>`sum(${analyticsDailyCounts.events})::int`,
    })
    .from(analyticsDailyCounts)
    .where(and(inArray(analyticsDailyCounts.companyId, companyIds), gte(analyticsDailyCounts.day, since)))
    .groupBy(analyticsDailyCounts.companyId, analyticsDailyCounts.offerId, analyticsDailyCounts.type)
  for (const row of rows) {
    const events = Number(row.events)
    if (row.offerId === NO_OFFER) {
      if (row.type === 'company_view') audience.companyViews.set(row.companyId, events)
      continue
    }
    const field = FIELD[row.type as keyof typeof FIELD]
    if (!field) continue
    const offer = audience.offers.get(row.offerId) ?? { views: 0, applyClicks: 0, saves: 0 }
    offer[field] += events
    audience.offers.set(row.offerId, offer)
  }
  return audience
}
