import { createFileRoute } from '@tanstack/react-router'
import { currentUser } from '~/features/auth/current-user.server'
import { handleSourceAction } from '~/features/offer-sources/offer-sources-api.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `POST /api/recruiter/sources/<source>/import`: import now, answer the run's report. */
export const Route = createFileRoute('/api/recruiter/sources/$sourceId/import')({
  server: {
    handlers: {
      ...otherMethods(['POST']),
      POST: async ({ params }) => {
        const db = await getDb()
        return handleSourceAction(db, await currentUser(db), params.sourceId, 'import')
      },
    },
  },
})
