import type { PickReason } from '~/domain/offer-picks'
import type { OfferCard } from '~/features/offers/offer-card.model'

/** An offer picked for her, with why. */
export type PickedOffer = { offer: OfferCard; reasons: PickReason[] }

/** Her picks; `hasWishes` false when her profile says nothing she looks for yet. */
export type OfferPicks = { hasWishes: boolean; picks: PickedOffer[] }
