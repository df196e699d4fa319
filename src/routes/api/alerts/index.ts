import { createFileRoute } from '@tanstack/react-router'
import { handleMyAlerts, handleSaveAlert } from '~/features/alerts/alerts-rest.server'
import { currentUser } from '~/features/auth/current-user.server'
import { apiLocale, otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `GET /api/alerts` (hers) and `POST /api/alerts` (save a search). */
export const Route = createFileRoute('/api/alerts/')({
  server: {
    handlers: {
      ...otherMethods(['GET', 'POST']),
      GET: async ({ request }) => {
        const db = await getDb()
        return handleMyAlerts(db, await currentUser(db), apiLocale(request))
      },
      POST: async ({ request }) => {
        const db = await getDb()
        return handleSaveAlert(db, await currentUser(db), request)
      },
    },
  },
})
