/**
 * What an organisation does with its offers (docs/product.md#data job offer status: draft, published, archived): each
 * action and the status it starts from. Which offers the public sees is another rule
 * (features/offers/offer-visibility.server.ts).
 */
import type { OfferStatus } from './enums'

/** The one status whose offers can be public (the whole rule: features/offers/offer-visibility.server.ts). */
export const PUBLIC_OFFER_STATUS: OfferStatus = 'published'

export const OFFER_STATUS_ACTIONS = ['publish', 'archive'] as const
export type OfferStatusAction = (typeof OFFER_STATUS_ACTIONS)[number]

/** The status each action applies to, and the one it leads to. */
export const OFFER_STATUS_MOVES: Record<OfferStatusAction, { from: OfferStatus; to: OfferStatus }> = {
  publish: { from: 'draft', to: 'published' },
  archive: { from: 'published', to: 'archived' },
}

/** What an organisation can do with an offer in `status` (null: nothing from there). */
export const actionFor = (status: OfferStatus): OfferStatusAction | null =>
  OFFER_STATUS_ACTIONS.find((action) => OFFER_STATUS_MOVES[action].from === status) ?? null
