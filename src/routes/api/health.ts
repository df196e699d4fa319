import { createFileRoute } from '@tanstack/react-router'
import { sql } from 'drizzle-orm'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/** Liveness and database check for load balancers. */
export const Route = createFileRoute('/api/health')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async () => {
        const db = await getDb()
        await db.execute(sql`select 1`)
        return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } })
      },
    },
  },
})
