/** `GET /api/account/data-export` in the OpenAPI document (src/server/openapi). */
import { z } from 'zod'
import { type ApiOperation, errors, SIGNED_IN } from '~/server/openapi/document'

export const privacyOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/account/data-export',
    operation: {
      operationId: 'exportMyData',
      tags: ['files'],
      summary: 'Download all the signed-in user’s data (a zip)',
      security: SIGNED_IN,
      responses: {
        200: {
          description: 'A zip of every row about her and her files, as an attachment.',
          content: {
            'application/zip': { schema: z.string().meta({ contentMediaType: 'application/zip' }) },
          },
        },
        ...errors(401, 429),
      },
    },
  },
]
