import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { parseOfferFilters } from '~/features/offers/offer-list-url'
import { searchOffers } from '~/features/offers/offer-search.server'
import { toSearchApiPair } from '~/features/offers/offer-search-api'
import { searchApiParams } from '~/features/search/search-params.server'
import { apiLocale, otherMethods, parseQueryParams } from '~/server/api'
import { getDb } from '~/server/db'

const paramsSchema = searchApiParams.extend({
  filters: z
    .string()
    .default('{}')
    .transform((text, context) => {
      try {
        const value: unknown = JSON.parse(text)
        if (value && typeof value === 'object' && !Array.isArray(value)) return parseOfferFilters(value)
      } catch {}
      context.addIssue({ code: 'custom', message: 'filters must be a JSON object, e.g. {"zones":["namur"]}' })
      return z.NEVER
    }),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})

/** `GET /api/search/jobs?query=…&filters={…}&limit=4` (spec §7): `[list, total]`. */
export const Route = createFileRoute('/api/search/jobs')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async ({ request }) => {
        const params = parseQueryParams(request, paramsSchema)
        if (!params.ok) return params.response
        const { query, filters, limit, page } = params.data
        const result = await searchOffers(await getDb(), apiLocale(request), { query, filters, page }, limit)
        return Response.json(toSearchApiPair(result), { headers: { vary: 'Accept-Language' } })
      },
    },
  },
})
