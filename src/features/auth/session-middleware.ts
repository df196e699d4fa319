/**
 * `{ db, locale, user }` in a server function's context: the signed-in user of the request (null when
 * signed out; an expired access cookie is renewed from the refresh cookie). The user is always the
 * request's own: handlers never take a user id from the browser.
 */
import { createMiddleware } from '@tanstack/react-start'
import type { UserRole } from '~/domain/enums'
import { dbMiddleware } from '~/server/server-functions'
import { currentUser } from './current-user.server'
import type { SessionUser } from './sessions.server'

export const sessionMiddleware = createMiddleware({ type: 'function' })
  .middleware([dbMiddleware])
  .server(async ({ next, context }) => next({ context: { user: await currentUser(context.db) } }))

/** What a signed-in user's function answers to nobody (the UI then asks to sign in again). */
export const SIGNED_OUT = { ok: false, error: 'signed-out' } as const

/** Guard of a talent's own functions: `if (!isTalent(user)) return SIGNED_OUT`. */
export const isTalent = (
  user: SessionUser | null,
): user is SessionUser & { role: Extract<UserRole, 'talent'> } => user?.role === 'talent'
