/** The skills endpoints in the OpenAPI document (src/server/openapi). */
import { z } from 'zod'
import { SKILL_TYPES } from '~/domain/enums'
import { type ApiOperation, errors, json, PUBLIC } from '~/server/openapi/document'
import { type ApiSkill, skillSearchParams } from './skills-api.server'

const skill = z.object({
  _id: z.string(),
  label: z.string().optional(),
  type: z.enum(SKILL_TYPES).optional(),
  value: z.string().optional(),
}) satisfies z.ZodType<ApiSkill>

export const skillsOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/skills',
    operation: {
      operationId: 'searchSkills',
      tags: ['search'],
      security: PUBLIC,
      summary: 'Skills matching a text, best first',
      description:
        '`select` is a comma-separated projection among `label`, `type`, `value` (`_id` always comes back). Labels in the Accept-Language locale.',
      requestParams: { query: skillSearchParams },
      responses: { 200: json('Matching skills.', z.array(skill)), ...errors(400) },
    },
  },
  {
    method: 'get',
    path: '/api/skills/default',
    operation: {
      operationId: 'suggestedSkills',
      tags: ['search'],
      security: PUBLIC,
      summary: 'The suggested skills',
      description: 'Takes no query parameters (any is a 400).',
      responses: {
        200: json('The suggestions.', z.array(skill.pick({ _id: true, label: true, type: true }))),
        ...errors(400),
      },
    },
  },
]
