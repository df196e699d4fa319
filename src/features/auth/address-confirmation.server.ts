/**
 * An account's address is proven by the link of the confirmation e-mail. Until then the account may
 * browse, save and build a profile, but nothing that writes to that address or shows it to organisations
 * (applying, e-mailed alerts, the CV library); it may have the link sent again, a few times an hour.
 */
import { eq } from 'drizzle-orm'
import { EMAIL_VALIDATION_TTL_S } from '~/domain/constants'
import type { Database } from '~/server/db/client'
import { users } from '~/server/db/schema'
import { sendMail } from '~/server/mail'
import { recipientColumns } from '~/server/mail/templates'
import { CONFIRMATION_RESEND_LIMIT, hitRateLimit } from '~/server/rate-limit'
import { createOneTimeToken } from './account-links.server'
import { validationMail } from './auth-mails.server'

export type ResendOutcome =
  | { ok: true; status: 'sent' | 'already-confirmed' }
  | { ok: false; error: 'signed-out' }
  | { ok: false; error: 'throttled'; retryAfterS: number }

/** Sends the user a new confirmation link (the earlier ones keep working until they expire). */
export async function resendAddressConfirmation(db: Database, userId: string): Promise<ResendOutcome> {
  const [user] = await db
    .select({
      ...recipientColumns,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
  if (!user) return { ok: false, error: 'signed-out' }
  if (user.emailVerifiedAt) return { ok: true, status: 'already-confirmed' }
  const limit = await hitRateLimit(db, `confirmation:${user.id}`, CONFIRMATION_RESEND_LIMIT)
  if (!limit.allowed) return { ok: false, error: 'throttled', retryAfterS: limit.retryAfterS }
  const token = await createOneTimeToken(db, user.id, 'email_validation', EMAIL_VALIDATION_TTL_S)
  await sendMail(db, await validationMail(user, token))
  return { ok: true, status: 'sent' }
}
