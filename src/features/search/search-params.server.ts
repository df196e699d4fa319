import { z } from 'zod'
import { MAX_QUERY_LENGTH, parseQuery } from '~/domain/list-search'
import { parseOfferFilters } from '~/features/offers/offer-list-url'

/** `query` and `limit` of the `/api/search/*` endpoints (docs/product.md#api); the answers' 400s quote these messages. */
export const searchApiParams = z.object({
  // Like the list pages, a longer text is cut rather than refused: any search text answers with results.
  query: z
    .string()
    .default('')
    .transform(parseQuery)
    .meta({ description: `The search text; only its first ${MAX_QUERY_LENGTH} characters are searched.` }),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be an integer')
    .min(1, 'limit is at least 1')
    .max(50, 'limit is at most 50')
    .default(4),
})

/** The query of `GET /api/search/jobs`: `query`, `limit`, the job list's `filters` as JSON, `page`. */
export const jobSearchApiParams = searchApiParams.extend({
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
    })
    .meta({ description: 'The job list’s filters as a JSON object, e.g. `{"zones":["namur"]}`.' }),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})
