import { createServerFn } from '@tanstack/react-start'
import { contactSchema } from '~/domain/validation'
import { localeMiddleware } from '~/i18n/locale-middleware'

export type ContactResult = { ok: true } | { ok: false; error: 'invalid' | 'throttled' | 'failed' }

/** Sends a contact message (rate-limited per address); errors are codes the form translates. */
export const sendContactMessageFn = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator((input: unknown) => contactSchema.safeParse(input))
  .handler(async ({ data: parsed, context }): Promise<ContactResult> => {
    if (!parsed.success) return { ok: false, error: 'invalid' }
    const [{ getDb }, rateLimit, { submitContactMessage }] = await Promise.all([
      import('~/server/db'),
      import('~/server/rate-limit'),
      import('./contact.server'),
    ])
    const db = await getDb()
    const limit = await rateLimit.hitRateLimit(
      db,
      `contact:${rateLimit.clientKey()}`,
      rateLimit.CONTACT_LIMIT,
    )
    if (!limit.allowed) return { ok: false, error: 'throttled' }
    try {
      await submitContactMessage(db, parsed.data, context.locale)
      return { ok: true }
    } catch (error) {
      console.error('Tremplin: contact message not saved:', error instanceof Error ? error.message : error)
      return { ok: false, error: 'failed' }
    }
  })
