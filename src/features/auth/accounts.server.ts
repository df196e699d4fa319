/**
 * Local accounts: registration, sign-in, e-mail validation, password recovery and change, account
 * deletion. Messages follow spec §8, which names "account does not exist" and "account already exists":
 * an attacker can learn whether an address has an account from sign-in and registration (the spec's choice,
 * slowed down by per-address and per-account rate limits); password recovery never tells.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { EMAIL_VALIDATION_TTL_S, RECOVERY_TTL_S } from '~/domain/constants'
import type { Locale } from '~/i18n/locales'
import type { Database } from '~/server/db/client'
import {
  contactMessages,
  newsletterSubscribers,
  oneTimeTokens,
  talents,
  uploadedFiles,
  users,
} from '~/server/db/schema'
import { sendMail } from '~/server/mail'
import { hitRateLimit, LOGIN_ACCOUNT_LIMIT, LOGIN_IP_LIMIT, limitFailures } from '~/server/rate-limit'
import { deleteStoredFiles } from '~/server/storage'
import { recoveryMail, validationMail } from './auth-mails.server'
import { hashPassword, verifyPassword } from './password.server'
import { revokeUserSessions } from './sessions.server'
import { hashToken, randomToken } from './tokens.server'

type AccountUser = { id: string; email: string; firstName: string; locale: Locale }

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email.trim()})`

async function createOneTimeToken(
  db: Database,
  userId: string,
  purpose: 'email_validation' | 'password_recovery',
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

export type RegisterInput = {
  firstName: string
  email: string
  password: string
  newsletter: boolean
  marketing: boolean
}

/** Creates the account (user, talent profile, validation link) in one transaction, then mails the link. */
export async function registerAccount(
  db: Database,
  input: RegisterInput,
  locale: Locale,
): Promise<{ kind: 'created'; userId: string } | { kind: 'exists' }> {
  const [existing] = await db.select({ id: users.id }).from(users).where(byEmail(input.email))
  if (existing) return { kind: 'exists' }
  const passwordHash = await hashPassword(input.password)
  const email = input.email.trim()
  let created: { user: AccountUser; token: string }
  try {
    created = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          firstName: input.firstName.trim(),
          locale,
          gdprAcceptedAt: new Date(),
          newsletterOptIn: input.newsletter,
          marketingOptIn: input.marketing,
        })
        .returning({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
      await tx.insert(talents).values({ userId: user!.id, firstName: user!.firstName, email })
      if (input.newsletter) {
        await tx.execute(sql`
          insert into ${newsletterSubscribers} (email, locale) values (${email}, ${locale})
          on conflict (lower(email)) do update set unsubscribed_at = null`)
      }
      const token = await createOneTimeToken(
        tx as unknown as Database,
        user!.id,
        'email_validation',
        EMAIL_VALIDATION_TTL_S,
      )
      return { user: user!, token }
    })
  } catch (error) {
    // Two registrations of one address at the same moment: the unique index decides.
    if (String((error as { code?: string }).code ?? (error as Error).message).match(/23505|unique/)) {
      return { kind: 'exists' }
    }
    throw error
  }
  await sendMail(db, await validationMail(created.user, created.token))
  return { kind: 'created', userId: created.user.id }
}

export type LoginResult =
  | { kind: 'ok'; userId: string }
  | { kind: 'missing' }
  | { kind: 'wrong-password' }
  | { kind: 'not-allowed' }

/** Checks e-mail and password. Recruiter accounts may not use the talent side. */
export async function checkCredentials(db: Database, email: string, password: string): Promise<LoginResult> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, role: users.role })
    .from(users)
    .where(byEmail(email))
  const ok = await verifyPassword(user?.passwordHash ?? null, password)
  if (!user) return { kind: 'missing' }
  if (!ok) return { kind: 'wrong-password' }
  if (user.role !== 'talent') return { kind: 'not-allowed' }
  return { kind: 'ok', userId: user.id }
}

/**
 * Sign-in with e-mail and password, throttled per client address and, for failures, per account (one
 * account guessed from many addresses): the sign-in server function and `POST /api/auth/login` share it.
 */
