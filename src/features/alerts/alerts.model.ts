import type { AlertFrequency } from '~/domain/alerts'
import type { OfferFilters } from '~/features/offers/offer-list-url'

/** A saved search as "My alerts" lists it. */
export type SavedSearch = {
  id: string
  name: string
  query: string
  filters: OfferFilters
  emailAlert: boolean
  frequency: AlertFrequency
  createdAt: string
}

/** An organisation she follows: its page in the page's language (null when it has none), on or off. */
export type FollowedCompany = { id: string; name: string; slug: string | null; active: boolean }

/** What an unsubscribe link did: what it stopped, or why it changed nothing. */
export type UnsubscribeOutcome =
  | { ok: true; stopped: { kind: 'search' | 'company'; name: string } | { kind: 'all' } | { kind: 'picks' } }
  | { ok: false; error: 'invalid' | 'expired' | 'used' }
