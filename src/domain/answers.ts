/**
 * Every application gets an answer (docs/answers.md): the organisation's answer time, the reminders before
 * it, the refusal reasons and templates, and the response record people see. Isomorphic: the recruiter
 * space's forms, the server, the API and the search read it. Free of zod: the job search's URL reads it on
 * every page (the schemas are in answer-schemas.ts).
 */

/** How many days an organisation gives itself to answer an application (its own setting). */
export const ANSWER_DAYS_MIN = 7
export const ANSWER_DAYS_MAX = 30

/** A member's daily reminder lists the applications whose date falls within this many days. */
export const REMINDER_HORIZON_DAYS = 7

/** The short list of reasons a refusal names (the talent reads the reason's label in her language). */
export const REFUSAL_REASONS = ['profile', 'experience', 'languages', 'position-filled', 'other'] as const
export type RefusalReason = (typeof REFUSAL_REASONS)[number]

/** A refusal message template: plain text the talent reads, in her language. */
export const REFUSAL_TEMPLATE_MAX_LENGTH = 2000

/** Markup a plain-text template may not carry: a tag, a comment, or a character entity. */
const MARKUP = /<\s*[a-z!/?]|&[a-z]+;|&#\d+;/i

export function hasMarkup(text: string): boolean {
  return MARKUP.test(text)
}

/** The response record: over this many days, the share answered within QUICK_ANSWER_DAYS. */
export const RESPONSE_WINDOW_DAYS = 180
export const QUICK_ANSWER_DAYS = 14
/** Fewer applications than this in the window: the organisation is "new on Tremplin". */
export const RESPONSE_MIN_APPLICATIONS = 10
/** "Responds quickly": at least this share of its applications answered within QUICK_ANSWER_DAYS. */
export const RESPONDS_QUICKLY_SHARE = 0.8

/** The job search's "responds quickly" filter: its one value (URL `?reponse=rapide`). */
export const RESPONSE_SPEEDS = ['rapide'] as const

/** What the public sees of an organisation's answers (null figures: too few applications yet). */
export type ResponseRecord =
  | { kind: 'new' }
  | { kind: 'known'; applications: number; answeredQuicklyShare: number; medianDays: number | null }

export function respondsQuickly(record: ResponseRecord): boolean {
  return record.kind === 'known' && record.answeredQuicklyShare >= RESPONDS_QUICKLY_SHARE
}
