import { createFileRoute } from '@tanstack/react-router'
import { handleApply, handleMyApplications } from '~/features/applications/applications-api.server'
import { currentUser } from '~/features/auth/current-user.server'
import { apiLocale, otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `GET /api/applications?tab=`: the talent's applications; `POST /api/applications`: apply to an offer. */
export const Route = createFileRoute('/api/applications/')({
  server: {
    handlers: {
      ...otherMethods(['GET', 'POST']),
      GET: async ({ request }) => {
        const db = await getDb()
        return handleMyApplications(db, await currentUser(db), request, apiLocale(request))
      },
      POST: async ({ request }) => {
        const db = await getDb()
        return handleApply(db, await currentUser(db), request)
      },
    },
  },
})
