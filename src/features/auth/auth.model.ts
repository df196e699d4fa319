import type { UserRole } from '~/domain/enums'
/** What the browser knows of the signed-in user. */
export type AuthUser = {
  uuid: string
  firstName: string
  lastName: string
  email: string
  emailVerified: boolean
  avatar: { src: string | null }
  /** Whether she has had her profile filled from her CV (the welcome modal stops offering it). */
  hasUsedAiCv: boolean
  /** A talent, or a recruiter (member of an organisation: the recruiter space is hers). */
  role: UserRole
}

/** Why a sign-in, registration or reset did not go through (translated by the forms). */
export type AuthError =
  | 'missing'
  | 'wrong-password'
  | 'not-allowed'
  | 'recruiter-account'
  | 'exists'
  | 'throttled'
  | 'invalid'
  | 'expired'
  | 'captcha'
  | 'weak-password'

export type AuthResult = { ok: true; user: AuthUser } | { ok: false; error: AuthError; retryAfterS?: number }
