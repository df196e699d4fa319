import { createServerFn } from '@tanstack/react-start'
import { contactSchema } from '~/domain/validation'
import { CONTACT_LIMIT, clientKey, hitRateLimit } from '~/server/rate-limit'
import { dbMiddleware } from '~/server/server-functions'
import { submitContactMessage } from './contact.server'

export type ContactResult = { ok: true } | { ok: false; error: 'throttled' | 'failed' }

/** Sends a contact message (rate-limited per address); errors are codes the form translates. */
export const sendContactMessageFn = createServerFn({ method: 'POST' })
  .middleware([dbMiddleware])
  .validator(contactSchema)
  .handler(async ({ data, context: { db, locale } }): Promise<ContactResult> => {
    const limit = await hitRateLimit(db, `contact:${clientKey()}`, CONTACT_LIMIT)
    if (!limit.allowed) return { ok: false, error: 'throttled' }
    try {
      await submitContactMessage(db, data, locale)
      return { ok: true }
    } catch (error) {
      console.error('Tremplin: contact message not saved:', error instanceof Error ? error.message : error)
      return { ok: false, error: 'failed' }
    }
  })
