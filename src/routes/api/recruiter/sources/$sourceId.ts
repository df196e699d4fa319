import { createFileRoute } from '@tanstack/react-router'
import { currentUser } from '~/features/auth/current-user.server'
import { handleSourceAction } from '~/features/offer-sources/offer-sources-api.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `DELETE /api/recruiter/sources/<source>`: the source goes, the offers it brought stay. */
export const Route = createFileRoute('/api/recruiter/sources/$sourceId')({
  server: {
    handlers: {
      ...otherMethods(['DELETE']),
      DELETE: async ({ params }) => {
        const db = await getDb()
        return handleSourceAction(db, await currentUser(db), params.sourceId, 'remove')
      },
    },
  },
})