export async function signInWithPassword(
  db: Database,
  email: string,
  password: string,
  client: string,
): Promise<LoginResult | { kind: 'throttled'; retryAfterS: number }> {
  const byIp = await hitRateLimit(db, `login:ip:${client}`, LOGIN_IP_LIMIT)
  if (!byIp.allowed) return { kind: 'throttled', retryAfterS: byIp.retryAfterS }
  const outcome = await limitFailures(
    db,
    `login:account:${email.trim().toLowerCase()}`,
    LOGIN_ACCOUNT_LIMIT,
    () => checkCredentials(db, email, password),
    (result) => result.kind !== 'ok',
  )
  return 'blockedForS' in outcome ? { kind: 'throttled', retryAfterS: outcome.blockedForS } : outcome.result
}

/** Spends a live one-time token of that purpose: its user, or why not. */
async function spendToken(
  db: Database,
  token: string,
  purpose: 'email_validation' | 'password_recovery',
): Promise<{ kind: 'ok'; userId: string } | { kind: 'expired' } | { kind: 'invalid' }> {
  const tokenHash = hashToken(token)
  const [spent] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: oneTimeTokens.userId })
  if (spent) return { kind: 'ok', userId: spent.userId }
  const [known] = await db
    .select({ expiresAt: oneTimeTokens.expiresAt, usedAt: oneTimeTokens.usedAt })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose)))
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
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, 'password_recovery')))
  if (!row || row.usedAt) return 'invalid'
  return row.expiresAt.getTime() > Date.now() ? 'valid' : 'expired'
}

export async function validateEmail(
  db: Database,
  token: string,
): Promise<'validated' | 'expired' | 'invalid'> {
  const result = await spendToken(db, token, 'email_validation')
  if (result.kind !== 'ok') return result.kind
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, result.userId))
  return 'validated'
}

/** Mails a recovery link when the address has an account; says nothing either way. */
export async function requestPasswordRecovery(db: Database, email: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(byEmail(email))
  if (!user) return
  const token = await createOneTimeToken(db, user.id, 'password_recovery', RECOVERY_TTL_S)
  await sendMail(db, await recoveryMail(user, token))
}

/** Sets a new password from a recovery link; every session of the account ends. */
export async function resetPassword(
  db: Database,
  token: string,
  password: string,
): Promise<'done' | 'expired' | 'invalid'> {
  const result = await spendToken(db, token, 'password_recovery')
  if (result.kind !== 'ok') return result.kind
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: sql`now()` })
    .where(eq(users.id, result.userId))
  await revokeUserSessions(db, result.userId)
  return 'done'
}

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
    await tx.delete(users).where(eq(users.id, userId))
  })
  await deleteStoredFiles(files.map((file) => file.key))
}

/**
 * Signs in with LinkedIn's verified identity: the account already linked to that LinkedIn subject; else
 * the account with the same e-mail address, linked now, but only when LinkedIn verified that address;
 * else a new account (its e-mail counts as validated when LinkedIn verified it).
 */
export async function signInWithLinkedin(
  db: Database,
  claims: {
    subject: string
    email: string | null
    emailVerified: boolean
    firstName: string
    lastName: string
  },
  locale: Locale,
): Promise<{ kind: 'ok'; userId: string } | { kind: 'not-allowed' } | { kind: 'unverified-email' }> {
  const allowed = (user: { id: string; role: string }) =>
    user.role === 'talent' ? ({ kind: 'ok', userId: user.id } as const) : ({ kind: 'not-allowed' } as const)
  const [linked] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.linkedinSubject, claims.subject))
  if (linked) return allowed(linked)
  if (!claims.email || !claims.emailVerified) return { kind: 'unverified-email' }
  const [sameEmail] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(byEmail(claims.email))
  if (sameEmail) {
    if (sameEmail.role !== 'talent') return { kind: 'not-allowed' }
    await db
      .update(users)
      .set({
        linkedinSubject: claims.subject,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, sameEmail.id))
    return { kind: 'ok', userId: sameEmail.id }
  }
  const email = claims.email.trim()
  const userId = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        firstName: claims.firstName || email.split('@')[0]!,
        lastName: claims.lastName,
        locale,
        linkedinSubject: claims.subject,
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id })
    await tx
      .insert(talents)
      .values({ userId: user!.id, firstName: claims.firstName, lastName: claims.lastName, email })
    return user!.id
  })
  return { kind: 'ok', userId }
}
