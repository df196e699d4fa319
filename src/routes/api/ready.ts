import { createFileRoute } from '@tanstack/react-router'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'
import { readiness } from '~/server/db/readiness'

/** Readiness: 200 when the database answers and the migrations are applied, else 503. */
export const Route = createFileRoute('/api/ready')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async () => {
        const state = await readiness(await getDb())
        return Response.json(
          {
            status: state.ready ? 'ready' : 'not-ready',
            database: state.database,
            migrations: state.migrations,
          },
          { status: state.ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
        )
      },
    },
  },
})
