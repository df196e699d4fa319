import { createFileRoute } from '@tanstack/react-router'
import { currentUser } from '~/features/auth/current-user.server'
import { handleGetCvRequest } from '~/features/cv/cv-api.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `GET /api/talents/get-cv?name=&link=&uuid=` (docs/product.md#api): fills her profile from her uploaded CV. */
export const Route = createFileRoute('/api/talents/get-cv')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async ({ request }) => {
        const db = await getDb()
        return handleGetCvRequest(db, await currentUser(db), request)
      },
    },
  },
})
