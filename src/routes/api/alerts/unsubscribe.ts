import { createFileRoute } from '@tanstack/react-router'
import { handleOneClickUnsubscribe } from '~/features/alerts/alerts-api.server'
import { otherMethods } from '~/server/api'
import { getDb } from '~/server/db'

/**
 * The List-Unsubscribe address of alert digests (RFC 8058): mail clients POST to it. A person who opens
 * it lands on the page that says what it stopped.
 */
export const Route = createFileRoute('/api/alerts/unsubscribe')({
  server: {
    handlers: {
      ...otherMethods(['GET', 'POST']),
      POST: async ({ request }) => handleOneClickUnsubscribe(await getDb(), request),
      GET: ({ request }) => {
        const token = new URL(request.url).searchParams.get('token') ?? ''
        return new Response(null, {
          status: 303,
          headers: { location: `/alert-unsubscribe?${new URLSearchParams({ token })}` },
        })
      },
    },
  },
})
