/**
 * A recruiter publishes one of her organisation's drafts or archives an offer (docs/product.md#data job offer status:
 * draft, published, archived). Publishing sets the publication time to now, so the offer is new for the
 * alert digests and enters search, sitemaps and feed at once (the offers' version moves with the write);
 * archiving takes it out of search, keeps its page ("no longer available") and closes the applications
 * nobody answered (each on its timeline as the platform's move).
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import { OFFER_STATUS_MOVES, type OfferStatusAction } from '~/domain/offer-status'
import { closeOpenApplications } from '~/features/applications/application-status.server'
import { closingDateOnPublish } from '~/features/offers/offer-visibility.server'
import type { Database } from '~/server/db/client'
import { offers } from '~/server/db/schema'
import { isMemberOf } from './membership.server'

export type OfferStatusOutcome =
  | { ok: true; closedApplications: number }
  | { ok: false; error: 'not-found' | 'conflict' }

export async function changeOfferStatus(
  db: Database,
  userId: string,
  offerId: string,
  action: OfferStatusAction,
): Promise<OfferStatusOutcome> {
  const mine = and(eq(offers.id, offerId), isMemberOf(userId, offers.companyId))
  const { from, to } = OFFER_STATUS_MOVES[action]
  const [changed] = await db
    .update(offers)
    .set(
      action === 'publish'
        ? {
            status: to,
            publishedAt: sql`now()`,
            validThrough: closingDateOnPublish(),
            updatedAt: sql`now()`,
          }
        : { status: to, updatedAt: sql`now()` },
    )
    .where(
      and(
        mine,
        eq(offers.status, from),
        // The committee's suspension holds: neither the offer nor its organisation may publish again.
        action === 'publish'
          ? and(isNull(offers.suspendedAt), eq(offers.companySuspended, false))
          : undefined,
      ),
    )
    .returning({ id: offers.id })
  if (!changed) {
    // Another organisation's offer (or none) is "not found"; hers in another status was changed meanwhile.
    const [exists] = await db.select({ id: offers.id }).from(offers).where(mine)
    return { ok: false, error: exists ? 'conflict' : 'not-found' }
  }
  const closedApplications = action === 'archive' ? await closeOpenApplications(db, offerId) : 0
  return { ok: true, closedApplications }
}
