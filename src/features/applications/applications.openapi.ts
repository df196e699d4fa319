/** The talents' application endpoints in the OpenAPI document (src/server/openapi). */
import { z } from 'zod'
import { APPLICATION_ACTORS, APPLICATION_STATUSES } from '~/domain/enums'
import { type ApiOperation, data, errors, id, json, jsonBody, SIGNED_IN } from '~/server/openapi/document'
import type { TalentApplication } from './applications.model'
import { applyBody, externalApplicationBody, myApplicationsQuery } from './applications-api.server'
import { interviewSchema, interviewStepsSchema } from './interviews.openapi'

export const timelineSchema = z.array(
  z.object({ status: z.enum(APPLICATION_STATUSES), actor: z.enum(APPLICATION_ACTORS), at: z.string() }),
)

const talentApplication = z.object({
  id,
  status: z.enum(APPLICATION_STATUSES),
  sentAt: z.string(),
  answerDueAt: z
    .string()
    .nullable()
    .meta({ description: 'The organisation answers by then, or Tremplin closes it.' }),
  refusal: z.object({ reason: z.string().nullable(), message: z.string().nullable() }).nullable(),
  appliedExternally: z.boolean(),
  canWithdraw: z.boolean(),
  offer: z.object({
    id,
    title: z.string(),
    companyName: z.string(),
    link: z.object({ slug: z.string(), job: z.string() }).nullable(),
    open: z.boolean(),
  }),
  timeline: timelineSchema,
  interviews: z.array(interviewSchema),
  interviewSteps: interviewStepsSchema,
}) satisfies z.ZodType<TalentApplication>

export const applicationsOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/applications',
    operation: {
      operationId: 'listMyApplications',
      tags: ['applications'],
      summary: 'The signed-in talent’s applications',
      security: SIGNED_IN,
      requestParams: { query: myApplicationsQuery },
      responses: {
        200: json('Her applications in the tab.', data(z.array(talentApplication))),
        ...errors(400, 401, 403),
      },
    },
  },
  {
    method: 'post',
    path: '/api/applications',
    operation: {
      operationId: 'apply',
      tags: ['applications'],
      summary: 'Apply to an offer',
      description:
        '`cv` (and `cover_letter_file`) are locations `POST /api/upload` answered; `answers` holds one answer per question of the offer. A refusal names its reason in `error.details.code` (`offer-closed`, `already-applied`, `no-cv`…).',
      security: SIGNED_IN,
      requestBody: jsonBody(applyBody),
      responses: {
        201: json('Sent.', data(z.object({ uuid: id, status: z.literal('new') }))),
        ...errors(400, 401, 403, 404, 409, 413, 415, 422, 429),
      },
    },
  },
  {
    method: 'post',
    path: '/api/applications/external',
    operation: {
      operationId: 'recordExternalApplication',
      tags: ['applications'],
      summary: 'Record an application sent on the organisation’s own site',
      description:
        'Only for offers whose page sends applicants to the organisation’s site (404 otherwise). Recording twice is harmless.',
      security: SIGNED_IN,
      requestBody: jsonBody(externalApplicationBody),
      responses: {
        200: json('Recorded.', data(z.object({ uuid: id, applied_externally: z.literal(true) }))),
        ...errors(400, 401, 403, 404, 409, 413, 415),
      },
    },
  },
]
