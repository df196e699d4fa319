/**
 * Local accounts: registration and sign-in (password or LinkedIn). E-mailed links live in
 * account-links.server.ts, the settings (password change, marketing, deletion) in account-settings.server.ts.
 * Messages follow docs/product.md#errors, which names "account does not exist" and "account already exists":
 * an attacker can learn whether an address has an account from sign-in and registration (the spec's choice,
 * slowed down by per-address and per-account rate limits); password recovery never tells.
 */

import { and, eq, isNull, sql } from 'drizzle-orm'
import { EMAIL_VALIDATION_TTL_S } from '~/domain/constants'
import type { UserRole } from '~/domain/enums'
import type { Locale } from '~/i18n/locales'
import { hashPassword, verifyPassword } from '~/server/auth/password'
import { isWeakPassword } from '~/server/auth/password-strength'
import type { Database } from '~/server/db/client'
import { talents, uploadedFiles, users } from '~/server/db/schema'
import { sendMail } from '~/server/mail'
import { recipientColumns } from '~/server/mail/templates'
import {
  hitRateLimit,
  LOGIN_ACCOUNT_LIMIT,
  LOGIN_IP_LIMIT,
  limitFailures,
  loginFailuresKey,
} from '~/server/rate-limit'
import { deleteStoredFiles } from '~/server/storage'
import { byEmail, createOneTimeToken } from './account-links.server'
import { validationMail } from './auth-mails.server'

type AccountUser = { id: string; email: string; firstName: string; locale: Locale }

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
): Promise<{ kind: 'created'; userId: string } | { kind: 'exists' } | { kind: 'weak-password' }> {
  const [existing] = await db.select({ id: users.id }).from(users).where(byEmail(input.email))
  if (existing) return { kind: 'exists' }
  if (isWeakPassword(input.password, [input.email, input.firstName])) return { kind: 'weak-password' }
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
        .returning(recipientColumns)
      await tx.insert(talents).values({ userId: user!.id, firstName: user!.firstName, email })
      // Her newsletter choice takes effect when she confirms her address (account-links.server).
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
  | { kind: 'recruiter-account' }

/**
 * Checks e-mail and password for one side of the site: a talent may not enter the recruiter space
 * (`not-allowed`, docs/product.md#roles), a recruiter or an admin signing in on the talent side is sent to her own space.
 */
export async function checkCredentials(
  db: Database,
  email: string,
  password: string,
  space: UserRole = 'talent',
): Promise<LoginResult> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, role: users.role })
    .from(users)
    .where(byEmail(email))
  const ok = await verifyPassword(user?.passwordHash ?? null, password)
  if (!user) return { kind: 'missing' }
  if (!ok) return { kind: 'wrong-password' }
  // The organisations' sign-in also lets the selection committee (admins) in.
  const allowed = user.role === space || (space === 'recruiter' && user.role === 'admin')
  if (!allowed) return { kind: user.role === 'talent' ? 'not-allowed' : 'recruiter-account' }
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
  space: UserRole = 'talent',
): Promise<LoginResult | { kind: 'throttled'; retryAfterS: number }> {
  const byIp = await hitRateLimit(db, `login:ip:${client}`, LOGIN_IP_LIMIT)
  if (!byIp.allowed) return { kind: 'throttled', retryAfterS: byIp.retryAfterS }
  const outcome = await limitFailures(
    db,
    loginFailuresKey(email, client),
    LOGIN_ACCOUNT_LIMIT,
    () => checkCredentials(db, email, password, space),
    (result) => result.kind !== 'ok',
  )
  return 'blockedForS' in outcome ? { kind: 'throttled', retryAfterS: outcome.blockedForS } : outcome.result
}

/** Deletes an account whose address was never confirmed, with everything hanging from it and its files. */
async function dropUnprovenAccount(db: Database, userId: string): Promise<void> {
  const files = await db
    .select({ key: uploadedFiles.storageKey })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.ownerUserId, userId))
  await db.delete(users).where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
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
    .select({ id: users.id, role: users.role, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(byEmail(claims.email))
  if (sameEmail && sameEmail.role !== 'talent') return { kind: 'not-allowed' }
  if (sameEmail && sameEmail.emailVerifiedAt === null) {
    // Whoever registered an address never confirmed may not be its owner (pre-registration takeover):
    // nothing they set (password, sessions, profile, contact address, CV library consent, alerts, files)
    // becomes hers; the account goes and LinkedIn, which verified the address, opens a new one below.
    await dropUnprovenAccount(db, sameEmail.id)
  } else if (sameEmail) {
    await db
      .update(users)
      .set({ linkedinSubject: claims.subject, updatedAt: sql`now()` })
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
