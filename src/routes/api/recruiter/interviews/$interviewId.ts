import { createFileRoute } from '@tanstack/react-router'
import { currentUser } from '~/features/auth/current-user.server'
import {
  handleCancelInterview,
  handleChangeInterview,
} from '~/features/recruiter/recruiter-interviews-api.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `PUT /api/recruiter/interviews/<interview>` (new slots), `DELETE` (cancel). */
export const Route = createFileRoute('/api/recruiter/interviews/$interviewId')({
  server: {
    handlers: {
      ...otherMethods(['PUT', 'DELETE']),
      PUT: async ({ request, params }) => {
        const db = await getDb()
        return handleChangeInterview(db, await currentUser(db), params.interviewId, request)
      },
      DELETE: async ({ request, params }) => {
        const db = await getDb()
        return handleCancelInterview(db, await currentUser(db), params.interviewId, request)
      },
    },
  },
})
