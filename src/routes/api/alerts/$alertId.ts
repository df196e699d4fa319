import { createFileRoute } from '@tanstack/react-router'
import { handleChangeAlert, handleDeleteAlert } from '~/features/alerts/alerts-rest.server'
import { currentUser } from '~/features/auth/current-user.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `PATCH /api/alerts/<alert>` and `DELETE /api/alerts/<alert>`: her own alerts only. */
export const Route = createFileRoute('/api/alerts/$alertId')({
  server: {
    handlers: {
      ...otherMethods(['PATCH', 'DELETE']),
      PATCH: async ({ request, params }) => {
        const db = await getDb()
        return handleChangeAlert(db, await currentUser(db), params.alertId, request)
      },
      DELETE: async ({ params }) => {
        const db = await getDb()
        return handleDeleteAlert(db, await currentUser(db), params.alertId)
      },
    },
  },
})
