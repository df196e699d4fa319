import { createFileRoute } from '@tanstack/react-router'
import { handleResponseRecord } from '~/features/response-record/response-record-api.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `GET /api/organisations/<company>/response-record`: its answers over the last 180 days (public). */
export const Route = createFileRoute('/api/organisations/$companyId/response-record')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async ({ params }) => handleResponseRecord(await getDb(), params.companyId),
    },
  },
})
