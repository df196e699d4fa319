/**
 * Interviews: an event on an application in progress, never a status of it. The recruiter proposes one to
 * three slots (Belgian date and time, a place or a video link); the talent picks one. Isomorphic: the
 * recruiter's form, the server functions and the API check the same schema.
 */
import { z } from 'zod/mini'

export const INTERVIEW_MAX_SLOTS = 3
export const INTERVIEW_LOCATION_MAX_LENGTH = 300
export const INTERVIEW_DURATIONS = [30, 45, 60, 90, 120] as const
export const INTERVIEW_DEFAULT_DURATION = 60
/** How long the e-mail's link to pick a slot stays valid. */
export const INTERVIEW_LINK_TTL_S = 30 * 24 * 3600
/** An interview keeps its application open: the answer date is at least this many days after its last slot. */
export const ANSWER_DAYS_AFTER_INTERVIEW = 7

export const INTERVIEW_STATUSES = ['proposed', 'scheduled', 'cancelled'] as const
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number]

/** What the timeline records of an interview. */
export const INTERVIEW_EVENT_KINDS = ['proposed', 'picked', 'changed', 'cancelled'] as const
export type InterviewEventKind = (typeof INTERVIEW_EVENT_KINDS)[number]

/** Why an interview action was refused (each has a translated message in the interface). */
export type InterviewError =
  | 'not-found'
  | 'not-in-progress'
  | 'slot-in-past'
  | 'invalid-slots'
  | 'not-open'
  | 'expired'
  | 'throttled'

function isCalendarDay(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const parsed = new Date(Date.UTC(year, month - 1, day))
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day
}

export const interviewSlotSchema = z.object({
  /** The day in Belgium, YYYY-MM-DD (a day of the calendar: no 30 February). */
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/), z.refine(isCalendarDay)),
  /** The time in Belgium, HH:MM (24 h). */
  time: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
  /** An address or a video link. */
  location: z.string().check(z.trim(), z.minLength(2), z.maxLength(INTERVIEW_LOCATION_MAX_LENGTH)),
})
export type InterviewSlotInput = z.infer<typeof interviewSlotSchema>

export const interviewProposalSchema = z.object({
  slots: z.array(interviewSlotSchema).check(z.minLength(1), z.maxLength(INTERVIEW_MAX_SLOTS)),
  durationMinutes: z._default(
    z.number().check(z.refine((n) => (INTERVIEW_DURATIONS as readonly number[]).includes(n))),
    INTERVIEW_DEFAULT_DURATION,
  ),
})
export type InterviewProposal = z.infer<typeof interviewProposalSchema>

/** Whether a location is a video link (shown as a link, put in the calendar's URL too). */
export const isVideoLink = (location: string) => /^https:\/\/\S+$/.test(location.trim())

/**
 * The instant a Belgian wall-clock time names (Europe/Brussels, summer time included): the offset is read
 * for that day through Intl, then checked once more across a change of offset.
 */
export function brusselsInstant(date: string, time: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`)
  const offsetAt = (instant: number) => {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Brussels',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(new Date(instant))
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
    const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'))
    return wall - instant
  }
  const first = asUtc - offsetAt(asUtc)
  return new Date(asUtc - offsetAt(first))
}

/** A proposal as received (a form, an API body), or null when its shape is refused (0 or 4 slots…). */
export function parseProposal(input: unknown): InterviewProposal | null {
  const parsed = interviewProposalSchema.safeParse(input)
  return parsed.success ? parsed.data : null
}
