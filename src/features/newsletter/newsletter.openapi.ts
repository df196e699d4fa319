/** `POST /api/newsletter` in the OpenAPI document (src/server/openapi). */
import { z } from 'zod'
import { newsletterSchema } from '~/domain/validation'
import { type ApiOperation, errors, json, jsonBody, PUBLIC } from '~/server/openapi/document'

export const newsletterOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/newsletter',
    operation: {
      operationId: 'subscribeNewsletter',
      tags: ['newsletter'],
      security: PUBLIC,
      summary: 'Subscribe an e-mail address to the newsletter',
      description: 'Idempotent: an address already subscribed is a success. Rate-limited per client.',
      requestBody: jsonBody(newsletterSchema),
      responses: {
        200: json('Subscribed.', z.object({ ok: z.literal(true) })),
        ...errors(400, 413, 415, 429),
      },
    },
  },
]
