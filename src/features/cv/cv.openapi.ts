/** `GET /api/talents/get-cv` in the OpenAPI document (src/server/openapi). */
import { z } from 'zod'
import { type ApiOperation, data, errors, json, SIGNED_IN } from '~/server/openapi/document'
import { getCvQuery } from './cv-api.server'

export const cvOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/talents/get-cv',
    operation: {
      operationId: 'importCv',
      tags: ['talents'],
      summary: 'Fill the signed-in talent’s profile from her uploaded CV',
      description:
        '`link` is the location `POST /api/upload` answered for her CV. What her profile lacks is filled at once; the rest is proposed. With the session cookie, only calls from the site itself are taken.',
      security: SIGNED_IN,
      requestParams: { query: getCvQuery },
      responses: {
        200: json(
          'The profile was filled: `filled` values written (`unsure` of them to check), `proposed` waiting for her choice; `little` when the CV gave almost nothing readable and nothing was written.',
          data(
            z.object({
              filled: z.int().min(0),
              unsure: z.int().min(0),
              proposed: z.int().min(0),
              little: z.boolean(),
            }),
          ),
        ),
        ...errors(400, 401, 403, 404, 422, 429),
      },
    },
  },
]
