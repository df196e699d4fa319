/**
 * The e-mailed one-time links: e-mail validation, password recovery and invitations. Tokens are random, stored hashed,
 * single use, with a lifetime per purpose; recovery never says whether an address has an account.
 */
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import { RECOVERY_TTL_S } from '~/domain/constants'
import type { OneTimeTokenPurpose } from '~/domain/enums'
import { hashPassword } from '~/server/auth/password'
import { isWeakPassword } from '~/server/auth/password-strength'
import type { Database } from '~/server/db/client'
import { oneTimeTokens, users } from '~/server/db/schema'
import { sendMail } from '~/server/mail'
import { recipientColumns } from '~/server/mail/templates'
import { loginFailuresPrefix, resetRateLimitsStartingWith } from '~/server/rate-limit'
import { recoveryMail } from './auth-mails.server'
import { revokeUserSessions } from './sessions.server'
import { hashToken, randomToken } from './tokens.server'

/** An account by its e-mail address, whatever its case. */
export const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email.trim()})`

export async function createOneTimeToken(
  db: Database,
  userId: string,
  purpose: OneTimeTokenPurpose,
  ttlS: number,
): Promise<string> {
  const token = randomToken()
  await db.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + ttlS * 1000),
  })
  return token
}

/** The links that set a password: a recovery, or an invitation (which also proves the address). */
const PASSWORD_LINKS: OneTimeTokenPurpose[] = ['password_recovery', 'invitation']

/** Spends a live one-time token of one of those purposes: its user and purpose, or why not. */
async function spendToken(
  db: Database,
  token: string,
  purposes: OneTimeTokenPurpose[],
): Promise<
  { kind: 'ok'; userId: string; purpose: OneTimeTokenPurpose } | { kind: 'expired' } | { kind: 'invalid' }
> {
  const tokenHash = hashToken(token)
  const [spent] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        inArray(oneTimeTokens.purpose, purposes),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: oneTimeTokens.userId, purpose: oneTimeTokens.purpose })
  if (spent) return { kind: 'ok', ...spent }
  const [known] = await db
    .select({ expiresAt: oneTimeTokens.expiresAt, usedAt: oneTimeTokens.usedAt })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), inArray(oneTimeTokens.purpose, purposes)))
  return known && !known.usedAt ? { kind: 'expired' } : { kind: 'invalid' }
}

/** The state of a recovery link without spending it (to show the form or the "time elapsed" state). */
export async function recoveryLinkState(
  db: Database,
  token: string,
): Promise<'valid' | 'expired' | 'invalid'> {
  const [row] = await db
    .select({ expiresAt: oneTimeTokens.expiresAt, usedAt: oneTimeTokens.usedAt })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), inArray(oneTimeTokens.purpose, PASSWORD_LINKS)))
  if (!row || row.usedAt) return 'invalid'
  return row.expiresAt.getTime() > Date.now() ? 'valid' : 'expired'
}

/**
 * Which sign-in page the account a password link names uses once its password is set: organisations'
 * people (recruiters, the committee) sign in on the recruiter side. Null for an unknown link.
 */
export async function passwordLinkSpace(db: Database, token: string): Promise<'talent' | 'recruiter' | null> {
  const [row] = await db
    .select({ role: users.role })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), inArray(oneTimeTokens.purpose, PASSWORD_LINKS)))
  if (!row) return null
  return row.role === 'talent' ? 'talent' : 'recruiter'
}

export async function validateEmail(
  db: Database,
  token: string,
): Promise<'validated' | 'expired' | 'invalid'> {
  const result = await spendToken(db, token, ['email_validation'])
  if (result.kind !== 'ok') return result.kind
  const [user] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, result.userId))
    .returning({ email: users.email, locale: users.locale, newsletter: users.newsletterOptIn })
  // The newsletter she asked for at registration: her address is now proven, which is its double opt-in.
  if (user?.newsletter)
    await db.execute(sql`
      insert into newsletter_subscribers (email, locale, confirmed_at) values (${user.email}, ${user.locale}, now())
      on conflict (lower(email)) do update set confirmed_at = now(), unsubscribed_at = null`)
  return 'validated'
}

/** Mails a recovery link when the address has an account; says nothing either way. */
export async function requestPasswordRecovery(db: Database, email: string): Promise<void> {
  const [user] = await db.select(recipientColumns).from(users).where(byEmail(email))
  if (!user) return
  const token = await createOneTimeToken(db, user.id, 'password_recovery', RECOVERY_TTL_S)
  await sendMail(db, await recoveryMail(user, token))
}

/**
 * Sets a new password from a recovery or invitation link (an invitation also confirms the address it was
 * sent to); every session of the account ends.
 */
export async function resetPassword(
  db: Database,
  token: string,
  password: string,
): Promise<'done' | 'expired' | 'invalid' | 'weak-password'> {
  // Refused before the link is spent, so she can choose another password with the same link.
  if (isWeakPassword(password)) return 'weak-password'
  const result = await spendToken(db, token, PASSWORD_LINKS)
  if (result.kind !== 'ok') return result.kind
  const invited = result.purpose === 'invitation'
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      updatedAt: sql`now()`,
      ...(invited ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` } : {}),
    })
    .where(eq(users.id, result.userId))
  await spendPasswordLinks(db, result.userId)
  await revokeUserSessions(db, result.userId)
  // A new password lifts every address's failed sign-ins on the account.
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, result.userId))
  if (owner) await resetRateLimitsStartingWith(db, loginFailuresPrefix(owner.email))
  return 'done'
}

/**
 * Once a password is set, the other recovery or invitation links still in mailboxes stop working: an old
 * mail found later (a shared inbox, a stolen one) must not set another password.
 */
export async function spendPasswordLinks(db: Database, userId: string): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        inArray(oneTimeTokens.purpose, PASSWORD_LINKS),
        isNull(oneTimeTokens.usedAt),
      ),
    )
}
