/** "Every application gets an answer" in the OpenAPI document: refusals, answer settings, records, runs. */
import { z } from 'zod'
import { answerRunBody } from '~/features/answers/answers-ops.server'
import { LOCALES } from '~/i18n/locales'
import {
  type ApiOperation,
  data,
  errors,
  id,
  json,
  jsonBody,
  OPERATOR,
  PUBLIC,
  SIGNED_IN,
} from '~/server/openapi/document'
import {
  answerSettingsBody,
  refusalBody,
  refusalPreviewQuery,
  refuseRemainingBody,
  undoRefusalsBody,
} from './answers-api.server'

const applicationPath = z.object({
  applicationId: z.string().meta({ description: 'The application’s uuid.' }),
})
const offerPath = z.object({ offerId: z.string().meta({ description: 'The offer’s uuid.' }) })
const companyPath = z.object({ companyId: z.string().meta({ description: 'The organisation’s uuid.' }) })

const preview = z.object({ locale: z.enum(LOCALES), subject: z.string(), text: z.string() }).meta({
  example: {
    locale: 'nl',
    subject: 'Antwoord op uw sollicitatie « Projectleider »',
    text: 'Hallo Sanne,\n\nGreenCo zal uw sollicitatie voor « Projectleider » niet weerhouden.\n\nReden: De functie is ingevuld.\n…',
  },
})
const refusedList = z.array(z.object({ application_uuid: id, event_uuid: id }))
const settings = z
  .object({
    companyId: id,
    name: z.string(),
    answerDays: z.int().min(7).max(30),
    templates: z.array(z.object({ locale: z.enum(LOCALES), body: z.string(), custom: z.boolean() })),
  })
  .meta({
    example: {
      companyId: '0b6f3c52-3f7e-4f0e-9d55-1d2a6a1f5b11',
      name: 'GreenCo',
      answerDays: 21,
      templates: [{ locale: 'fr', body: 'Merci pour votre candidature…', custom: false }],
    },
  })
const record = z
  .union([
    z.object({ kind: z.literal('new') }),
    z.object({
      kind: z.literal('known'),
      applications: z.int().min(10),
      answeredQuicklyShare: z.number().min(0).max(1),
      medianDays: z.number().nullable(),
    }),
  ])
  .meta({ example: { kind: 'known', applications: 42, answeredQuicklyShare: 0.86, medianDays: 4.5 } })

export const answersOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/recruiter/applications/{applicationId}/refusal-preview',
    operation: {
      operationId: 'previewRefusal',
      tags: ['recruiter'],
      summary: 'The e-mail a refusal with this reason would send, in the talent’s language (not sent)',
      security: SIGNED_IN,
      requestParams: { path: applicationPath, query: refusalPreviewQuery },
      responses: { 200: json('The e-mail.', data(preview)), ...errors(400, 401, 403, 404) },
    },
  },
  {
    method: 'post',
    path: '/api/recruiter/applications/{applicationId}/refusal',
    operation: {
      operationId: 'refuseApplication',
      tags: ['recruiter'],
      summary: 'Refuse an application with a reason and the organisation’s message',
      description:
        'The message is the organisation’s template in the talent’s language. The talent is e-mailed 10 seconds later. Example body: `{ "from": "new", "reason": "position-filled" }`.',
      security: SIGNED_IN,
      requestParams: { path: applicationPath },
      requestBody: jsonBody(refusalBody),
      responses: {
        200: json('Refused.', data(z.object({ uuid: id, status: z.literal('refused'), event_uuid: id }))),
        ...errors(400, 401, 403, 404, 409, 413, 415, 429),
      },
    },
  },
  {
    method: 'post',
    path: '/api/recruiter/offers/{offerId}/refuse-remaining',
    operation: {
      operationId: 'refuseRemainingApplicants',
      tags: ['recruiter'],
      summary: 'Refuse every applicant of the offer still waiting for an answer',
      description:
        'Each refusal can be taken back for 10 seconds (`…/refuse-remaining/undo`). Example body: `{ "reason": "position-filled" }`.',
      security: SIGNED_IN,
      requestParams: { path: offerPath },
      requestBody: jsonBody(refuseRemainingBody),
      responses: {
        200: json('Refused.', data(z.object({ refused: refusedList, undo_seconds: z.int() }))),
        ...errors(400, 401, 403, 404, 413, 415, 429),
      },
    },
  },
  {
    method: 'post',
    path: '/api/recruiter/offers/{offerId}/refuse-remaining/undo',
    operation: {
      operationId: 'undoRefuseRemaining',
      tags: ['recruiter'],
      summary: 'Take back a bulk refusal within its window',
      security: SIGNED_IN,
      requestParams: { path: offerPath },
      requestBody: jsonBody(undoRefusalsBody),
      responses: {
        200: json('How many came back.', data(z.object({ undone: z.int().min(0) }))),
        ...errors(400, 401, 403, 404, 413, 415, 429),
      },
    },
  },
  {
    method: 'get',
    path: '/api/recruiter/organisations/{companyId}/answers',
    operation: {
      operationId: 'getAnswerSettings',
      tags: ['recruiter'],
      summary: 'The organisation’s answer time and refusal templates',
      security: SIGNED_IN,
      requestParams: { path: companyPath },
      responses: { 200: json('The settings.', data(settings)), ...errors(401, 403, 404) },
    },
  },
  {
    method: 'patch',
    path: '/api/recruiter/organisations/{companyId}/answers',
    operation: {
      operationId: 'changeAnswerSettings',
      tags: ['recruiter'],
      summary: 'Change the answer time (7–30 days) or the refusal templates (plain text, per language)',
      description:
        'A template with markup is refused (422, `details.code`: `template-markup`) and nothing is saved. Example body: `{ "answer_days": 14, "templates": { "nl": "Bedankt voor uw sollicitatie." } }`.',
      security: SIGNED_IN,
      requestParams: { path: companyPath },
      requestBody: jsonBody(answerSettingsBody),
      responses: { 200: json('Saved.', data(settings)), ...errors(400, 401, 403, 404, 413, 415, 422, 429) },
    },
  },
  {
    method: 'get',
    path: '/api/organisations/{companyId}/response-record',
    operation: {
      operationId: 'getResponseRecord',
      tags: ['search'],
      summary: 'The organisation’s answers over the last 180 days',
      description:
        'The share of applications answered within 14 days and the median days to a first answer, from 10 applications on (`new` before).',
      security: PUBLIC,
      requestParams: { path: companyPath },
      responses: { 200: json('Its record.', data(record)), ...errors(404) },
    },
  },
  {
    method: 'post',
    path: '/api/ops/answer-deadlines',
    operation: {
      operationId: 'runAnswerDeadlines',
      tags: ['platform'],
      summary: 'Queue the answers run now: closing at the date, reminders, response records',
      description: '`at` (another day) only with `OPS_CLOCK=1` (browser tests). Example body: `{}`.',
      security: OPERATOR,
      requestBody: { required: false, content: { 'application/json': { schema: answerRunBody } } },
      responses: {
        200: json(
          'A run is already queued.',
          z.object({ queued: z.boolean(), jobId: z.string().nullable() }),
        ),
        202: json('Queued.', z.object({ queued: z.boolean(), jobId: z.string().nullable() })),
        ...errors(400, 401, 403, 404, 503),
      },
    },
  },
]
