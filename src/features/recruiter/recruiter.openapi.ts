/** The recruiter space's `/api` and the status changes in the OpenAPI document (src/server/openapi). */
import { z } from 'zod'
import { APPLICATION_STATUSES, MEMBER_ROLES, OFFER_STATUSES } from '~/domain/enums'
import { timelineSchema } from '~/features/applications/applications.openapi'
import { interviewSchema, interviewStepsSchema } from '~/features/applications/interviews.openapi'
import { type ApiOperation, data, errors, id, json, jsonBody, SIGNED_IN } from '~/server/openapi/document'
import type { OfferApplicants, RecruiterApplication, RecruiterCompany } from './recruiter.model'
import { applicantsQuery, offerStatusBody, organisationNoteBody, statusBody } from './recruiter-api.server'

const status = z.enum(APPLICATION_STATUSES)
const counts = z.partialRecord(status, z.int().min(0))
const file = z.object({ name: z.string(), src: z.string() }).nullable()

const recruiterCompany = z.object({
  id,
  name: z.string(),
  role: z.enum(MEMBER_ROLES),
  suspended: z.boolean(),
  pageViews: z
    .int()
    .min(0)
    .meta({ description: "Views of the organisation's public page over the last 30 days." }),
  offers: z.array(
    z.object({
      id,
      title: z.string(),
      status: z.enum(OFFER_STATUSES),
      open: z.boolean(),
      suspended: z.boolean(),
      publishedAt: z.string().nullable(),
      counts,
      total: z.int().min(0),
      audience: z
        .object({ views: z.int().min(0), applyClicks: z.int().min(0), saves: z.int().min(0) })
        .meta({ description: 'The last 30 days, counts only (first-party analytics).' }),
    }),
  ),
}) satisfies z.ZodType<RecruiterCompany>

const offerApplicants = z.object({
  offer: z.object({ id, title: z.string(), companyName: z.string(), open: z.boolean() }),
  counts,
  total: z.int().min(0),
  status: status.nullable(),
  page: z.int().min(1),
  pageCount: z.int().min(0),
  rows: z.array(
    z.object({
      id,
      name: z.string(),
      title: z.string().nullable(),
      city: z.string().nullable(),
      status,
      sentAt: z.string(),
    }),
  ),
}) satisfies z.ZodType<OfferApplicants>

const recruiterApplication = z.object({
  id,
  status,
  next: z.array(status),
  sentAt: z.string(),
  offer: z.object({ id, title: z.string(), companyName: z.string() }),
  applicant: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    city: z.string().nullable(),
    title: z.string().nullable(),
    linkedinUrl: z.string().nullable(),
    website: z.string().nullable(),
  }),
  cv: file.meta({ description: 'A signed link valid a few minutes.' }),
  coverLetterFile: file,
  coverLetterText: z.string().nullable(),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  timeline: timelineSchema,
  note: z.string(),
  interviews: z.array(interviewSchema),
  interviewSteps: interviewStepsSchema,
}) satisfies z.ZodType<RecruiterApplication>

const offerPath = z.object({ offerId: z.string().meta({ description: 'The offer’s uuid.' }) })
const applicationPath = z.object({
  applicationId: z.string().meta({ description: 'The application’s uuid.' }),
})

export const recruiterOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/recruiter/offers',
    operation: {
      operationId: 'recruiterOffers',
      tags: ['recruiter'],
      summary: 'Her organisations, their offers and their applicants per status',
      security: SIGNED_IN,
      responses: { 200: json('Her organisations.', data(z.array(recruiterCompany))), ...errors(401, 403) },
    },
  },
  {
    method: 'get',
    path: '/api/recruiter/offers/{offerId}/applications',
    operation: {
      operationId: 'offerApplicants',
      tags: ['recruiter'],
      summary: 'One offer’s applicants, 25 a page',
      security: SIGNED_IN,
      requestParams: { path: offerPath, query: applicantsQuery },
      responses: {
        200: json('A page of applicants.', data(offerApplicants)),
        ...errors(400, 401, 403, 404),
      },
    },
  },
  {
    method: 'post',
    path: '/api/recruiter/offers/{offerId}/status',
    operation: {
      operationId: 'changeOfferStatus',
      tags: ['recruiter'],
      summary: 'Publish a draft or archive a published offer',
      description: '409 when the offer is not in the status the action starts from.',
      security: SIGNED_IN,
      requestParams: { path: offerPath },
      requestBody: jsonBody(offerStatusBody),
      responses: {
        200: json(
          'Changed; archiving closes the open applications.',
          data(z.object({ uuid: id, closed_applications: z.int().min(0) })),
        ),
        ...errors(400, 401, 403, 404, 409, 413, 415, 429),
      },
    },
  },
  {
    method: 'get',
    path: '/api/recruiter/applications/{applicationId}',
    operation: {
      operationId: 'recruiterApplication',
      tags: ['recruiter'],
      summary: 'One application to her organisation',
      security: SIGNED_IN,
      requestParams: { path: applicationPath },
      responses: { 200: json('The application.', data(recruiterApplication)), ...errors(401, 403, 404) },
    },
  },
  {
    method: 'post',
    path: '/api/recruiter/applications/{applicationId}/note',
    operation: {
      operationId: 'saveOrganisationNote',
      tags: ['recruiter'],
      summary: 'The organisation’s own note on an application',
      security: SIGNED_IN,
      requestParams: { path: applicationPath },
      requestBody: jsonBody(organisationNoteBody),
      responses: {
        200: json('Saved.', data(z.object({ uuid: id }))),
        ...errors(400, 401, 403, 404, 413, 415, 429),
      },
    },
  },
  {
    method: 'post',
    path: '/api/applications/status',
    operation: {
      operationId: 'changeApplicationStatus',
      tags: ['applications'],
      summary: 'Change an application’s status: a recruiter answers, a talent withdraws',
      description:
        '`from` is the status the caller saw: 409 when it changed since. A move the caller may not make is a 403 (`details.code`: `not-allowed`). The talent hears of an answer (`accepted`, `refused`) by e-mail 10 seconds later (the undo window of the recruiter space).',
      security: SIGNED_IN,
      requestBody: jsonBody(statusBody),
      responses: {
        200: json('Changed.', data(z.object({ uuid: id, status }))),
        ...errors(400, 401, 403, 404, 409, 413, 415, 429),
      },
    },
  },
]
