import { createFileRoute } from '@tanstack/react-router'
import { currentUser } from '~/features/auth/current-user.server'
import { handleRefusalPreview } from '~/features/recruiter/answers-api.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `GET /api/recruiter/applications/<application>/refusal-preview?reason=`: the talent's e-mail, unsent. */
export const Route = createFileRoute('/api/recruiter/applications/$applicationId/refusal-preview')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async ({ request, params }) => {
        const db = await getDb()
        return handleRefusalPreview(db, await currentUser(db), params.applicationId, request)
      },
    },
  },
})
