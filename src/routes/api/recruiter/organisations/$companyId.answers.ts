import { createFileRoute } from '@tanstack/react-router'
import { currentUser } from '~/features/auth/current-user.server'
import { handleAnswerSettings, handleAnswerSettingsChange } from '~/features/recruiter/answers-api.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `GET|PATCH /api/recruiter/organisations/<company>/answers`: answer time and refusal templates. */
export const Route = createFileRoute('/api/recruiter/organisations/$companyId/answers')({
  server: {
    handlers: {
      ...otherMethods(['GET', 'PATCH']),
      GET: async ({ params }) => {
        const db = await getDb()
        return handleAnswerSettings(db, await currentUser(db), params.companyId)
      },
      PATCH: async ({ request, params }) => {
        const db = await getDb()
        return handleAnswerSettingsChange(db, await currentUser(db), params.companyId, request)
      },
    },
  },
})
