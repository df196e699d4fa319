import { createFileRoute } from '@tanstack/react-router'
import { currentUser } from '~/features/auth/current-user.server'
import { handleOfferStatus } from '~/features/recruiter/recruiter-api.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `POST /api/recruiter/offers/<offer>/status` `{ action: "publish" | "archive" }`. */
export const Route = createFileRoute('/api/recruiter/offers/$offerId/status')({
  server: {
    handlers: {
      ...otherMethods(['POST']),
      POST: async ({ request, params }) => {
        const db = await getDb()
        return handleOfferStatus(db, await currentUser(db), params.offerId, request)
      },
    },
  },
})
