/**
 * Every documented `/api` operation, domain by domain. A new endpoint adds its operation to its domain's
 * `*.openapi.ts` (or a new list here); e2e/api-contract.desktop.spec.ts fails while a route file is undocumented.
 */
import { z } from 'zod'
import { alertsOperations } from '~/features/alerts/alerts.openapi'
import { analyticsOperations } from '~/features/analytics/analytics.openapi'
import { applicationsOperations } from '~/features/applications/applications.openapi'
import { interviewsOperations } from '~/features/applications/interviews.openapi'
import { authOperations } from '~/features/auth/auth.openapi'
import { cvOperations } from '~/features/cv/cv.openapi'
import { newsletterOperations } from '~/features/newsletter/newsletter.openapi'
import { offerSourcesOperations } from '~/features/offer-sources/offer-sources.openapi'
import { pagesOperations } from '~/features/pages/pages.openapi'
import { privacyOperations } from '~/features/privacy/privacy.openapi'
import { answersOperations } from '~/features/recruiter/answers.openapi'
import { recruiterOperations } from '~/features/recruiter/recruiter.openapi'
import { savedItemsOperations } from '~/features/saved-items/saved-items.openapi'
import { searchOperations } from '~/features/search/search.openapi'
import { skillsOperations } from '~/features/skills/skills.openapi'
import { talentOperations } from '~/features/talent/talent.openapi'
import { uploadsOperations } from '~/features/uploads/uploads.openapi'
import { type ApiOperation, json, PUBLIC } from '~/server/openapi/document'

const readinessBody = (status: z.ZodType) =>
  z.object({
    status,
    database: z.enum(['ok', 'unreachable']),
    migrations: z.object({ applied: z.int().min(0), expected: z.int().min(0) }),
  })

const platformOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/health',
    operation: {
      operationId: 'health',
      tags: ['platform'],
      security: PUBLIC,
      summary: 'Liveness and database check',
      responses: { 200: json('Up, and the database answers.', z.object({ status: z.literal('ok') })) },
    },
  },
  {
    method: 'get',
    path: '/api/ready',
    operation: {
      operationId: 'readiness',
      tags: ['platform'],
      security: PUBLIC,
      summary: 'Readiness: the database answers and every migration is applied',
      responses: {
        200: json('Ready for traffic.', readinessBody(z.literal('ready'))),
        503: json(
          'Not ready: the database does not answer, or migrations are missing.',
          readinessBody(z.literal('not-ready')),
        ),
      },
    },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    operation: {
      operationId: 'openApiDocument',
      tags: ['platform'],
      security: PUBLIC,
      summary: 'This OpenAPI 3.1 document',
      responses: {
        200: json(
          'The document (cached 5 minutes).',
          z.looseObject({
            openapi: z.string().regex(/^3\.1\.\d+$/),
            paths: z.record(z.string(), z.unknown()),
          }),
        ),
      },
    },
  },
]

export const API_OPERATIONS: readonly ApiOperation[] = [
  ...authOperations,
  ...searchOperations,
  ...skillsOperations,
  ...pagesOperations,
  ...talentOperations,
  ...savedItemsOperations,
  ...cvOperations,
  ...applicationsOperations,
  ...alertsOperations,
  ...recruiterOperations,
  ...interviewsOperations,
  ...offerSourcesOperations,
  ...answersOperations,
  ...uploadsOperations,
  ...privacyOperations,
  ...newsletterOperations,
  ...analyticsOperations,
  ...platformOperations,
]
