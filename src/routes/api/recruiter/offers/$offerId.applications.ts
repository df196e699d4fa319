import { createFileRoute } from '@tanstack/react-router'
import { currentUser } from '~/features/auth/current-user.server'
import { handleOfferApplicants } from '~/features/recruiter/recruiter-api.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `GET /api/recruiter/offers/<offer>/applications?status=&page=`: one offer's applicants. */
export const Route = createFileRoute('/api/recruiter/offers/$offerId/applications')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async ({ request, params }) => {
        const db = await getDb()
        return handleOfferApplicants(db, await currentUser(db), params.offerId, request)
      },
    },
  },
})
