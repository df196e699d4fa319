import { createFileRoute } from '@tanstack/react-router'
import { currentUser } from '~/features/auth/current-user.server'
import { handleUpload } from '~/features/uploads/upload-endpoint.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `POST /api/upload` (docs/product.md#api): multipart `file-0`, `file-1`…, optional `purpose`; a location per file. */
export const Route = createFileRoute('/api/upload')({
  server: {
    handlers: {
      ...otherMethods(['POST']),
      POST: async ({ request }) => {
        const db = await getDb()
        const user = await currentUser(db)
        return handleUpload(db, user?.id ?? null, request)
      },
    },
  },
})
