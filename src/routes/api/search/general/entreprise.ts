import { createFileRoute } from '@tanstack/react-router'
import { readSearchParams } from '~/features/search/search-params.server'
import { searchOrganisations } from '~/features/search/site-search.server'
import { apiLocale, otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `GET /api/search/general/entreprise?query=…&limit=4` (spec §7): organisations, `[list, total]`. */
export const Route = createFileRoute('/api/search/general/entreprise')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async ({ request }) => {
        const params = readSearchParams(request)
        if (params instanceof Response) return params
        const pair = await searchOrganisations(await getDb(), apiLocale(request), params.query, params.limit)
        return Response.json(pair, { headers: { vary: 'Accept-Language' } })
      },
    },
  },
})
