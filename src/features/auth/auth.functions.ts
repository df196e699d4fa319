/**
 * Authentication server functions. Inputs are re-validated here with the forms' zod schemas; answers are
 * error codes the forms translate, never exceptions for a user's mistake. Mutations are POST: with
 * SameSite=Lax cookies and a JSON body, another site cannot make a browser call them.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { forgotPasswordSchema, loginSchema, newPasswordSchema, registerSchema } from '~/domain/validation'
import { localeMiddleware } from '~/i18n/locale-middleware'
import type { AuthResult, AuthUser } from './auth.model'
import type { SessionUser } from './sessions.server'

const server = async () => {
  const [{ getDb }, rateLimit, cookies, sessions, accounts, current] = await Promise.all([
    import('~/server/db'),
    import('~/server/rate-limit'),
    import('./auth-cookies.server'),
    import('./sessions.server'),
    import('./accounts.server'),
    import('./current-user.server'),
  ])
  return { db: await getDb(), rateLimit, cookies, sessions, accounts, current }
}

export function toAuthUser(user: SessionUser): AuthUser {
  return {
    uuid: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    emailVerified: user.emailVerified,
    avatar: { src: null },
  }
}

/** The signed-in user, or null (renewing the session cookies when the access token expired). */
export const getAuthUserFn = createServerFn({ method: 'GET' }).handler(async (): Promise<AuthUser | null> => {
  const { db, current } = await server()
  const user = await current.currentUser(db)
  return user ? toAuthUser(user) : null
})

const throttled = (retryAfterS: number): AuthResult => ({ ok: false, error: 'throttled', retryAfterS })

/** The reCAPTCHA token the forms add when the site uses reCAPTCHA (outside the forms' own fields). */
const captchaTokenOf = (input: unknown): unknown => (input as { captchaToken?: unknown } | null)?.captchaToken

async function checkCaptcha(token: unknown, action: string) {
  const [{ verifyCaptcha }, { clientKey }] = await Promise.all([
    import('~/server/captcha'),
    import('~/server/rate-limit'),
  ])
  return verifyCaptcha(token, action, clientKey())
}

export const loginFn = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator((input: unknown) => ({
    parsed: loginSchema.safeParse(input),
    captchaToken: captchaTokenOf(input),
  }))
  .handler(async ({ data: { parsed, captchaToken } }): Promise<AuthResult> => {
    if (!parsed.success) return { ok: false, error: 'invalid' }
    const data = parsed.data
    if ((await checkCaptcha(captchaToken, 'login')) === 'failed') return { ok: false, error: 'captcha' }
    const { db, rateLimit, cookies, sessions, accounts } = await server()
    const result = await accounts.signInWithPassword(db, data.email, data.password, rateLimit.clientKey())
    if (result.kind === 'throttled') return throttled(result.retryAfterS)
    if (result.kind !== 'ok') return { ok: false, error: result.kind }
    const tokens = await sessions.createSession(db, result.userId)
    cookies.setSessionCookies(tokens)
    const user = await sessions.userFromAccessToken(db, tokens.accessToken)
    return { ok: true, user: toAuthUser(user!) }
  })

export const registerFn = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator((input: unknown) => ({
    parsed: registerSchema.safeParse(input),
    captchaToken: captchaTokenOf(input),
  }))
  .handler(async ({ data: { parsed, captchaToken }, context }): Promise<AuthResult> => {
    if (!parsed.success) return { ok: false, error: 'invalid' }
    const data = parsed.data
    if ((await checkCaptcha(captchaToken, 'register')) === 'failed') return { ok: false, error: 'captcha' }
    const { db, rateLimit, cookies, sessions, accounts } = await server()
    const limit = await rateLimit.hitRateLimit(
      db,
      `register:ip:${rateLimit.clientKey()}`,
      rateLimit.REGISTER_LIMIT,
    )
    if (!limit.allowed) return throttled(limit.retryAfterS)
    const result = await accounts.registerAccount(db, data, context.locale)
    if (result.kind === 'exists') return { ok: false, error: 'exists' }
    const tokens = await sessions.createSession(db, result.userId)
    cookies.setSessionCookies(tokens)
    const user = await sessions.userFromAccessToken(db, tokens.accessToken)
    return { ok: true, user: toAuthUser(user!) }
  })

