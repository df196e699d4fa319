/**
 * Saved-search alerts (docs/product.md#data saved search alert, docs/product.md#input-rules: at least one filter): their limits and
 * frequencies, shared by the save dialog, the alerts page, the server and the API.
 */

/** A talent keeps at most this many saved searches. */
export const MAX_SEARCH_ALERTS = 20
export const ALERT_NAME_MAX_LENGTH = 80

/** How often a saved search's digest may go out (daily by default; weekly beyond the seed). */
export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]

/** At most this many offers per alert in one digest; the rest are one "see all" link away (JobTeaser's rule). */
export const DIGEST_OFFERS_PER_ALERT = 10

/**
 * When an alert is due again after its last digest run: a little under its period, so a run a few minutes
 * earlier than yesterday's still includes it.
 */
export const DIGEST_PERIOD_HOURS: Record<AlertFrequency, number> = { daily: 20, weekly: 6 * 24 + 20 }

/**
 * A digest looks this far back before its last run too: an offer whose publication committed while the
 * last run was reading is not lost. The ledger keeps anything already sent out of it.
 */
export const DIGEST_OVERLAP_MINUTES = 5

/** How long the unsubscribe links of a digest work. */
export const UNSUBSCRIBE_LINK_DAYS = 90
