/**
 * The unsubscribe link of marketing e-mails (docs/product.md#pages `/marketing-mail-update`): the user's id signed with
 * APP_SECRET, so that following it needs no sign-in and cannot be forged for someone else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Locale } from '~/i18n/locales'
import { pathFor } from '~/i18n/paths'
import type { Database } from '~/server/db/client'
import { users } from '~/server/db/schema'
import { env } from '~/server/env'

const signature = (userId: string) =>
  createHmac('sha256', env().appSecret).update(`marketing-mail-update:${userId}`).digest('base64url')

export function marketingUnsubscribeUrl(userId: string, locale: Locale): string {
  const query = new URLSearchParams({ user: userId, signature: signature(userId) })
  return `${env().appUrl}${pathFor('marketingMailUpdate', locale)}?${query}`
}

/** Switches marketing e-mails off for a correctly signed link; false for anything else. */
export async function unsubscribeFromMarketing(
  db: Database,
  userId: string,
  given: string,
): Promise<boolean> {
  const expected = Buffer.from(signature(userId))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return false
  const updated = await db
    .update(users)
    .set({ marketingOptIn: false, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id })
  return updated.length === 1
}
