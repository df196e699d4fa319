/**
 * Saved-search alerts (spec §3 saved search alert, §5: at least one filter): their limits and
 * frequencies, shared by the save dialog, the alerts page, the server and the API.
 */

/** A talent keeps at most this many saved searches. */
export const MAX_SEARCH_ALERTS = 20
export const ALERT_NAME_MAX_LENGTH = 80

/** How often a saved search's digest may go out (daily by default; weekly beyond the seed). */
export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]
