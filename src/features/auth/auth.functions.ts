/**
 * Authentication server functions. Inputs are the forms' zod schemas; answers are error codes the forms
 * translate, never exceptions for a user's mistake. Mutations are POST: with SameSite=Lax cookies and a
 * JSON body, another site cannot make a browser call them.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { USER_ROLES } from '~/domain/enums'
import { linkTokenInput } from '~/domain/url-input'
import { forgotPasswordSchema, loginSchema, newPasswordSchema, registerSchema } from '~/domain/validation'
import { verifyCaptcha } from '~/server/captcha'
import type { Database } from '~/server/db/client'
import {
  clientKey,
  hitRateLimit,
  RECOVERY_ACCOUNT_LIMIT,
  RECOVERY_IP_LIMIT,
  REGISTER_LIMIT,
} from '~/server/rate-limit'
import { dbMiddleware } from '~/server/server-functions'
import {
  passwordLinkSpace,
  recoveryLinkState,
  requestPasswordRecovery,
  resetPassword,
  validateEmail,
} from './account-links.server'
import { registerAccount, signInWithLinkedin, signInWithPassword } from './accounts.server'
import type { AuthResult, AuthUser } from './auth.model'
import { clearSessionCookies, markNewUser, setSessionCookies } from './auth-cookies.server'
import { finishLinkedinSignIn } from './linkedin.server'
import { sessionMiddleware } from './session-middleware'
import { createSession, revokeSession, type SessionUser, userFromAccessToken } from './sessions.server'

export function toAuthUser(user: SessionUser): AuthUser {
  return {
    uuid: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    emailVerified: user.emailVerified,
    avatar: { src: user.avatarSrc },
    hasUsedAiCv: user.hasUsedAiCv,
    role: user.role,
  }
}

/** A new session for the user, in the response's cookies; answers the user as the browser knows it. */
async function startSession(db: Database, userId: string): Promise<AuthResult> {
  const tokens = await createSession(db, userId)
  setSessionCookies(tokens)
  const user = await userFromAccessToken(db, tokens.accessToken)
  return { ok: true, user: toAuthUser(user!) }
}

const throttled = (retryAfterS: number) => ({ ok: false, error: 'throttled', retryAfterS }) as const

/** The reCAPTCHA token the forms add when the site uses reCAPTCHA. */
const withCaptcha = { captchaToken: z.optional(z.string().check(z.maxLength(4000))) }

const captchaFailed = async (token: string | undefined, action: string) =>
  (await verifyCaptcha(token, action, clientKey())) === 'failed'

/** The signed-in user, or null (renewing the session cookies when the access token expired). */
export const getAuthUserFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .handler(({ context }): AuthUser | null => (context.user ? toAuthUser(context.user) : null))

export const loginFn = createServerFn({ method: 'POST' })
  .middleware([dbMiddleware])
  .validator(z.extend(loginSchema, { ...withCaptcha, space: z.optional(z.enum(USER_ROLES)) }))
  .handler(async ({ data, context: { db } }): Promise<AuthResult> => {
    if (await captchaFailed(data.captchaToken, 'login')) return { ok: false, error: 'captcha' }
    const result = await signInWithPassword(db, data.email, data.password, clientKey(), data.space)
    if (result.kind === 'throttled') return throttled(result.retryAfterS)
    if (result.kind !== 'ok') return { ok: false, error: result.kind }
    return startSession(db, result.userId)
  })

export const registerFn = createServerFn({ method: 'POST' })
  .middleware([dbMiddleware])
  .validator(z.extend(registerSchema, withCaptcha))
  .handler(async ({ data, context: { db, locale } }): Promise<AuthResult> => {
    if (await captchaFailed(data.captchaToken, 'register')) return { ok: false, error: 'captcha' }
    const limit = await hitRateLimit(db, `register:ip:${clientKey()}`, REGISTER_LIMIT)
    if (!limit.allowed) return throttled(limit.retryAfterS)
    const result = await registerAccount(db, data, locale)
    if (result.kind !== 'created') return { ok: false, error: result.kind }
    markNewUser()
    return startSession(db, result.userId)
  })

export const logoutFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .handler(async ({ context: { db, user } }) => {
    if (user) await revokeSession(db, user.sessionId)
    clearSessionCookies()
    return { ok: true as const }
  })

/** Always answers the same, whether the address has an account or not. */
export const forgotPasswordFn = createServerFn({ method: 'POST' })
  .middleware([dbMiddleware])
  .validator(z.extend(forgotPasswordSchema, withCaptcha))
  .handler(
    async ({
      data,
      context: { db },
    }): Promise<{ ok: true } | { ok: false; error: 'throttled' | 'captcha'; retryAfterS?: number }> => {
      if (await captchaFailed(data.captchaToken, 'recovery')) return { ok: false, error: 'captcha' }
      const byIp = await hitRateLimit(db, `recovery:ip:${clientKey()}`, RECOVERY_IP_LIMIT)
      if (!byIp.allowed) return throttled(byIp.retryAfterS)
      const byAccount = await hitRateLimit(
        db,
        `recovery:account:${data.email.trim().toLowerCase()}`,
        RECOVERY_ACCOUNT_LIMIT,
      )
      // Over the per-account limit the answer is the same, only no more mail goes out.
      if (byAccount.allowed) await requestPasswordRecovery(db, data.email)
      return { ok: true }
    },
  )

/** Whether a password-recovery link (its token from the URL) can still be used. */
export const recoveryLinkStateFn = createServerFn({ method: 'GET' })
  .middleware([dbMiddleware])
  .validator(z.object({ token: linkTokenInput }))
  .handler(async ({ data, context }) => {
    if (!data.token) return { state: 'invalid' as const, space: 'talent' as const }
    const [state, space] = await Promise.all([
      recoveryLinkState(context.db, data.token),
      passwordLinkSpace(context.db, data.token),
    ])
    return { state, space: space ?? 'talent' }
  })

export const resetPasswordFn = createServerFn({ method: 'POST' })
  .middleware([dbMiddleware])
  .validator(z.safeExtend(newPasswordSchema, { token: linkTokenInput }))
  .handler(async ({ data, context: { db } }) => {
    if (!data.token) return 'invalid' as const
    const result = await resetPassword(db, data.token, data.password)
    if (result === 'done') clearSessionCookies()
    return result
  })

/** `/validmail/{uuid}`: validates the address of the account the e-mailed link names. */
export const validateEmailFn = createServerFn({ method: 'POST' })
  .middleware([dbMiddleware])
  .validator(z.object({ token: linkTokenInput }))
  .handler(async ({ data, context }) => (data.token ? validateEmail(context.db, data.token) : 'invalid'))

/** The end of a LinkedIn sign-in (`/auth/linkedin/callback?code&state`). */
export const linkedinCallbackFn = createServerFn({ method: 'POST' })
  .middleware([dbMiddleware])
  .validator(
    z.object({
      code: z.catch(z.optional(z.string().check(z.maxLength(2000))), undefined),
      state: z.catch(z.optional(z.string().check(z.maxLength(500))), undefined),
    }),
  )
  .handler(
    async ({
      data,
      context: { db, locale },
    }): Promise<
      { ok: true; user: AuthUser } | { ok: false; error: 'failed' | 'not-allowed' | 'unverified-email' }
    > => {
      const claims = await finishLinkedinSignIn(data)
      if (!claims) return { ok: false, error: 'failed' }
      const result = await signInWithLinkedin(db, claims, locale)
      if (result.kind !== 'ok') return { ok: false, error: result.kind }
      return (await startSession(db, result.userId)) as { ok: true; user: AuthUser }
    },
  )
