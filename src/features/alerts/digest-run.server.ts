/**
 * One digest run: for every talent with a due alert, the offers published since that alert's last run
 * that match it, in one e-mail (several alerts grouped), recorded so that nothing is sent twice.
 *
 * Safe to run twice at once or again after a crash. Each talent with something new is handled in one
 * transaction that first advances her alerts *where they still hold the value read when planning* (a
 * second runner finds nothing left to advance and stops there); the ledger (`alert_deliveries`, one row
 * per talent and offer) keeps an offer out of a second e-mail; `alert_digests` is unique per talent and
 * run. Her e-mail is stored and its delivery job enqueued in that transaction (`enqueueDelivery`), so a
 * crash leaves all of her digest or none of it. Talents with nothing new only have their alerts advanced.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import { DIGEST_OFFERS_PER_ALERT } from '~/domain/alerts'
import { pickOffers, talentWishes } from '~/features/recommendations/offer-picks.server'
import type { Database } from '~/server/db/client'
import { alertDeliveries, alertDigests, companyAlerts, searchAlerts } from '~/server/db/schema'
import { storeMail } from '~/server/mail'
import {
  CardCache,
  type Chosen,
  type DigestRecipient,
  ledgerOf,
  type Planned,
  recipientsOf,
  sectionsFor,
} from './digest-content.server'
import { type DigestSection, digestMail } from './digest-mail.server'
import { dueSubscriptions, NewOffers } from './digest-matching.server'

/** Runs in the talent's transaction once her mail is stored: the delivery job must commit with it. */
export type EnqueueDelivery = (tx: Database, mailId: string) => Promise<void>

export type DigestRunOptions = {
  now: Date
  /** The run's identity (the job's id): a retried run is the same run. */
  runKey: string
  enqueueDelivery: EnqueueDelivery
}

export type DigestRunReport = {
  talents: number
  mails: number
  offers: number
  /** Milliseconds spent finding the due alerts and their new offers (before writing anything). */
  planMs: number
}

/** Talents written to at once: PostgreSQL overlaps their round trips; PGlite runs them in turn. */
const CONCURRENCY = 4

export async function runDigests(db: Database, options: DigestRunOptions): Promise<DigestRunReport> {
  const { now } = options
  const started = performance.now()
  const due = await dueSubscriptions(db, now)
  const report: DigestRunReport = { talents: 0, mails: 0, offers: 0, planMs: 0 }
  if (due.length === 0) return report
  const earliest = new Date(Math.min(...due.map((subscription) => subscription.since.getTime())))
  const newOffers = await NewOffers.load(db, now, earliest)
  const byUser = new Map<string, Planned[]>()
  for (const subscription of due) {
    const offerIds =
      subscription.kind === 'search'
        ? await newOffers.matching(subscription.query, subscription.filters, subscription.since)
        : newOffers.ofCompany(subscription.id, subscription.since)
    const planned = byUser.get(subscription.userId) ?? []
    planned.push({ subscription, offerIds })
    byUser.set(subscription.userId, planned)
  }
  report.talents = byUser.size
  report.planMs = Math.round(performance.now() - started)

  const quiet = [...byUser.values()].filter((planned) =>
    planned.every(({ offerIds }) => offerIds.length === 0),
  )
  await advanceAll(db, quiet.flat(), now)
  const busy = [...byUser.entries()].filter(([, planned]) =>
    planned.some(({ offerIds }) => offerIds.length > 0),
  )
  const recipients = await recipientsOf(
    db,
    busy.map(([userId]) => userId),
  )
  const cards = new CardCache()
  let next = 0
  let failed = false
  // A failure stops the others from starting a talent; the run fails once those under way are done.
  const workers = await Promise.allSettled(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < busy.length && !failed) {
        const [userId, planned] = busy[next++]!
        const recipient = recipients.get(userId)
        if (!recipient) continue
        const sent = await digestForTalent(db, recipient, planned, cards, options).catch((error: unknown) => {
          failed = true
          throw error
        })
        if (sent > 0) {
          report.mails++
          report.offers += sent
        }
      }
    }),
  )
  const failure = workers.find((worker) => worker.status === 'rejected')
  if (failure) throw failure.reason
  return report
}

