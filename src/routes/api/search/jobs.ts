import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { searchJobs } from '~/features/jobs/job-search.server'
import { MAX_QUERY_LENGTH, parseJobFilters } from '~/features/jobs/jobs.search'
import { toSearchApiPair } from '~/features/jobs/search-api'
import { apiError, apiLocale, otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

const paramsSchema = z.object({
  query: z.string().max(MAX_QUERY_LENGTH, `query is limited to ${MAX_QUERY_LENGTH} characters`).default(''),
  filters: z
    .string()
    .default('{}')
    .transform((text, context) => {
      try {
        const value: unknown = JSON.parse(text)
        if (value && typeof value === 'object' && !Array.isArray(value)) return value
      } catch {}
      context.addIssue({ code: 'custom', message: 'filters must be a JSON object, e.g. {"zones":["namur"]}' })
      return z.NEVER
    }),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be an integer')
    .min(1)
    .max(50)
    .default(4),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})

/** `GET /api/search/jobs?query=…&filters={…}&limit=4` (spec §7): `[list, total]`. */
export const Route = createFileRoute('/api/search/jobs')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async ({ request }) => {
        const url = new URL(request.url)
        const parsed = paramsSchema.safeParse(Object.fromEntries(url.searchParams))
        if (!parsed.success) {
          const issue = parsed.error.issues[0]
          return apiError(
            400,
            `Invalid "${issue?.path.join('.') ?? 'parameters'}": ${issue?.message ?? 'bad value'}`,
          )
        }
        const { query, filters, limit, page } = parsed.data
        const result = await searchJobs(
          await getDb(),
          apiLocale(request),
          { query: query.trim(), filters: parseJobFilters(filters), page },
          limit,
        )
        return Response.json(toSearchApiPair(result), { headers: { vary: 'Accept-Language' } })
      },
    },
  },
})
