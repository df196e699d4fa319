import { createFileRoute } from '@tanstack/react-router'
import { currentUser } from '~/features/auth/current-user.server'
import { handleTalentRequest } from '~/features/talent/talent-api.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `GET /api/talents?uuid=` (docs/product.md#api): the signed-in talent, with her CV as a fresh signed link. */
export const Route = createFileRoute('/api/talents/')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async ({ request }) => {
        const db = await getDb()
        const user = await currentUser(db)
        return handleTalentRequest(db, user?.id ?? null, request)
      },
    },
  },
})
