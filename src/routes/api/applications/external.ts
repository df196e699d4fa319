import { createFileRoute } from '@tanstack/react-router'
import { handleRecordExternal } from '~/features/applications/applications-api.server'
import { currentUser } from '~/features/auth/current-user.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `POST /api/applications/external` `{ offer_uuid }`: the talent applied on the organisation's site. */
export const Route = createFileRoute('/api/applications/external')({
  server: {
    handlers: {
      ...otherMethods(['POST']),
      POST: async ({ request }) => {
        const db = await getDb()
        return handleRecordExternal(db, await currentUser(db), request)
      },
    },
  },
})
