import { createFileRoute } from '@tanstack/react-router'
import { searchOffers } from '~/features/offers/offer-search.server'
import { DID_YOU_MEAN_HEADER, toSearchApiPair } from '~/features/offers/offer-search-api'
import { jobSearchApiParams } from '~/features/search/search-params.server'
import { apiLocale, otherMethods, parseQueryParams } from '~/server/api'
import { getDb } from '~/server/db'

/** `GET /api/search/jobs?query=…&filters={…}&limit=4` (docs/product.md#api): `[list, total]`. */
export const Route = createFileRoute('/api/search/jobs')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async ({ request }) => {
        const params = parseQueryParams(request, jobSearchApiParams)
        if (!params.ok) return params.response
        const { query, filters, limit, page } = params.data
        const result = await searchOffers(await getDb(), apiLocale(request), { query, filters, page }, limit)
        const headers: Record<string, string> = { vary: 'Accept-Language' }
        // "Did you mean": beside the [list, total] pair, which stays as documented.
        if (result.suggestion) headers[DID_YOU_MEAN_HEADER] = encodeURIComponent(result.suggestion)
        return Response.json(toSearchApiPair(result), { headers })
      },
    },
  },
})
