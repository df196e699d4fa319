/**
 * Sessions: a row per signed-in device, an access token (JWT, 15 min) naming it, and a refresh token
 * (random, stored hashed, 30 days) rotated on every use. Presenting a refresh token that was already used
 * means it was stolen or replayed: the whole session is revoked.
 */
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm'
import { AUTH_COOKIE_MAX_AGE_S } from '~/domain/constants'
import type { UserRole } from '~/domain/enums'
import type { Locale } from '~/i18n/locales'
import type { Database } from '~/server/db/client'
import { authSessions, refreshTokens, uploadedFiles, users } from '~/server/db/schema'
import { publicPathOf } from '~/server/storage'
import { hashToken, randomToken, readAccessToken, signAccessToken } from './tokens.server'

/** A refresh token used again within this many seconds is a concurrent request, not a replay. */
const REFRESH_GRACE_S = 20

export type SessionTokens = { accessToken: string; refreshToken: string; sessionId: string }
/** A refresh within the grace window of a concurrent one issues no new refresh token (null). */
export type RefreshedTokens = Omit<SessionTokens, 'refreshToken'> & { refreshToken: string | null }

export type SessionUser = {
  id: string
  sessionId: string
  role: UserRole
  firstName: string
  lastName: string
  email: string
  locale: Locale
  emailVerified: boolean
  gdprAccepted: boolean
  hasUsedAiCv: boolean
  /** The profile picture's public location (`/files/avatars/….webp`), shown as the header's avatar. */
  avatarSrc: string | null
}

async function issueRefreshToken(db: Database, sessionId: string): Promise<string> {
  const refreshToken = randomToken()
  await db.insert(refreshTokens).values({ tokenHash: hashToken(refreshToken), sessionId })
  return refreshToken
}

export async function createSession(db: Database, userId: string): Promise<SessionTokens> {
  const [session] = await db
    .insert(authSessions)
    .values({ userId, expiresAt: new Date(Date.now() + AUTH_COOKIE_MAX_AGE_S * 1000) })
    .returning({ id: authSessions.id })
  const sessionId = session!.id
  return {
    sessionId,
    accessToken: await signAccessToken({ userId, sessionId }),
    refreshToken: await issueRefreshToken(db, sessionId),
  }
}

const userColumns = {
  id: users.id,
  sessionId: authSessions.id,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  locale: users.locale,
  emailVerifiedAt: users.emailVerifiedAt,
  gdprAcceptedAt: users.gdprAcceptedAt,
  hasUsedAiCv: users.hasUsedAiCv,
  avatarKey: uploadedFiles.storageKey,
}

/** A row selected with `userColumns`: the user's timestamps become the flags the app needs. */
type SessionRow = Omit<SessionUser, 'emailVerified' | 'gdprAccepted' | 'avatarSrc'> & {
  emailVerifiedAt: Date | null
  gdprAcceptedAt: Date | null
  avatarKey: string | null
}

function toSessionUser(row: SessionRow): SessionUser {
  const { emailVerifiedAt, gdprAcceptedAt, avatarKey, ...rest } = row
  return {
    ...rest,
    emailVerified: emailVerifiedAt !== null,
    gdprAccepted: gdprAcceptedAt !== null,
    avatarSrc: avatarKey?.startsWith('public/') ? publicPathOf(avatarKey) : null,
  }
}

/** The user of a valid access token whose session is still live (not revoked, not expired). */
export async function userFromAccessToken(db: Database, token: string): Promise<SessionUser | null> {
  const claims = await readAccessToken(token)
  if (!claims) return null
  return liveSessionUser(db, claims.sessionId, eq(authSessions.userId, claims.userId))
}

/** The user of a session that is neither revoked nor expired (and meets `also`), else null. */
async function liveSessionUser(db: Database, sessionId: string, also?: SQL): Promise<SessionUser | null> {
  const [row] = await db
    .select(userColumns)
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, users.avatarFileId))
    .where(
      and(
        eq(authSessions.id, sessionId),
        also,
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql`now()`),
      ),
    )
  return row ? toSessionUser(row) : null
}

/**
 * Exchanges a refresh token for a new pair. Unknown token: null. Already used token: the session is
 * revoked (reuse detection) and null returned.
 */
/**
 * A new access token for a refresh token, and its one successor. A token presented again within a few
 * seconds (two requests of one page refreshing at once) gets an access token but no second successor:
 * the session keeps one chain (the browser keeps the cookie the first answer set).
 */
export async function refreshSession(
  db: Database,
  refreshToken: string,
): Promise<{ tokens: RefreshedTokens; user: SessionUser } | null> {
  const tokenHash = hashToken(refreshToken)
  // Mark it used atomically: of two concurrent uses, only one gets a row back.
  const [used] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ sessionId: refreshTokens.sessionId })
  let sessionId = used?.sessionId
  const replay = !sessionId
  if (!sessionId) {
    const [replayed] = await db
      .select({
        sessionId: refreshTokens.sessionId,
        recent: sql<boolean>`${refreshTokens.usedAt} > now() - make_interval(secs => ${REFRESH_GRACE_S})`,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
    if (!replayed) return null
    // Two requests of one page refreshing at once is not theft: within a few seconds, both get tokens.
    if (!replayed.recent) {
      await revokeSession(db, replayed.sessionId)
      return null
    }
    sessionId = replayed.sessionId
  }
  const user = await liveSessionUser(db, sessionId)
  if (!user) return null
  return {
    user,
    tokens: {
      sessionId: user.sessionId,
      accessToken: await signAccessToken({ userId: user.id, sessionId: user.sessionId }),
      refreshToken: replay ? null : await issueRefreshToken(db, user.sessionId),
    },
  }
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db.update(authSessions).set({ revokedAt: sql`now()` }).where(eq(authSessions.id, sessionId))
}

/** Every session of a user (password change, account deletion), optionally but one. */
export async function revokeUserSessions(
  db: Database,
  userId: string,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        exceptSessionId ? sql`${authSessions.id} <> ${exceptSessionId}` : undefined,
      ),
    )
}
