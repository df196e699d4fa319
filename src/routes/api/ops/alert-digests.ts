import { createFileRoute } from '@tanstack/react-router'
import { handleDigestRunRequest } from '~/features/alerts/alerts-api.server'
import { otherMethods } from '~/server/api'
import { startDatabase } from '~/server/db'
import { startJobQueue } from '~/server/jobs/queue'

/** Operators: run the alert digests now (after an outage, or in the browser tests). */
export const Route = createFileRoute('/api/ops/alert-digests')({
  server: {
    handlers: {
      ...otherMethods(['POST']),
      POST: ({ request }) =>
        handleDigestRunRequest(request, async () => startJobQueue(await startDatabase())),
    },
  },
})
