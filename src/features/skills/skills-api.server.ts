/**
 * The public shape of the skills endpoints (docs/product.md#api):
 * - `GET /api/skills/default` → `[{ _id, label, type }]`, the suggested skills (the spec names `_id` and
 *   `label`; `type` lets a client keep a chosen suggestion's hard/soft type without another call);
 * - `GET /api/skills?query=&limit=15&select=` → `[{ _id, label, type, value }]`, best match first.
 *   `query`: up to 100 characters, empty browses the catalogue; `limit`: 1 to 50, default 15;
 *   `select`: a comma-separated projection among `label`, `type`, `value` (e.g. `select=label,type`);
 *   `_id` always comes back, since it is what a client chooses. Any other field name is a 400.
 * Labels are in the Accept-Language locale (French when none is supported).
 */
import { z } from 'zod'
import { SKILLS_SUGGESTIONS } from '~/domain/constants'
import { SKILLS_QUERY_MAX_LENGTH, SKILLS_SEARCH_MAX_LIMIT } from '~/domain/skills'
import type { CatalogueSkill } from './skills.server'

export const SKILL_FIELDS = ['label', 'type', 'value'] as const
type SkillField = (typeof SKILL_FIELDS)[number]

export type ApiSkill = { _id: string } & Partial<Pick<CatalogueSkill, SkillField>>

const selectSchema = z
  .string()
  .max(100, 'select is limited to 100 characters')
  .transform((text, context): SkillField[] => {
    const names = text
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && name !== '_id')
    const unknown = names.find((name) => !(SKILL_FIELDS as readonly string[]).includes(name))
    if (unknown !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `select takes a comma-separated list among _id, ${SKILL_FIELDS.join(', ')} (not "${unknown}")`,
      })
      return z.NEVER
    }
    return names.length === 0 ? [...SKILL_FIELDS] : [...new Set(names as SkillField[])]
  })

/** The query string of `GET /api/skills` (other parameters are ignored); its 400s quote these messages. */
export const skillSearchParams = z.object({
  query: z
    .string()
    .max(SKILLS_QUERY_MAX_LENGTH, `query is limited to ${SKILLS_QUERY_MAX_LENGTH} characters`)
    .default(''),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be an integer')
    .min(1, 'limit is at least 1')
    .max(SKILLS_SEARCH_MAX_LIMIT, `limit is at most ${SKILLS_SEARCH_MAX_LIMIT}`)
    .default(SKILLS_SUGGESTIONS),
  select: selectSchema.default([...SKILL_FIELDS]),
})

/** Skills as the API answers them: `_id` and the selected fields, in the order of `SKILL_FIELDS`. */
export function toApiSkills(skills: readonly CatalogueSkill[], select: readonly SkillField[]): ApiSkill[] {
  return skills.map((skill) => {
    const answer: ApiSkill = { _id: skill.id }
    for (const field of SKILL_FIELDS)
      if (select.includes(field)) Object.assign(answer, { [field]: skill[field] })
    return answer
  })
}

/** The suggested skills as `/api/skills/default` answers them. */
export function toDefaultSkills(skills: readonly CatalogueSkill[]): ApiSkill[] {
  return toApiSkills(skills, ['label', 'type'])
}
