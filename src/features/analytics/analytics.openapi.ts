/** `POST /api/events/log` in the OpenAPI document (src/server/openapi). */
import { z } from 'zod'
import { type ApiOperation, data, errors, json, jsonBody, PUBLIC } from '~/server/openapi/document'
import { analyticsEventSchema } from './event-input'

export const analyticsOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/events/log',
    operation: {
      operationId: 'logEvent',
      tags: ['platform'],
      security: PUBLIC,
      summary: 'Record a first-party analytics event',
      description:
        '`page_view` (extra: path, name, query, params), `search_website` (extra: search), `offer_view`, `apply_click`, `offer_save` (with offer_uuid), `company_view` (with enterprise_uuid). `long_session_id` and `session_id` are kept only when the request carries the analytics consent cookie (`tal.consent`); events naming an unknown offer or organisation are dropped when written. Answered once queued: `accepted` is false when the server is shedding load. Body at most 4 KB; 120 events a minute per client.',
      requestBody: jsonBody(analyticsEventSchema),
      responses: {
        202: json(
          'Queued (or dropped under load: `accepted: false`).',
          data(z.object({ accepted: z.boolean() })),
        ),
        ...errors(400, 403, 413, 415, 429),
      },
    },
  },
]
