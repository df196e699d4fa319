import { createFileRoute } from '@tanstack/react-router'
import { newsletterSchema } from '~/domain/validation'
import { subscribeToNewsletter } from '~/features/newsletter/newsletter.server'
import { apiError, apiLocale, otherMethods, readJsonBody } from '~/server/api'
import { getDb } from '~/server/db'
import { clientKey, hitRateLimit, NEWSLETTER_LIMIT } from '~/server/rate-limit'

/** `POST /api/newsletter` `{ mail }` (spec §7): subscribes the address once. */
export const Route = createFileRoute('/api/newsletter')({
  server: {
    handlers: {
      ...otherMethods(['POST']),
      POST: async ({ request }) => {
        const body = await readJsonBody(request)
        if (!body.ok) return body.response
        const parsed = newsletterSchema.safeParse(body.value)
        if (!parsed.success)
          return apiError(
            400,
            'A valid e-mail address is required in "mail".',
            parsed.error.issues[0]?.message,
          )
        const db = await getDb()
        const { allowed, retryAfterS } = await hitRateLimit(db, `newsletter:${clientKey()}`, NEWSLETTER_LIMIT)
        if (!allowed) {
          const response = apiError(429, 'Too many subscriptions from this address; try again later.')
          response.headers.set('retry-after', String(retryAfterS))
          return response
        }
        await subscribeToNewsletter(db, parsed.data.mail, apiLocale(request))
        return Response.json({ ok: true })
      },
    },
  },
})
