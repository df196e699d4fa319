import { createFileRoute } from '@tanstack/react-router'
import { currentUser } from '~/features/auth/current-user.server'
import { handleRecruiterApplication } from '~/features/recruiter/recruiter-api.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `GET /api/recruiter/applications/<application>`: one application of the recruiter's organisation. */
export const Route = createFileRoute('/api/recruiter/applications/$applicationId')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async ({ params }) => {
        const db = await getDb()
        return handleRecruiterApplication(db, await currentUser(db), params.applicationId)
      },
    },
  },
})
