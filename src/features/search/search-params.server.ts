import { z } from 'zod'
import { MAX_QUERY_LENGTH } from '~/features/jobs/jobs.search'
import { apiError } from '~/server/api'

const paramsSchema = z.object({
  query: z.string().max(MAX_QUERY_LENGTH, `query is limited to ${MAX_QUERY_LENGTH} characters`).default(''),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be an integer')
    .min(1, 'limit is at least 1')
    .max(50, 'limit is at most 50')
    .default(4),
})

/** `query` and `limit` of the site search endpoints, or the 400 answer. */
export function readSearchParams(request: Request): { query: string; limit: number } | Response {
  const parsed = paramsSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (parsed.success) return { query: parsed.data.query.trim(), limit: parsed.data.limit }
  const issue = parsed.error.issues[0]
  return apiError(400, `Invalid "${issue?.path.join('.') ?? 'parameters'}": ${issue?.message ?? 'bad value'}`)
}
