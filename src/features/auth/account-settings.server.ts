/** The account holder's settings: password change, marketing e-mails, deletion of the account. */
import { eq, sql } from 'drizzle-orm'
import { hashPassword, verifyPassword } from '~/server/auth/password'
import { isWeakPassword } from '~/server/auth/password-strength'
import { type Database, queryRows } from '~/server/db/client'
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
): Promise<'done' | 'wrong-current' | 'weak-password'> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId))
  if (!(await verifyPassword(user?.passwordHash ?? null, current))) return 'wrong-current'
  if (isWeakPassword(password)) return 'weak-password'
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

export type DeleteAccountOutcome = { ok: true } | { ok: false; error: 'last-owner'; organisations: string[] }

/**
 * Deletes the account for good: the user row and, by cascade, the profile, sessions, tokens, saved items,
 * alerts, applications and mails; also the newsletter subscription and contact messages sent with its
 * address, and the uploaded files on disk. Refused (`last-owner`) while she is the only owner of an
 * organisation, which would be left with nobody to run it.
 */
export async function deleteAccount(db: Database, userId: string): Promise<DeleteAccountOutcome> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  if (!user) return { ok: true }
  const files = await db
    .select({ key: uploadedFiles.storageKey })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.ownerUserId, userId))
  const refused = await db.transaction(async (tx) => {
    // Her organisations are locked, so two owners leaving at once cannot both count on the other.
    await tx.execute(sql`select 1 from companies c join company_members m on m.company_id = c.id
                         where m.user_id = ${userId} and m.role = 'owner' order by c.id for update of c`)
    const alone = await queryRows<{ name: string }>(
      tx as unknown as Database,
      sql`select c.name from company_members m join companies c on c.id = m.company_id
          where m.user_id = ${userId} and m.role = 'owner' and not exists (
            select 1 from company_members o
            where o.company_id = m.company_id and o.role = 'owner' and o.user_id <> ${userId})
          order by c.name`,
    )
    if (alone.length > 0) return alone.map((row) => row.name)
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
    return null
  })
  if (refused) return { ok: false, error: 'last-owner', organisations: refused }
  await deleteStoredFiles(files.map((file) => file.key))
  return { ok: true }
}
