/**
 * The talent's parameters (docs/product.md#pages /talent/parameters): password change, marketing e-mails, deletion.
 * Each acts on the signed-in user of the request only; signed out, nothing happens.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { linkTokenInput, uuidInput } from '~/domain/url-input'
import { changePasswordSchema } from '~/domain/validation'
import { LOGIN_ACCOUNT_LIMIT, limitFailures } from '~/server/rate-limit'
import { dbMiddleware } from '~/server/server-functions'
import { changePassword, deleteAccount, marketingOptIn, setMarketingOptIn } from './account-settings.server'
import { clearSessionCookies } from './auth-cookies.server'
import { unsubscribeFromMarketing } from './marketing-link.server'
import { SIGNED_OUT, sessionMiddleware } from './session-middleware'

export const getAccountSettingsFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .handler(async ({ context: { db, user } }) =>
    user ? { marketing: await marketingOptIn(db, user.id) } : null,
  )

export const changePasswordFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(changePasswordSchema)
  .handler(
    async ({
      data,
      context: { db, user },
    }): Promise<
      | { ok: true }
      | typeof SIGNED_OUT
      | { ok: false; error: 'wrong-current' | 'weak-password' | 'throttled'; retryAfterS?: number }
    > => {
      if (!user) return SIGNED_OUT
      // Guessing the current password from a stolen session is throttled like sign-in.
      const outcome = await limitFailures(
        db,
        `password-change:${user.id}`,
        LOGIN_ACCOUNT_LIMIT,
        () => changePassword(db, user.id, user.sessionId, data.current, data.password),
        (result) => result === 'wrong-current',
      )
      if ('blockedForS' in outcome) return { ok: false, error: 'throttled', retryAfterS: outcome.blockedForS }
      if (outcome.result !== 'done') return { ok: false, error: outcome.result }
      return { ok: true }
    },
  )

export const setMarketingFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object({ marketing: z.boolean() }))
  .handler(async ({ data, context: { db, user } }) => {
    if (!user) return SIGNED_OUT
    await setMarketingOptIn(db, user.id, data.marketing)
    return { ok: true as const, marketing: data.marketing }
  })

export const deleteAccountFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object({ confirm: z.literal(true) }))
  .handler(async ({ context: { db, user } }) => {
    if (!user) return SIGNED_OUT
    const outcome = await deleteAccount(db, user.id)
    if (outcome.ok) clearSessionCookies()
    return outcome
  })

/** `/marketing-mail-update?user=…&signature=…`: marketing e-mails off, or false when the link is not valid. */
export const marketingMailUpdateFn = createServerFn({ method: 'POST' })
  .middleware([dbMiddleware])
  .validator(z.object({ user: uuidInput, signature: linkTokenInput }))
  .handler(({ data, context }) =>
    data.user && data.signature ? unsubscribeFromMarketing(context.db, data.user, data.signature) : false,
  )
