/** `POST /api/talents/toggle-save` in the OpenAPI document (src/server/openapi). */
import { z } from 'zod'
import { type ApiOperation, errors, id, json, jsonBody, SIGNED_IN } from '~/server/openapi/document'
import { toggleSaveBody } from './saved-items-api'

export const savedItemsOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/talents/toggle-save',
    operation: {
      operationId: 'replaceSavedItems',
      tags: ['talents'],
      summary: 'Replace the signed-in talent’s saved offers and articles',
      description: 'The full list replaces hers; unknown ids are dropped. Another talent’s uuid is a 403.',
      security: SIGNED_IN,
      requestBody: jsonBody(toggleSaveBody),
      responses: {
        200: json('Her saved items now.', z.object({ saved_data: z.array(id) })),
        ...errors(400, 401, 403, 413, 415),
      },
    },
  },
]
