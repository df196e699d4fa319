import { createFileRoute } from '@tanstack/react-router'
import { currentUser } from '~/features/auth/current-user.server'
import { handleFileRequest } from '~/features/uploads/file-endpoint.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/**
 * `GET /api/files/<id>?expires=…&signature=…`: a private file (CV, cover letter) by its signed link;
 * unsigned, its owner is sent to a fresh signed link.
 */
export const Route = createFileRoute('/api/files/$fileId')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async ({ request, params }) => {
        const db = await getDb()
        return handleFileRequest(db, params.fileId, request, async () => (await currentUser(db))?.id ?? null)
      },
    },
  },
})
