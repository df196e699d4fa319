import { createFileRoute } from '@tanstack/react-router'
import { searchSkills } from '~/features/skills/skills.server'
import { skillSearchParams, toApiSkills } from '~/features/skills/skills-api.server'
import { apiLocale, otherMethods, parseQueryParams } from '~/server/api'
import { getDb } from '~/server/db'

/** `GET /api/skills?query=&limit=15&select=` (docs/product.md#api): matching skills, best first (skills-api.server.ts). */
export const Route = createFileRoute('/api/skills/')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async ({ request }) => {
        const params = parseQueryParams(request, skillSearchParams)
        if (!params.ok) return params.response
        const { query, limit, select } = params.data
        const skills = await searchSkills(await getDb(), apiLocale(request), query, limit)
        return Response.json(toApiSkills(skills, select), {
          headers: { 'cache-control': 'public, max-age=300', vary: 'Accept-Language' },
        })
      },
    },
  },
})
