import { createFileRoute } from '@tanstack/react-router'
import { suggestedSkills } from '~/features/skills/skills.server'
import { toDefaultSkills } from '~/features/skills/skills-api.server'
import { apiError, apiLocale, otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `GET /api/skills/default` (docs/product.md#api): the suggested skills, `[{ _id, label, type }]`. */
export const Route = createFileRoute('/api/skills/default')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async ({ request }) => {
        if (new URL(request.url).searchParams.size > 0) {
          return apiError(400, 'This endpoint takes no query parameters.')
        }
        const skills = await suggestedSkills(await getDb(), apiLocale(request))
        return Response.json(toDefaultSkills(skills), {
          headers: { 'cache-control': 'public, max-age=300', vary: 'Accept-Language' },
        })
      },
    },
  },
})
