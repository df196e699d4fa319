/** The account holder's settings: password change, marketing e-mails, deletion of the account. */
import { eq, sql } from 'drizzle-orm'
import { hashPassword, verifyPassword } from '~/server/auth/password'
import type { Database } from '~/server/db/client'
import {
  contactMessages,
  newsletterSubscribers,
  outgoingMails,
  uploadedFiles,
  users,
} from '~/server/db/schema'
import { loginFailuresPrefix, resetRateLimitsStartingWith } from '~/server/rate-limit'
import { deleteStoredFiles } from '~/server/storage'
import { spendPasswordLinks } from './account-links.server'
import { revokeUserSessions } from './sessions.server'

/** Changes the password when the current one is right; every other session of the account ends. */
export async function changePassword(
  db: Database,
  userId: string,
  sessionId: string,
  current: string,
  password: string,
): Promise<'done' | 'wrong-current'> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId))
  if (!(await verifyPassword(user?.passwordHash ?? null, current))) return 'wrong-current'
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: sql`now()` })
    .where(eq(users.id, userId))
  await spendPasswordLinks(db, userId)
  await revokeUserSessions(db, userId, sessionId)
  return 'done'
}

export async function setMarketingOptIn(db: Database, userId: string, marketing: boolean): Promise<void> {
  await db.update(users).set({ marketingOptIn: marketing, updatedAt: sql`now()` }).where(eq(users.id, userId))
}

export async function marketingOptIn(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ marketing: users.marketingOptIn }).from(users).where(eq(users.id, userId))
  return row?.marketing ?? false
}

/**
 * Deletes the account for good: the user row and, by cascade, the profile, sessions, tokens, saved items,
 * alerts, applications and mails; also the newsletter subscription and contact messages sent with its
 * address, and the uploaded files on disk.
 */
export async function deleteAccount(db: Database, userId: string): Promise<void> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  if (!user) return
  const files = await db
    .select({ key: uploadedFiles.storageKey })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.ownerUserId, userId))
  await db.transaction(async (tx) => {
    await tx
      .delete(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = lower(${user.email})`)
    await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = lower(${user.email})`)
    // Mails to her address not tied to the account (the contact form's acknowledgement), sent or not.
    await tx.delete(outgoingMails).where(sql`lower(${outgoingMails.toAddress}) = lower(${user.email})`)
    // Rate-limit counters keyed by her address or her id (`login:account:<address>:<client>`,
    // `recovery:account:<address>`, `upload:<id>`).
    const address = user.email.trim().toLowerCase()
    await resetRateLimitsStartingWith(tx, loginFailuresPrefix(address))
    await tx.execute(
      sql`delete from rate_limits
          where right(key, ${address.length + 1}) = ${`:${address}`} or right(key, ${userId.length + 1}) = ${`:${userId}`}`,
    )
    await tx.delete(users).where(eq(users.id, userId))
  })
  await deleteStoredFiles(files.map((file) => file.key))
}
