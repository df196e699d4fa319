/** What recruiters see of their offers' audience (counts only, never who). */
export type OfferAudience = { views: number; applyClicks: number; saves: number }

/** The recruiter space shows the last 30 days. */
export const AUDIENCE_DAYS = 30
