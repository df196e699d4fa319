/** The alerts' `/api` operations in the OpenAPI document (src/server/openapi). */
import { z } from 'zod'
import { ALERT_FREQUENCIES } from '~/domain/alerts'
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
import { alertFieldsChangeSchema, newAlertSchema } from './alert-input'
import type { FollowedCompany, SavedSearch } from './alerts.model'

export const savedSearchSchema = z.object({
  id,
  name: z.string(),
  query: z.string(),
  filters: z.record(z.string(), z.array(z.string())),
  emailAlert: z.boolean(),
  frequency: z.enum(ALERT_FREQUENCIES),
  createdAt: z.string(),
}) satisfies z.ZodType<SavedSearch>

export const followedCompanySchema = z.object({
  id,
  name: z.string(),
  slug: z.string().nullable(),
  active: z.boolean(),
}) satisfies z.ZodType<FollowedCompany>

const alertPath = z.object({ alertId: z.string().meta({ description: 'The alert’s uuid.' }) })

export const alertsOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/alerts',
    operation: {
      operationId: 'listAlerts',
      tags: ['alerts'],
      summary: 'The signed-in talent’s saved searches and followed organisations',
      security: SIGNED_IN,
      responses: {
        200: json(
          'Her saved searches (newest first) and followed organisations.',
          data(z.object({ searches: z.array(savedSearchSchema), companies: z.array(followedCompanySchema) })),
        ),
        ...errors(401, 403),
      },
    },
  },
  {
    method: 'post',
    path: '/api/alerts',
    operation: {
      operationId: 'createAlert',
      tags: ['alerts'],
      summary: 'Save a search as an alert',
      description: 'A keyword or at least one known filter value of the job list is required.',
      security: SIGNED_IN,
      requestBody: jsonBody(newAlertSchema),
      responses: {
        201: json('Saved.', data(z.object({ uuid: id }))),
        ...errors(400, 401, 403, 409, 413, 415),
      },
    },
  },
  {
    method: 'patch',
    path: '/api/alerts/{alertId}',
    operation: {
      operationId: 'changeAlert',
      tags: ['alerts'],
      summary: 'Rename an alert, turn its e-mails on or off, change its frequency',
      security: SIGNED_IN,
      requestParams: { path: alertPath },
      requestBody: jsonBody(alertFieldsChangeSchema),
      responses: {
        200: json('Changed.', data(z.object({ uuid: id }))),
        ...errors(400, 401, 403, 404, 413, 415),
      },
    },
  },
  {
    method: 'delete',
    path: '/api/alerts/{alertId}',
    operation: {
      operationId: 'deleteAlert',
      tags: ['alerts'],
      summary: 'Delete an alert',
      security: SIGNED_IN,
      requestParams: { path: alertPath },
      responses: { 204: { description: 'Deleted.' }, ...errors(401, 403, 404) },
    },
  },
  {
    method: 'post',
    path: '/api/alerts/unsubscribe',
    operation: {
      operationId: 'unsubscribeOneClick',
      tags: ['alerts'],
      security: PUBLIC,
      summary: 'One-click unsubscribe (RFC 8058) from an alert digest',
      description:
        'The `List-Unsubscribe` address of the digests, POSTed by mail clients (body `List-Unsubscribe=One-Click`, not required). The signed link is the authority; `GET` sends a person to the page that explains what stopped.',
      requestParams: {
        query: z.object({ token: z.string().meta({ description: 'The token of the e-mailed link.' }) }),
      },
      responses: {
        200: json(
          'Unsubscribed.',
          z.object({ ok: z.literal(true), stopped: z.enum(['search', 'company', 'all', 'picks']) }),
        ),
        ...errors(400, 410, 429),
      },
    },
  },
  {
    method: 'get',
    path: '/api/alerts/unsubscribe',
    operation: {
      operationId: 'unsubscribeLanding',
      tags: ['alerts'],
      security: PUBLIC,
      summary: 'A person who opens the unsubscribe link: sent to the page that explains it',
      description: 'Changes nothing by itself: the page asks before unsubscribing.',
      requestParams: { query: z.object({ token: z.string().optional() }) },
      responses: { 303: { description: 'Redirect to `/alert-unsubscribe?token=…`.' } },
    },
  },
  {
    method: 'post',
    path: '/api/ops/alert-digests',
    operation: {
      operationId: 'runAlertDigests',
      tags: ['platform'],
      summary: 'Operators: queue an alert-digest run now',
      description: 'Answers 404 when the server has no `OPS_TOKEN`.',
      security: OPERATOR,
      responses: {
        200: json('A run is already queued.', z.object({ queued: z.literal(false), jobId: z.null() })),
        202: json('Queued.', z.object({ queued: z.literal(true), jobId: z.string() })),
        ...errors(401, 404, 503),
      },
    },
  },
]
