import { createFileRoute } from '@tanstack/react-router'
import { newsletterSchema } from '~/domain/validation'
import { subscribeToNewsletter } from '~/features/newsletter/newsletter.server'
import { apiLocale, otherMethods, parseJsonBody, tooManyRequests } from '~/server/api'
import { getDb } from '~/server/db'
import { clientKey, hitRateLimit, NEWSLETTER_LIMIT } from '~/server/rate-limit'

/** `POST /api/newsletter` `{ mail }` (spec §7): subscribes the address once. */
export const Route = createFileRoute('/api/newsletter')({
  server: {
    handlers: {
      ...otherMethods(['POST']),
      POST: async ({ request }) => {
        const body = await parseJsonBody(
          request,
          newsletterSchema,
          'A valid e-mail address is required in "mail".',
        )
        if (!body.ok) return body.response
        const db = await getDb()
        const { allowed, retryAfterS } = await hitRateLimit(db, `newsletter:${clientKey()}`, NEWSLETTER_LIMIT)
        if (!allowed)
          return tooManyRequests(retryAfterS, 'Too many subscriptions from this address; try again later.')
        await subscribeToNewsletter(db, body.data.mail, apiLocale(request))
        return Response.json({ ok: true })
      },
    },
  },
})
