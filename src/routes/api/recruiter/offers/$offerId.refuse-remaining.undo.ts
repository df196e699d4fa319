import { createFileRoute } from '@tanstack/react-router'
import { currentUser } from '~/features/auth/current-user.server'
import { handleUndoRefusals } from '~/features/recruiter/answers-api.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `POST /api/recruiter/offers/<offer>/refuse-remaining/undo` `{ refused }`. */
export const Route = createFileRoute('/api/recruiter/offers/$offerId/refuse-remaining/undo')({
  server: {
    handlers: {
      ...otherMethods(['POST']),
      POST: async ({ request, params }) => {
        const db = await getDb()
        return handleUndoRefusals(db, await currentUser(db), params.offerId, request)
      },
    },
  },
})
