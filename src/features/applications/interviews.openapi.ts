/** Interviews in the OpenAPI document: what both sides read, and the four actions on them. */
import { z } from 'zod'
import { INTERVIEW_EVENT_KINDS, INTERVIEW_STATUSES } from '~/domain/interviews'
import { type ApiOperation, data, errors, id, json, jsonBody, SIGNED_IN } from '~/server/openapi/document'
import type { InterviewStep, InterviewView } from './applications.model'
import { interviewPickBody, interviewProposalBody } from './interviews-api.server'

export const interviewSchema = z
  .object({
    id,
    status: z.enum(INTERVIEW_STATUSES),
    slots: z.array(
      z.object({
        startsAt: z.string().meta({ description: 'The slot’s start (UTC, ISO 8601).' }),
        location: z.string(),
      }),
    ),
    durationMinutes: z.int().min(1),
    chosenSlot: z
      .int()
      .min(0)
      .nullable()
      .meta({ description: 'The slot picked, null until the talent picks.' }),
    sequence: z.int().min(0).meta({ description: 'The calendar invitation’s SEQUENCE (RFC 5545).' }),
  })
  .meta({
    id: 'Interview',
    example: {
      id: '0b7e2d1c-54a4-4e43-9a57-0d2f6f0c8a11',
      status: 'proposed',
      slots: [
        { startsAt: '2027-03-15T09:30:00.000Z', location: 'Rue Haute 12, 1000 Bruxelles' },
        { startsAt: '2027-03-16T13:00:00.000Z', location: 'https://meet.example.org/tremplin' },
      ],
      durationMinutes: 60,
      chosenSlot: null,
      sequence: 0,
    },
  }) satisfies z.ZodType<InterviewView>

export const interviewStepsSchema = z.array(
  z.object({
    kind: z.enum(INTERVIEW_EVENT_KINDS),
    at: z.string(),
    startsAt: z.string().nullable().meta({ description: 'The slot this step fixed, if any.' }),
  }) satisfies z.ZodType<InterviewStep>,
)

const applicationPath = z.object({
  applicationId: z.string().meta({ description: 'The application’s uuid.' }),
})
const interviewPath = z.object({ interviewId: z.string().meta({ description: 'The interview’s uuid.' }) })

const proposalExample = {
  slots: [
    { date: '2027-03-15', time: '10:30', location: 'Rue Haute 12, 1000 Bruxelles' },
    { date: '2027-03-16', time: '14:00', location: 'https://meet.example.org/tremplin' },
  ],
  duration_minutes: 60,
}

const REFUSALS =
  'A refusal says why in the caller’s language (`Accept-Language`) with `error.details.code`: `slot-in-past` (422), `invalid-slots` (400: 0 or more than 3 slots, a bad date or time), `not-in-progress` (409: the application is not in progress), `not-open` (409), 403 for another organisation’s application.'

/** What the three slot actions (invite, change, pick) may refuse: a bad body, another's interview, its state, the rate limit. */
const SLOT_ERRORS = errors(400, 401, 403, 404, 409, 413, 415, 422, 429)

export const interviewsOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/recruiter/applications/{applicationId}/interviews',
    operation: {
      operationId: 'inviteToInterview',
      tags: ['recruiter'],
      summary: 'Invite the applicant to an interview (1 to 3 slots)',
      description: `The application must be in progress. Slots are Belgian dates and times (Europe/Brussels). The talent gets an e-mail with a link to pick one; both sides then receive a calendar invitation (.ics, METHOD:REQUEST). ${REFUSALS}`,
      security: SIGNED_IN,
      requestParams: { path: applicationPath },
      requestBody: jsonBody(interviewProposalBody, proposalExample),
      responses: {
        201: json('Invited.', data(interviewSchema)),
        ...SLOT_ERRORS,
      },
    },
  },
  {
    method: 'put',
    path: '/api/recruiter/interviews/{interviewId}',
    operation: {
      operationId: 'changeInterview',
      tags: ['recruiter'],
      summary: 'Change an interview’s slots',
      description: `One slot for an interview already fixed moves it at once: both calendars get the update (SEQUENCE raised). Otherwise the talent picks again among the new slots. ${REFUSALS}`,
      security: SIGNED_IN,
      requestParams: { path: interviewPath },
      requestBody: jsonBody(interviewProposalBody, {
        slots: [{ date: '2027-03-17', time: '09:00', location: 'Rue Haute 12, 1000 Bruxelles' }],
      }),
      responses: {
        200: json('Changed.', data(interviewSchema)),
        ...SLOT_ERRORS,
      },
    },
  },
  {
    method: 'delete',
    path: '/api/recruiter/interviews/{interviewId}',
    operation: {
      operationId: 'cancelInterview',
      tags: ['recruiter'],
      summary: 'Cancel an interview',
      description:
        'Both sides are told; a calendar invitation already sent is withdrawn (METHOD:CANCEL). 409 when it was already cancelled.',
      security: SIGNED_IN,
      requestParams: { path: interviewPath },
      responses: { 200: json('Cancelled.', data(interviewSchema)), ...errors(401, 403, 404, 409, 429) },
    },
  },
  {
    method: 'post',
    path: '/api/applications/interviews/{interviewId}/pick',
    operation: {
      operationId: 'pickInterviewSlot',
      tags: ['applications'],
      summary: 'Pick one of an interview’s proposed slots',
      description:
        'The talent’s own application only (403 otherwise). Both she and the recruiter who invited receive the calendar invitation (.ics, METHOD:REQUEST, Europe/Brussels).',
      security: SIGNED_IN,
      requestParams: { path: interviewPath },
      requestBody: jsonBody(interviewPickBody, { slot: 0 }),
      responses: {
        200: json('Picked: the interview is fixed.', data(interviewSchema)),
        ...SLOT_ERRORS,
      },
    },
  },
]
