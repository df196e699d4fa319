/**
 * An interview's calendar invitation (RFC 5545): one event whose UID stays the interview's for life, in
 * Belgian time with its VTIMEZONE, `METHOD:REQUEST` for an invitation or a move (SEQUENCE raised) and
 * `METHOD:CANCEL` for a cancellation. ical-generator writes it; luxon places the instant in Brussels.
 */
import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator'
import { DateTime } from 'luxon'
import type { MailAttachment } from '~/server/db/schema'
import { env } from '~/server/env'

export const INTERVIEW_TIME_ZONE = 'Europe/Brussels'

export type CalendarEvent = {
  interviewId: string
  sequence: number
  startsAt: Date
  durationMinutes: number
  location: string
  summary: string
  description: string
  organizer: { name: string; email: string }
  attendee: { name: string; email: string }
  cancelled?: boolean
}

/** The stable UID: one interview is one calendar event, whatever its moves. */
export const interviewUid = (interviewId: string) =>
  `interview-${interviewId}@${new URL(env().appUrl).hostname}`

export function interviewCalendar(event: CalendarEvent): string {
  const method = event.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST
  const calendar = ical({ prodId: { company: 'Tremplin', product: 'Interviews' }, method })
  // The calendar itself has no zone (DTSTAMP stays UTC); the event's zone brings its VTIMEZONE.
  calendar.timezone({ name: null, generator: getVtimezoneComponent })
  const start = DateTime.fromJSDate(event.startsAt)
  calendar.createEvent({
    id: interviewUid(event.interviewId),
    sequence: event.sequence,
    start,
    end: start.plus({ minutes: event.durationMinutes }),
    timezone: INTERVIEW_TIME_ZONE,
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: /^https:\/\/\S+$/.test(event.location) ? event.location : null,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: event.organizer,
    attendees: [
      {
        ...event.attendee,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
      },
    ],
  })
  return calendar.toString()
}

/** The invitation as a mail attachment (the method in its content type, as calendar clients expect). */
export function calendarAttachment(event: CalendarEvent): MailAttachment {
  const method = event.cancelled ? 'CANCEL' : 'REQUEST'
  return {
    filename: event.cancelled ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: interviewCalendar(event),
  }
}
