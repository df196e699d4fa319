import { createFileRoute } from '@tanstack/react-router'
import { currentUser } from '~/features/auth/current-user.server'
import { handleRecruiterOffers } from '~/features/recruiter/recruiter-api.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `GET /api/recruiter/offers`: the recruiter's organisations, offers and applicants per status. */
export const Route = createFileRoute('/api/recruiter/offers/')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async () => {
        const db = await getDb()
        return handleRecruiterOffers(db, await currentUser(db))
      },
    },
  },
})
