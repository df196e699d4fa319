/**
 * Applications (docs/product.md#data, #states, #input-rules): the one state machine of their statuses, the talent's tabs, and the
 * apply form's rules. Isomorphic: the apply modal, the server, the recruiter space and the API read it.
 */
import { z } from 'zod/mini'
import { STUDENT_MIN_AGE, STUDENT_MIN_AGE_AFTER_SECONDARY } from './constants'
import type { ApplicationActor, ApplicationStatus, ApplicationTab } from './enums'
import { RULES } from './validation'

/**
 * Every allowed move, by actor. Answers are final (peers' guard rail: no offer made to a refused
 * applicant); a talent may withdraw until she has an answer; an offer closing ends unanswered ones.
 */
const TRANSITIONS: Record<
  ApplicationActor,
  Partial<Record<ApplicationStatus, readonly ApplicationStatus[]>>
> = {
  recruiter: {
    new: ['pending', 'accepted', 'refused'],
    pending: ['accepted', 'refused'],
  },
  talent: {
    new: ['withdrawn'],
    pending: ['withdrawn'],
  },
  system: {
    new: ['closed'],
    pending: ['closed'],
  },
}

export function canMove(actor: ApplicationActor, from: ApplicationStatus, to: ApplicationStatus): boolean {
  return TRANSITIONS[actor][from]?.includes(to) ?? false
}

/** The statuses `actor` may move an application in `from` to (the recruiter's buttons). */
export function nextStatuses(actor: ApplicationActor, from: ApplicationStatus): readonly ApplicationStatus[] {
  return TRANSITIONS[actor][from] ?? []
}

/**
 * A final answer (accepted, refused) can be taken back by the recruiter who gave it for this long: the
 * talent's e-mail waits until then (or until the recruiter leaves the page), so a misclick costs nothing.
 */
export const ANSWER_UNDO_SECONDS = 10

/** The answers that wait out the undo window before the talent is told. */
export const FINAL_ANSWERS: readonly ApplicationStatus[] = ['accepted', 'refused']

/** Whether `actor` may take back a move to `status` (within the window, before the talent was told). */
export function canUndo(actor: ApplicationActor, status: ApplicationStatus): boolean {
  return actor === 'recruiter' && FINAL_ANSWERS.includes(status)
}

/** Still waiting for an answer. */
export const OPEN_STATUSES: readonly ApplicationStatus[] = ['new', 'pending']

/**
 * What a talent sees: an unanswered application to an offer that is no longer open reads "closed" (the
 * organisation may still answer it, and then its answer shows).
 */
export function shownStatus(status: ApplicationStatus, offerOpen: boolean): ApplicationStatus {
  return !offerOpen && OPEN_STATUSES.includes(status) ? 'closed' : status
}

/** Archived = refused, closed or accepted (docs/product.md#states), and withdrawn. */
export const ARCHIVED_STATUSES: readonly ApplicationStatus[] = ['refused', 'closed', 'accepted', 'withdrawn']

/** Whether an application with the shown status belongs under a tab (`saved` lists saved offers instead). */
export function inTab(tab: ApplicationTab, shown: ApplicationStatus): boolean {
  switch (tab) {
    case 'all':
      return true
    case 'pending':
      return OPEN_STATUSES.includes(shown)
    case 'archived':
      return ARCHIVED_STATUSES.includes(shown)
    case 'saved':
      return false
    default:
      return shown === tab
  }
}

/** The apply form's limits (an offer asks at most MAX_QUESTIONS_PER_OFFER numbered questions). */
export const MAX_QUESTIONS_PER_OFFER = 10
export const COVER_LETTER_MAX_LENGTH = 8000
export const ANSWER_MAX_LENGTH = 3000
/** The organisation's own note on an application. */
export const ORGANISATION_NOTE_MAX_LENGTH = 5000

/**
 * docs/product.md#input-rules student-job rule: at least 16, or 15 once the first two years of secondary school are done.
 * `null` when the birthdate is unknown (the declaration then stands alone).
 */
export function studentAgeAllowed(birthdate: string | null, today: Date = new Date()): boolean | null {
  if (!birthdate) return null
  const [year, month, day] = birthdate.split('-').map(Number)
  if (!year || !month || !day) return null
  let age = today.getUTCFullYear() - year
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)
  if (beforeBirthday) age -= 1
  return age >= STUDENT_MIN_AGE_AFTER_SECONDARY
}

export { APPLICATION_TABS, type ApplicationTab } from './enums'
export { STUDENT_MIN_AGE, STUDENT_MIN_AGE_AFTER_SECONDARY }

/** A checkbox that must be ticked (`rule` names the message). */
export const mustBeTrue = (rule: string) => z.boolean().check(z.refine((value) => value === true, rule))

/**
 * The apply form (docs/product.md#input-rules): a CV (the profile's or another upload, by location), a letter as text or a PDF
 * (optional), one answer per numbered question, the data-processing consent; the student declaration on
 * student-job offers is checked against the offer on the server.
 */
export const applySchema = z.object({
  offerId: z.uuid(),
  cv: z.string({ error: RULES.required }).check(z.minLength(1, RULES.required), z.maxLength(300)),
  coverLetterText: z.string().check(z.trim(), z.maxLength(COVER_LETTER_MAX_LENGTH, RULES.tooLong)),
  coverLetterFile: z.nullable(z.string().check(z.maxLength(300))),
  answers: z
    .array(
      z
        .string({ error: RULES.required })
        .check(z.trim(), z.minLength(1, RULES.required), z.maxLength(ANSWER_MAX_LENGTH, RULES.tooLong)),
    )
    .check(z.maxLength(MAX_QUESTIONS_PER_OFFER, RULES.tooMany)),
  consent: mustBeTrue(RULES.gdpr),
  studentDeclaration: z.boolean(),
})
export type ApplyInput = z.infer<typeof applySchema>

/** Why an application was not stored (each has its docs/product.md#errors message). */
export const APPLY_ERRORS = [
  'signed-out',
  'not-talent',
  'unconfirmed',
  'unknown-offer',
  'offer-closed',
  'external-offer',
  'already-applied',
  'no-cv',
  'bad-letter',
  'answers',
  'student-declaration',
  'student-age',
  'throttled',
] as const
export type ApplyError = (typeof APPLY_ERRORS)[number]
