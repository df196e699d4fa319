import { createFileRoute } from '@tanstack/react-router'
import { handleLogEvent } from '~/features/analytics/events-api.server'
import { otherMethods } from '~/server/api'
import { clientKey } from '~/server/rate-limit'

/** `POST /api/events/log` (docs/product.md#api): a first-party analytics event; 202 once queued. */
export const Route = createFileRoute('/api/events/log')({
  server: {
    handlers: {
      ...otherMethods(['POST']),
      POST: ({ request }) => handleLogEvent(request, clientKey()),
    },
  },
})
