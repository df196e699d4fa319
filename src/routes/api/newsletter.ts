import { createFileRoute } from '@tanstack/react-router'
import { newsletterSchema } from '~/domain/validation'
import { subscribeToNewsletter } from '~/features/newsletter/newsletter.server'
import { apiLocale, jsonPostEndpoint, tooManyRequests } from '~/server/api'
import { clientKey, hitRateLimit, NEWSLETTER_LIMIT } from '~/server/rate-limit'

/** `POST /api/newsletter` `{ mail }` (docs/product.md#api): subscribes the address once. */
export const Route = createFileRoute('/api/newsletter')({
  server: {
    handlers: jsonPostEndpoint(
      newsletterSchema,
      'A valid e-mail address is required in "mail".',
      async ({ mail }, { request, db }) => {
        const { allowed, retryAfterS } = await hitRateLimit(db, `newsletter:${clientKey()}`, NEWSLETTER_LIMIT)
        if (!allowed)
          return tooManyRequests(retryAfterS, 'Too many subscriptions from this address; try again later.')
        await subscribeToNewsletter(db, mail, apiLocale(request))
        return Response.json({ ok: true })
      },
    ),
  },
})
