/** `GET /api/talents` in the OpenAPI document (src/server/openapi). */
import { z } from 'zod'
import { type ApiOperation, errors, id, json, SIGNED_IN } from '~/server/openapi/document'
import { type TalentApiAnswer, talentQuery } from './talent-api.server'

export const talentOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/talents',
    operation: {
      operationId: 'ownTalent',
      tags: ['talents'],
      summary: 'The signed-in talent, with her CV as a fresh signed link',
      description: 'Only oneself: any other `uuid` is a 403, known or not.',
      security: SIGNED_IN,
      requestParams: { query: talentQuery },
      responses: {
        200: json(
          'Her profile.',
          z.object({
            uuid: id,
            user_uuid: id,
            firstname: z.string(),
            lastname: z.string(),
            email: z.string(),
            picture: z.object({ src: z.string() }).nullable(),
            cv: z.object({ name: z.string(), src: z.string() }).nullable(),
          }) satisfies z.ZodType<TalentApiAnswer>,
        ),
        ...errors(400, 401, 403),
      },
    },
  },
]
