/**
 * One digest run: for every talent with a due alert, the offers published since that alert's last run
 * that match it, in one e-mail (several alerts grouped), recorded so that nothing is sent twice.
 *
 * Safe to run twice at once or again after a crash: each talent is handled in a transaction that locks
 * her row and re-checks what is still due; the ledger (`alert_deliveries`, one row per talent and offer)
 * keeps an offer out of a second e-mail; `alert_digests` is unique per talent and run. The e-mail is
 * stored in the same transaction and its delivery job enqueued there too (`enqueueDelivery`), so a crash
 * leaves either everything or nothing of a talent's digest.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { DIGEST_OFFERS_PER_ALERT } from '~/domain/alerts'
import type { OfferCard } from '~/features/offers/offer-card.model'
import { offerCardsById } from '~/features/offers/offer-card.server'
import type { Locale } from '~/i18n/locales'
import type { Database } from '~/server/db/client'
import {
  alertDeliveries,
  alertDigests,
  companyAlerts,
  companyTranslations,
  searchAlerts,
  users,
} from '~/server/db/schema'
import { storeMail } from '~/server/mail'
import type { Recipient } from '~/server/mail/templates'
import { type DigestSection, digestMail } from './digest-mail.server'
import { type DueSubscription, dueSubscriptions, NewOffers } from './digest-matching.server'

/** Runs in the talent's transaction once her mail is stored: the delivery job must commit with it. */
export type EnqueueDelivery = (tx: Database, mailId: string) => Promise<void>

export type DigestRunOptions = {
  now: Date
  /** The run's identity (the job's id): a retried run is the same run. */
  runKey: string
  enqueueDelivery: EnqueueDelivery
}

export type DigestRunReport = { talents: number; mails: number; offers: number }

/** A subscription's offers, computed once per run (before the talents' transactions). */
type Planned = { subscription: DueSubscription; offerIds: string[] }

export async function runDigests(db: Database, options: DigestRunOptions): Promise<DigestRunReport> {
  const { now } = options
  const due = await dueSubscriptions(db, now)
  const report: DigestRunReport = { talents: 0, mails: 0, offers: 0 }
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
  const cards = new CardCache()
  for (const [userId, planned] of byUser) {
    const sent = await digestForTalent(db, userId, planned, cards, options)
    report.talents++
    if (sent > 0) {
      report.mails++
      report.offers += sent
    }
  }
  return report
}

/** One talent's digest, in its own transaction; the number of offers it mailed (0: nothing new). */
async function digestForTalent(
  db: Database,
  userId: string,
  planned: Planned[],
  cards: CardCache,
  { now, runKey, enqueueDelivery }: DigestRunOptions,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    if (!user) return 0
    // Another runner may have handled her since the plan was made: keep what is still due.
    const stillDue = new Set(
      (await dueSubscriptions(tx, now, [userId])).map(
        (subscription) => `${subscription.kind}:${subscription.id}`,
      ),
    )
    const mine = planned.filter(({ subscription }) => stillDue.has(`${subscription.kind}:${subscription.id}`))
    if (mine.length === 0) return 0
    const alreadySent = await ledgerOf(
      tx,
      userId,
      mine.flatMap((item) => item.offerIds),
    )
    const digestId = randomUUID()
    const chosen: { item: Planned; offerIds: string[]; more: number }[] = []
    for (const item of mine) {
      const fresh = item.offerIds.filter((id) => !alreadySent.has(id))
      const shown = fresh.slice(0, DIGEST_OFFERS_PER_ALERT)
      for (const id of shown) alreadySent.add(id)
      if (shown.length > 0) chosen.push({ item, offerIds: shown, more: fresh.length - shown.length })
    }
    await advance(tx, userId, mine, now)
    if (chosen.length === 0) return 0

    const [digest] = await tx
      .insert(alertDigests)
      .values({
        id: digestId,
        userId,
        runKey,
        offerCount: chosen.reduce((total, { offerIds }) => total + offerIds.length, 0),
      })
      .onConflictDoNothing()
      .returning({ id: alertDigests.id })
    if (!digest) return 0
    await tx.insert(alertDeliveries).values(
      chosen.flatMap(({ item: { subscription }, offerIds }) =>
        offerIds.map((offerId) => ({
          userId,
          offerId,
          digestId,
          searchAlertId: subscription.kind === 'search' ? subscription.id : null,
          companyId: subscription.kind === 'company' ? subscription.id : null,
        })),
      ),
    )
    const sections = await sectionsFor(tx, user as Recipient, chosen, cards)
    const mailId = await storeMail(tx, await digestMail(user as Recipient, digestId, sections, now))
    await tx.update(alertDigests).set({ mailId }).where(eq(alertDigests.id, digestId))
    await enqueueDelivery(tx, mailId)
    return sections.reduce((total, section) => total + section.offers.length, 0)
  })
}

