/**
 * The talent's parameters (spec §2 /talent/parameters): password change, marketing e-mails, deletion.
 * Each acts on the signed-in user of the request only; signed out, nothing happens.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { changePasswordSchema } from '~/domain/validation'

type SignedOut = { ok: false; error: 'signed-out' }

const signedIn = async () => {
  const [{ getDb }, { currentUser }, accounts, cookies, rateLimit] = await Promise.all([
    import('~/server/db'),
    import('./current-user.server'),
    import('./accounts.server'),
    import('./auth-cookies.server'),
    import('~/server/rate-limit'),
  ])
  const db = await getDb()
  return { db, user: await currentUser(db), accounts, cookies, rateLimit }
}

export const getAccountSettingsFn = createServerFn({ method: 'GET' }).handler(async () => {
  const { db, user, accounts } = await signedIn()
  if (!user) return null
  return { marketing: await accounts.marketingOptIn(db, user.id) }
})

export const changePasswordFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => changePasswordSchema.safeParse(input))
  .handler(
    async ({
      data: parsed,
    }): Promise<
      | { ok: true }
      | SignedOut
      | { ok: false; error: 'wrong-current' | 'invalid' | 'throttled'; retryAfterS?: number }
    > => {
      if (!parsed.success) return { ok: false, error: 'invalid' }
      const { db, user, accounts, rateLimit } = await signedIn()
      if (!user) return { ok: false, error: 'signed-out' }
      // Guessing the current password from a stolen session is throttled like sign-in.
      const outcome = await rateLimit.limitFailures(
        db,
        `password-change:${user.id}`,
        rateLimit.LOGIN_ACCOUNT_LIMIT,
        () => accounts.changePassword(db, user.id, user.sessionId, parsed.data.current, parsed.data.password),
        (result) => result === 'wrong-current',
      )
      if ('blockedForS' in outcome) return { ok: false, error: 'throttled', retryAfterS: outcome.blockedForS }
      if (outcome.result === 'wrong-current') return { ok: false, error: 'wrong-current' }
      return { ok: true }
    },
  )

export const setMarketingFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => z.object({ marketing: z.boolean() }).safeParse(input))
  .handler(
    async ({
      data: parsed,
    }): Promise<{ ok: true; marketing: boolean } | SignedOut | { ok: false; error: 'invalid' }> => {
      if (!parsed.success) return { ok: false, error: 'invalid' }
      const { db, user, accounts } = await signedIn()
      if (!user) return { ok: false, error: 'signed-out' }
      await accounts.setMarketingOptIn(db, user.id, parsed.data.marketing)
      return { ok: true, marketing: parsed.data.marketing }
    },
  )

export const deleteAccountFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => z.object({ confirm: z.literal(true) }).safeParse(input))
  .handler(async ({ data: parsed }): Promise<{ ok: true } | SignedOut | { ok: false; error: 'invalid' }> => {
    if (!parsed.success) return { ok: false, error: 'invalid' }
    const { db, user, accounts, cookies } = await signedIn()
    if (!user) return { ok: false, error: 'signed-out' }
    await accounts.deleteAccount(db, user.id)
    cookies.clearSessionCookies()
    return { ok: true }
  })

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** `/marketing-mail-update?user=…&signature=…`: marketing e-mails off, or false when the link is not valid. */
export const marketingMailUpdateFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) =>
    z
      .object({ user: z.string().check(z.regex(UUID)), signature: z.string().check(z.maxLength(100)) })
      .safeParse(input),
  )
  .handler(async ({ data: parsed }) => {
    if (!parsed.success) return false
    const [{ getDb }, { unsubscribeFromMarketing }] = await Promise.all([
      import('~/server/db'),
      import('./marketing-link.server'),
    ])
    return unsubscribeFromMarketing(await getDb(), parsed.data.user, parsed.data.signature)
  })
