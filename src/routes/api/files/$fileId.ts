import { createFileRoute } from '@tanstack/react-router'
import { handleSignedFile } from '~/features/uploads/file-endpoint.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `GET /api/files/<id>?expires=…&signature=…`: a private file (CV, cover letter) by its signed link. */
export const Route = createFileRoute('/api/files/$fileId')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async ({ request, params }) => handleSignedFile(await getDb(), params.fileId, request),
    },
  },
})