async function ledgerOf(tx: Database, userId: string, offerIds: string[]): Promise<Set<string>> {
  if (offerIds.length === 0) return new Set()
  const rows = await tx
    .select({ offerId: alertDeliveries.offerId })
    .from(alertDeliveries)
    .where(and(eq(alertDeliveries.userId, userId), inArray(alertDeliveries.offerId, [...new Set(offerIds)])))
  return new Set(rows.map((row) => row.offerId))
}

/** Her due alerts have now been looked at up to `now`, mail or not. */
async function advance(tx: Database, userId: string, planned: Planned[], now: Date) {
  const searchIds = planned.flatMap(({ subscription: s }) => (s.kind === 'search' ? [s.id] : []))
  const companyIds = planned.flatMap(({ subscription: s }) => (s.kind === 'company' ? [s.id] : []))
  if (searchIds.length > 0)
    await tx
      .update(searchAlerts)
      .set({ lastSentAt: now })
      .where(and(eq(searchAlerts.userId, userId), inArray(searchAlerts.id, searchIds)))
  if (companyIds.length > 0)
    await tx
      .update(companyAlerts)
      .set({ lastSentAt: now })
      .where(and(eq(companyAlerts.userId, userId), inArray(companyAlerts.companyId, companyIds)))
}

async function sectionsFor(
  tx: Database,
  user: Recipient,
  chosen: { item: Planned; offerIds: string[]; more: number }[],
  cards: CardCache,
): Promise<DigestSection[]> {
  const known = await cards.get(
    tx,
    user.locale,
    chosen.flatMap(({ offerIds }) => offerIds),
  )
  const companyIds = chosen.flatMap(({ item: { subscription: s } }) => (s.kind === 'company' ? [s.id] : []))
  const slugs = new Map(
    companyIds.length === 0
      ? []
      : (
          await tx
            .select({ id: companyTranslations.companyId, slug: companyTranslations.slug })
            .from(companyTranslations)
            .where(
              and(
                inArray(companyTranslations.companyId, companyIds),
                eq(companyTranslations.locale, user.locale),
              ),
            )
        ).map((row) => [row.id, row.slug]),
  )
  return chosen.map(({ item: { subscription: s }, offerIds, more }) => {
    const offers = offerIds.flatMap((id) => known.get(id) ?? [])
    return s.kind === 'search'
      ? { kind: 'search', id: s.id, name: s.name, query: s.query, filters: s.filters, offers, more }
      : { kind: 'company', id: s.id, name: s.name, slug: slugs.get(s.id) ?? null, offers, more }
  })
}

/** Offer cards per language, read once per run however many talents get the same offer. */
class CardCache {
  private cards = new Map<Locale, Map<string, OfferCard>>()

  async get(db: Database, locale: Locale, ids: string[]): Promise<Map<string, OfferCard>> {
    const known = this.cards.get(locale) ?? new Map<string, OfferCard>()
    this.cards.set(locale, known)
    const missing = [...new Set(ids)].filter((id) => !known.has(id))
    for (const card of await offerCardsById(db, locale, missing)) known.set(card.id, card)
    return known
  }
}
