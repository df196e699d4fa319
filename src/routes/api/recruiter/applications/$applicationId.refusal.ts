import { createFileRoute } from '@tanstack/react-router'
import { currentUser } from '~/features/auth/current-user.server'
import { handleRefusal } from '~/features/recruiter/answers-api.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `POST /api/recruiter/applications/<application>/refusal` `{ from, reason }`. */
export const Route = createFileRoute('/api/recruiter/applications/$applicationId/refusal')({
  server: {
    handlers: {
      ...otherMethods(['POST']),
      POST: async ({ request, params }) => {
        const db = await getDb()
        return handleRefusal(db, await currentUser(db), params.applicationId, request)
      },
    },
  },
})
