import { createFileRoute } from '@tanstack/react-router'
import { currentUser } from '~/features/auth/current-user.server'
import { handleOrganisationNote } from '~/features/recruiter/recruiter-api.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `POST /api/recruiter/applications/<application>/note` `{ note }`: the organisation's own note. */
export const Route = createFileRoute('/api/recruiter/applications/$applicationId/note')({
  server: {
    handlers: {
      ...otherMethods(['POST']),
      POST: async ({ request, params }) => {
        const db = await getDb()
        return handleOrganisationNote(db, await currentUser(db), params.applicationId, request)
      },
    },
  },
})
