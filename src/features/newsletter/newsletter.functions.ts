import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { dbMiddleware } from '~/server/server-functions'
import { confirmNewsletter } from './newsletter.server'

/** A newsletter confirmation link, opened from the page it lands on (the signed token decides). */
export const confirmNewsletterFn = createServerFn({ method: 'POST' })
  .middleware([dbMiddleware])
  .validator(z.object({ token: z.string().check(z.maxLength(300)) }))
  .handler(({ data, context: { db } }) => confirmNewsletter(db, data.token))
