import { z } from 'zod'
import { MAX_QUERY_LENGTH } from '~/domain/list-search'

/** `query` and `limit` of the `/api/search/*` endpoints (spec §7); the answers' 400s quote these messages. */
export const searchApiParams = z.object({
  query: z
    .string()
    .max(MAX_QUERY_LENGTH, `query is limited to ${MAX_QUERY_LENGTH} characters`)
    .default('')
    .transform((query) => query.trim()),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be an integer')
    .min(1, 'limit is at least 1')
    .max(50, 'limit is at most 50')
    .default(4),
})
