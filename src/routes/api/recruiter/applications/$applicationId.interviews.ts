import { createFileRoute } from '@tanstack/react-router'
import { currentUser } from '~/features/auth/current-user.server'
import { handleInviteToInterview } from '~/features/recruiter/recruiter-interviews-api.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `POST /api/recruiter/applications/<application>/interviews`: invite the applicant to an interview. */
export const Route = createFileRoute('/api/recruiter/applications/$applicationId/interviews')({
  server: {
    handlers: {
      ...otherMethods(['POST']),
      POST: async ({ request, params }) => {
        const db = await getDb()
        return handleInviteToInterview(db, await currentUser(db), params.applicationId, request)
      },
    },
  },
})
