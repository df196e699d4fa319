/** `GET /api/pages` in the OpenAPI document (src/server/openapi). */
import { z } from 'zod'
import { POPULAR_PAGE_TYPES } from '~/domain/enums'
import { type ApiOperation, errors, json, PUBLIC } from '~/server/openapi/document'
import type { PopularPageLink } from './popular-pages.model'

export const pagesOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/pages',
    operation: {
      operationId: 'popularPages',
      tags: ['search'],
      security: PUBLIC,
      summary: 'The most-visited pages (sectors, cities, jobs) in the Accept-Language locale',
      description: 'Takes no query parameters (any is a 400). Cached 5 minutes.',
      responses: {
        200: json(
          'The pages, by type then kind.',
          z.array(
            z.object({
              slug: z.string(),
              title: z.string(),
              type: z.enum(POPULAR_PAGE_TYPES),
              kind: z.enum(['emploi', 'stage']),
            }) satisfies z.ZodType<PopularPageLink>,
          ),
        ),
        ...errors(400),
      },
    },
  },
]