export const logoutFn = createServerFn({ method: 'POST' }).handler(async () => {
  const { db, cookies, sessions, current } = await server()
  const user = await current.currentUser(db)
  if (user) await sessions.revokeSession(db, user.sessionId)
  cookies.clearSessionCookies()
  return { ok: true as const }
})

/** Always answers the same, whether the address has an account or not. */
export const forgotPasswordFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => ({
    parsed: forgotPasswordSchema.safeParse(input),
    captchaToken: captchaTokenOf(input),
  }))
  .handler(
    async ({
      data: { parsed, captchaToken },
    }): Promise<
      { ok: true } | { ok: false; error: 'throttled' | 'invalid' | 'captcha'; retryAfterS?: number }
    > => {
      if (!parsed.success) return { ok: false, error: 'invalid' }
      const data = parsed.data
      if ((await checkCaptcha(captchaToken, 'recovery')) === 'failed') return { ok: false, error: 'captcha' }
      const { db, rateLimit, accounts } = await server()
      const byIp = await rateLimit.hitRateLimit(
        db,
        `recovery:ip:${rateLimit.clientKey()}`,
        rateLimit.RECOVERY_IP_LIMIT,
      )
      if (!byIp.allowed) return { ok: false, error: 'throttled', retryAfterS: byIp.retryAfterS }
      const byAccount = await rateLimit.hitRateLimit(
        db,
        `recovery:account:${data.email.trim().toLowerCase()}`,
        rateLimit.RECOVERY_ACCOUNT_LIMIT,
      )
      // Over the per-account limit the answer is the same, only no more mail goes out.
      if (byAccount.allowed) await accounts.requestPasswordRecovery(db, data.email)
      return { ok: true }
    },
  )

const tokenSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) })

export const recoveryLinkStateFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => tokenSchema.safeParse(input))
  .handler(async ({ data: parsed }) => {
    if (!parsed.success) return 'invalid' as const
    const { db, accounts } = await server()
    return accounts.recoveryLinkState(db, parsed.data.token)
  })

export const resetPasswordFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => {
    const token = tokenSchema.safeParse(input)
    const passwords = newPasswordSchema.safeParse(input)
    return token.success && passwords.success ? { ...token.data, ...passwords.data } : null
  })
  .handler(async ({ data }) => {
    if (!data) return 'invalid' as const
    const { db, cookies, accounts } = await server()
    const result = await accounts.resetPassword(db, data.token, data.password)
    if (result === 'done') cookies.clearSessionCookies()
    return result
  })

export const validateEmailFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => tokenSchema.safeParse(input))
  .handler(async ({ data: parsed }) => {
    if (!parsed.success) return 'invalid' as const
    const { db, accounts } = await server()
    return accounts.validateEmail(db, parsed.data.token)
  })

/** The end of a LinkedIn sign-in (`/auth/linkedin/callback?code&state`). */
export const linkedinCallbackFn = createServerFn({ method: 'POST' })
  .middleware([localeMiddleware])
  .validator((input: unknown) =>
    z
      .object({
        code: z.optional(z.string().check(z.maxLength(2000))),
        state: z.optional(z.string().check(z.maxLength(500))),
      })
      .safeParse(input),
  )
  .handler(
    async ({
      data: parsed,
      context,
    }): Promise<
      { ok: true; user: AuthUser } | { ok: false; error: 'failed' | 'not-allowed' | 'unverified-email' }
    > => {
      if (!parsed.success) return { ok: false, error: 'failed' }
      const { db, cookies, sessions, accounts } = await server()
      const { finishLinkedinSignIn } = await import('./linkedin.server')
      const claims = await finishLinkedinSignIn(parsed.data)
      if (!claims) return { ok: false, error: 'failed' }
      const result = await accounts.signInWithLinkedin(db, claims, context.locale)
      if (result.kind !== 'ok') return { ok: false, error: result.kind }
      const tokens = await sessions.createSession(db, result.userId)
      cookies.setSessionCookies(tokens)
      const user = await sessions.userFromAccessToken(db, tokens.accessToken)
      return { ok: true, user: toAuthUser(user!) }
    },
  )
