import { createFileRoute } from '@tanstack/react-router'
import { handlePickInterviewSlot } from '~/features/applications/interviews-api.server'
import { currentUser } from '~/features/auth/current-user.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `POST /api/applications/interviews/<interview>/pick` `{ slot }`: the talent fixes her interview's slot. */
export const Route = createFileRoute('/api/applications/interviews/$interviewId/pick')({
  server: {
    handlers: {
      ...otherMethods(['POST']),
      POST: async ({ request, params }) => {
        const db = await getDb()
        return handlePickInterviewSlot(db, await currentUser(db), params.interviewId, request)
      },
    },
  },
})
