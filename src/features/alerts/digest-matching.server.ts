/**
 * What a digest run owes each talent: her due alerts (saved searches with e-mails on, followed
 * organisations) and, for each, the offers published since its last run that match it — found with the
 * job list's own code (the facet index's filters, the same keyword search), so an alert never disagrees
 * with the list it links to.
 */
import { type SQL, sql } from 'drizzle-orm'
import { type AlertFrequency, DIGEST_OVERLAP_MINUTES, DIGEST_PERIOD_HOURS } from '~/domain/alerts'
import { countFacets, type FacetIndex, facetIndex } from '~/features/offers/facet-index.server'
import { keywordMatches } from '~/features/offers/offer-keywords.server'
import type { OfferFilters } from '~/features/offers/offer-list-url'
import { type Database, queryRows } from '~/server/db/client'
import { storedFilters } from './alert-input'

export type DueSubscription =
  | {
      kind: 'search'
      id: string
      userId: string
      name: string
      query: string
      filters: OfferFilters
      since: Date
      /** As read when planned: a runner advances it only if nobody did meanwhile. */
      lastSentAt: Date | null
    }
  | { kind: 'company'; id: string; userId: string; name: string; since: Date; lastSentAt: Date | null }

const HOUR_MS = 3_600_000

/** The SQL condition "due at `now`" for an alert of `frequency` whose last run was `lastSentAt`. */
const dueCondition = (lastSentAt: SQL, frequency: AlertFrequency, now: Date) =>
  sql`(${lastSentAt} is null or ${lastSentAt} <= ${new Date(now.getTime() - DIGEST_PERIOD_HOURS[frequency] * HOUR_MS)})`

/** Where an alert's digest starts looking: its last run (a few minutes earlier, see the overlap) or its creation. */
const sinceOf = (lastSentAt: Date | string | null, createdAt: Date | string) =>
  lastSentAt
    ? new Date(new Date(lastSentAt).getTime() - DIGEST_OVERLAP_MINUTES * 60_000)
    : new Date(createdAt)

/** Every subscription due at `now`, by talent. */
export async function dueSubscriptions(db: Database, now: Date): Promise<DueSubscription[]> {
  const searches = await queryRows<{
    id: string
    user_id: string
    name: string
    query: string
    filters: Record<string, string[]>
    last_sent_at: string | Date | null
    created_at: string | Date
  }>(
    db,
    sql`select a.id, a.user_id, a.name, a.query, a.filters, a.last_sent_at, a.created_at
        from search_alerts a join users u on u.id = a.user_id and u.email_verified_at is not null
        where a.email_alert and a.created_at <= ${now}
          and ((a.frequency = 'daily' and ${dueCondition(sql`a.last_sent_at`, 'daily', now)})
            or (a.frequency = 'weekly' and ${dueCondition(sql`a.last_sent_at`, 'weekly', now)}))
        order by a.user_id, a.created_at, a.id`,
  )
  const follows = await queryRows<{
    company_id: string
    user_id: string
    name: string
    last_sent_at: string | Date | null
    created_at: string | Date
  }>(
    db,
    sql`select f.company_id, f.user_id, c.name, f.last_sent_at, f.created_at
        from company_alerts f join companies c on c.id = f.company_id
          join users u on u.id = f.user_id and u.email_verified_at is not null
        where f.active and f.created_at <= ${now} and ${dueCondition(sql`f.last_sent_at`, 'daily', now)}
        order by f.user_id, c.name, f.company_id`,
  )
  return [
    ...searches.map((row) => ({
      kind: 'search' as const,
      id: row.id,
      userId: row.user_id,
      name: row.name,
      query: row.query,
      filters: storedFilters(row.filters),
      since: sinceOf(row.last_sent_at, row.created_at),
      lastSentAt: row.last_sent_at ? new Date(row.last_sent_at) : null,
    })),
    ...follows.map((row) => ({
      kind: 'company' as const,
      id: row.company_id,
      userId: row.user_id,
      name: row.name,
      since: sinceOf(row.last_sent_at, row.created_at),
      lastSentAt: row.last_sent_at ? new Date(row.last_sent_at) : null,
    })),
  ]
}

/**
 * The public offers published in a window, as the job list sees them at `now`: positions in the facet
 * index (newest first), with their ids and organisations, and each search's matches, computed once per
 * distinct search however many talents saved it.
 */
export class NewOffers {
  private keywordCache = new Map<string, Promise<Set<string> | null>>()
  private companyOf = new Map<string, string>()

  private constructor(
    private readonly db: Database,
    private readonly index: FacetIndex,
    private readonly now: number,
    /** Index positions [0, end) were published after the earliest `since`. */
    private readonly end: number,
  ) {}

  static async load(db: Database, now: Date, earliest: Date): Promise<NewOffers> {
    const index = await facetIndex(db)
    let end = 0
    while (end < index.size && index.publishedAt[end]! > earliest.getTime()) end++
    const offers = new NewOffers(db, index, now.getTime(), end)
    const ids = index.ids.slice(0, end)
    for (let i = 0; i < ids.length; i += 5000) {
      const rows = await queryRows<{ id: string; company_id: string }>(
        db,
        sql`select id, company_id from offers where id = any(${`{${ids.slice(i, i + 5000).join(',')}}`}::uuid[])`,
      )
      for (const row of rows) offers.companyOf.set(row.id, row.company_id)
    }
    return offers
  }

  /** Positions published after `since` and public at `now` (ascending = newest first). */
  private window(since: Date): Int32Array {
    const positions: number[] = []
    const { publishedAt } = this.index
    for (let i = 0; i < this.end && publishedAt[i]! > since.getTime(); i++) positions.push(i)
    return Int32Array.from(positions)
  }

  /** Offers of a saved search published after `since`, newest first: the job list's filters and keywords. */
  async matching(query: string, filters: OfferFilters, since: Date): Promise<string[]> {
    let candidates = this.window(since)
    if (query) {
      const matched = await this.keywords(query)
      if (matched) candidates = candidates.filter((position) => matched.has(this.index.ids[position]!))
    }
    const { matches } = countFacets(this.index, candidates, filters, this.now)
    return Array.from(matches, (position) => this.index.ids[position]!)
  }

  /** Public offers of an organisation published after `since`, newest first. */
  ofCompany(companyId: string, since: Date): string[] {
    const { matches } = countFacets(this.index, this.window(since), {}, this.now)
    return Array.from(matches, (position) => this.index.ids[position]!).filter(
      (id) => this.companyOf.get(id) === companyId,
    )
  }

  private keywords(query: string): Promise<Set<string> | null> {
    let cached = this.keywordCache.get(query)
    if (!cached) {
      const among = this.index.ids.slice(0, this.end)
      cached = keywordMatches(this.db, query, among).then((ranks) => (ranks ? new Set(ranks.keys()) : null))
      this.keywordCache.set(query, cached)
    }
    return cached
  }
}