/** One talent's digest, in its own transaction; the number of offers it mailed (0: nothing new). */
async function digestForTalent(
  db: Database,
  user: DigestRecipient,
  planned: Planned[],
  cards: CardCache,
  { now, runKey, enqueueDelivery }: DigestRunOptions,
): Promise<number> {
  return db.transaction(async (tx) => {
    // Another runner may have handled her since the plan was made: keep what this runner advanced.
    const mine = await advance(tx, planned, now)
    if (mine.length === 0) return 0
    const alreadySent = await ledgerOf(
      tx,
      user.id,
      mine.flatMap((item) => item.offerIds),
    )
    const chosen: Chosen[] = []
    for (const item of mine) {
      const fresh = item.offerIds.filter((id) => !alreadySent.has(id))
      const shown = fresh.slice(0, DIGEST_OFFERS_PER_ALERT)
      for (const id of shown) alreadySent.add(id)
      if (shown.length > 0) chosen.push({ item, offerIds: shown, more: fresh.length - shown.length })
    }
    if (chosen.length === 0) return 0

    const digestId = randomUUID()
    const sections = await sectionsFor(tx, user, chosen, cards)
    const picks = user.digestPicks ? await picksFor(tx, user, mine, alreadySent) : null
    if (picks) sections.push(picks)
    const mailId = await storeMail(tx, await digestMail(user, digestId, sections, now))
    const count = sections.reduce((total, section) => total + section.offers.length, 0)
    await tx.insert(alertDigests).values({ id: digestId, userId: user.id, runKey, mailId, offerCount: count })
    await tx.insert(alertDeliveries).values([
      ...chosen.flatMap(({ item: { subscription }, offerIds }) =>
        offerIds.map((offerId) => ({
          userId: user.id,
          offerId,
          digestId,
          searchAlertId: subscription.kind === 'search' ? subscription.id : null,
          companyId: subscription.kind === 'company' ? subscription.id : null,
        })),
      ),
      ...(picks?.offers ?? []).map((offer) => ({ userId: user.id, offerId: offer.id, digestId })),
    ])
    await enqueueDelivery(tx, mailId)
    return count
  })
}

/** How many picked offers a digest adds, at most. */
const DIGEST_PICKS = 3

/** New offers picked from her profile that none of her alerts brought (null: none worth it). */
async function picksFor(
  tx: Database,
  user: DigestRecipient,
  mine: Planned[],
  alreadySent: Set<string>,
): Promise<DigestSection | null> {
  const wishes = await talentWishes(tx, user.id)
  if (!wishes) return null
  const after = new Date(Math.min(...mine.map(({ subscription }) => subscription.since.getTime())))
  const picked = await pickOffers(tx, wishes, user.locale, {
    limit: DIGEST_PICKS,
    after,
    except: [...alreadySent],
  })
  if (picked.length === 0) return null
  return {
    kind: 'picks',
    offers: picked.map(({ offer }) => offer),
    reasons: new Map(picked.map(({ offer, reasons }) => [offer.id, reasons])),
    more: 0,
  }
}

/**
 * `column` still holds `value` (null included): nobody advanced it since it was read. Compared to the
 * millisecond, as JavaScript read it (the database keeps microseconds, e.g. `now()` when resumed).
 */
const unchanged = (
  column: typeof searchAlerts.lastSentAt | typeof companyAlerts.lastSentAt,
  value: Date | null,
) => (value === null ? isNull(column) : and(gte(column, value), lt(column, new Date(value.getTime() + 1))))

/**
 * Advances her planned alerts to `now` where they are as planned, and answers those it advanced: the
 * rows stay locked until her transaction ends, so a second runner waits, then finds them moved.
 */
async function advance(tx: Database, planned: Planned[], now: Date): Promise<Planned[]> {
  const advanced = new Set<string>()
  for (const { subscription: s } of planned) {
    const rows =
      s.kind === 'search'
        ? await tx
            .update(searchAlerts)
            .set({ lastSentAt: now })
            .where(and(eq(searchAlerts.id, s.id), unchanged(searchAlerts.lastSentAt, s.lastSentAt)))
            .returning({ id: searchAlerts.id })
        : await tx
            .update(companyAlerts)
            .set({ lastSentAt: now })
            .where(
              and(
                eq(companyAlerts.userId, s.userId),
                eq(companyAlerts.companyId, s.id),
                unchanged(companyAlerts.lastSentAt, s.lastSentAt),
              ),
            )
            .returning({ id: companyAlerts.companyId })
    if (rows.length > 0) advanced.add(`${s.kind}:${s.id}`)
  }
  return planned.filter(({ subscription: s }) => advanced.has(`${s.kind}:${s.id}`))
}

/** The alerts of talents with nothing new, advanced in bulk (nothing to send, nothing to keep apart). */
async function advanceAll(db: Database, planned: Planned[], now: Date) {
  const notYet = (column: typeof searchAlerts.lastSentAt | typeof companyAlerts.lastSentAt): SQL =>
    or(isNull(column), lt(column, now))!
  const searchIds = planned.flatMap(({ subscription: s }) => (s.kind === 'search' ? [s.id] : []))
  for (let i = 0; i < searchIds.length; i += 1000)
    await db
      .update(searchAlerts)
      .set({ lastSentAt: now })
      .where(and(inArray(searchAlerts.id, searchIds.slice(i, i + 1000)), notYet(searchAlerts.lastSentAt)))
  const follows = planned.flatMap(({ subscription: s }) => (s.kind === 'company' ? [s] : []))
  for (let i = 0; i < follows.length; i += 1000) {
    const pairs = follows.slice(i, i + 1000).map((s) => sql`(${s.userId}::uuid, ${s.id}::uuid)`)
    await db
      .update(companyAlerts)
      .set({ lastSentAt: now })
      .where(
        and(
          sql`(${companyAlerts.userId}, ${companyAlerts.companyId}) in (${sql.join(pairs, sql`, `)})`,
          notYet(companyAlerts.lastSentAt),
        ),
      )
  }
}
