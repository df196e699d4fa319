import { createFileRoute } from '@tanstack/react-router'
import { currentUser } from '~/features/auth/current-user.server'
import { handleSourceWrite } from '~/features/offer-sources/offer-sources-api.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `POST /api/recruiter/companies/<company>/sources/preview`: what a source would import, nothing written. */
export const Route = createFileRoute('/api/recruiter/companies/$companyId/sources/preview')({
  server: {
    handlers: {
      ...otherMethods(['POST']),
      POST: async ({ request, params }) => {
        const db = await getDb()
        return handleSourceWrite(db, await currentUser(db), params.companyId, request, 'preview')
      },
    },
  },
})
