import { createFileRoute } from '@tanstack/react-router'
import { currentUser } from '~/features/auth/current-user.server'
import { handleListSources, handleSourceWrite } from '~/features/offer-sources/offer-sources-api.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `GET /api/recruiter/companies/<company>/sources` (sources and run reports), `POST` (connect one). */
export const Route = createFileRoute('/api/recruiter/companies/$companyId/sources/')({
  server: {
    handlers: {
      ...otherMethods(['GET', 'POST']),
      GET: async ({ params }) => {
        const db = await getDb()
        return handleListSources(db, await currentUser(db), params.companyId)
      },
      POST: async ({ request, params }) => {
        const db = await getDb()
        return handleSourceWrite(db, await currentUser(db), params.companyId, request, 'add')
      },
    },
  },
})
