import { createFileRoute } from '@tanstack/react-router'
import { currentUser } from '~/features/auth/current-user.server'
import { handleStatusChange } from '~/features/recruiter/recruiter-api.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `POST /api/applications/status` `{ application_uuid, from, to }`: a recruiter answers, a talent withdraws. */
export const Route = createFileRoute('/api/applications/status')({
  server: {
    handlers: {
      ...otherMethods(['POST']),
      POST: async ({ request }) => {
        const db = await getDb()
        return handleStatusChange(db, await currentUser(db), request)
      },
    },
  },
})
