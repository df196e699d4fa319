import { getRequest } from '@tanstack/react-start/server'
import type { Database } from '~/server/db/client'
import { clearSessionCookies, readSessionCookies, setSessionCookies } from './auth-cookies.server'
import { refreshSession, type SessionUser, userFromAccessToken } from './sessions.server'

/**
 * The signed-in user of the current request: `Authorization: Bearer` (the `/api`) or the access cookie;
 * when the access token has expired, the refresh cookie renews both cookies. Null when signed out.
 */
export async function currentUser(db: Database): Promise<SessionUser | null> {
  const bearer = getRequest()
    .headers.get('authorization')
    ?.match(/^Bearer\s+(\S+)$/i)?.[1]
  if (bearer) return userFromAccessToken(db, bearer)
  const { access, refresh } = readSessionCookies()
  if (access) {
    const user = await userFromAccessToken(db, access)
    if (user) return user
  }
  if (!refresh) {
    if (access) clearSessionCookies()
    return null
  }
  const refreshed = await refreshSession(db, refresh)
  if (!refreshed) {
    clearSessionCookies()
    return null
  }
  setSessionCookies(refreshed.tokens)
  return refreshed.user
}
