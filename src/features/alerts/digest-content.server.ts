/** What a digest run reads for each talent: her address and language, her ledger, and the sections of her e-mail. */
import { and, eq, inArray } from 'drizzle-orm'
import type { OfferCard } from '~/features/offers/offer-card.model'
import { offerCardsById } from '~/features/offers/offer-card.server'
import type { Locale } from '~/i18n/locales'
import type { Database } from '~/server/db/client'
import { alertDeliveries, companyTranslations, users } from '~/server/db/schema'
import { type Recipient, recipientColumns } from '~/server/mail/templates'
import type { DigestSection } from './digest-mail.server'
import type { DueSubscription } from './digest-matching.server'

/** A subscription's offers, computed once per run (before the talents' transactions). */
export type Planned = { subscription: DueSubscription; offerIds: string[] }

/** The offers of one alert that go in a talent's e-mail, and how many more there were. */
export type Chosen = { item: Planned; offerIds: string[]; more: number }

/** A talent as her digest needs her: her address and language, and whether she wants picks in it. */
export type DigestRecipient = Recipient & { digestPicks: boolean }

export async function recipientsOf(db: Database, userIds: string[]): Promise<Map<string, DigestRecipient>> {
  const recipients = new Map<string, DigestRecipient>()
  for (let i = 0; i < userIds.length; i += 1000) {
    const rows = await db
      .select({
        ...recipientColumns,
        digestPicks: users.digestPicks,
      })
      .from(users)
      .where(inArray(users.id, userIds.slice(i, i + 1000)))
    for (const row of rows) recipients.set(row.id, row)
  }
  return recipients
}

export async function ledgerOf(tx: Database, userId: string, offerIds: string[]): Promise<Set<string>> {
  if (offerIds.length === 0) return new Set()
  const rows = await tx
    .select({ offerId: alertDeliveries.offerId })
    .from(alertDeliveries)
    .where(and(eq(alertDeliveries.userId, userId), inArray(alertDeliveries.offerId, [...new Set(offerIds)])))
  return new Set(rows.map((row) => row.offerId))
}

export async function sectionsFor(
  tx: Database,
  user: Recipient,
  chosen: Chosen[],
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
export class CardCache {
  private cards = new Map<Locale, Map<string, OfferCard>>()

  async get(db: Database, locale: Locale, ids: string[]): Promise<Map<string, OfferCard>> {
    const known = this.cards.get(locale) ?? new Map<string, OfferCard>()
    this.cards.set(locale, known)
    const missing = [...new Set(ids)].filter((id) => !known.has(id))
    for (const card of await offerCardsById(db, locale, missing)) known.set(card.id, card)
    return known
  }
}
