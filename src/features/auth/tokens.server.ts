import { createHash, randomBytes } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import { env } from '~/server/env'

/** Access tokens live 15 minutes; the refresh token (30 days, rotated) renews them. */
export const ACCESS_TOKEN_TTL_S = 15 * 60

const secretKey = () => new TextEncoder().encode(env().appSecret)

export type AccessClaims = { userId: string; sessionId: string }

export async function signAccessToken({ userId, sessionId }: AccessClaims): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_S}s`)
    .sign(secretKey())
}

/** The claims of a valid, unexpired access token; null for anything else (forged, expired, malformed). */
export async function readAccessToken(token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(), { algorithms: ['HS256'] })
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null
    return { userId: payload.sub, sessionId: payload.sid }
  } catch {
    return null
  }
}

/** A random secret for links and refresh tokens (256 bits, URL-safe). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Tokens are stored hashed: a database leak does not hand out working links or sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
