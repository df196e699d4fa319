import { createFileRoute } from '@tanstack/react-router'
import { currentUser } from '~/features/auth/current-user.server'
import { handleDataExport } from '~/features/privacy/data-export-endpoint.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** `GET /api/account/data-export`: "download my data" (a zip of every row about the user and her files). */
export const Route = createFileRoute('/api/account/data-export')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async () => {
        const db = await getDb()
        return handleDataExport(db, (await currentUser(db))?.id ?? null)
      },
    },
  },
})
