import { deleteCookie, getCookie, setCookie } from '@tanstack/react-start/server'
import { ACCESS_COOKIE, AUTH_MARKER_COOKIE, REFRESH_COOKIE } from '~/domain/auth-cookie-names'
import {
  AUTH_COOKIE_MAX_AGE_S,
  NEW_USER_COOKIE,
  NEW_USER_COOKIE_MAX_AGE_S,
  REDIRECT_COOKIE,
  REDIRECT_COOKIE_MAX_AGE_S,
} from '~/domain/constants'
import { env } from '~/server/env'
import type { RefreshedTokens } from './sessions.server'

const secure = () => env().appUrl.startsWith('https:')

/** Tokens in HttpOnly, SameSite=Lax cookies (Secure behind HTTPS), 30 days; a readable marker for other tabs. */
export function setSessionCookies(tokens: RefreshedTokens): void {
  const options = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secure(),
    path: '/',
    maxAge: AUTH_COOKIE_MAX_AGE_S,
  }
  setCookie(ACCESS_COOKIE, tokens.accessToken, options)
  if (tokens.refreshToken) setCookie(REFRESH_COOKIE, tokens.refreshToken, options)
  setCookie(AUTH_MARKER_COOKIE, tokens.sessionId.slice(0, 8), { ...options, httpOnly: false })
}

export function clearSessionCookies(): void {
  for (const name of [ACCESS_COOKIE, REFRESH_COOKIE, AUTH_MARKER_COOKIE]) deleteCookie(name, { path: '/' })
}

export function readSessionCookies(): { access?: string; refresh?: string } {
  return { access: getCookie(ACCESS_COOKIE), refresh: getCookie(REFRESH_COOKIE) }
}

/** The path a guarded page asked for, kept an hour for after sign-in (docs/product.md#pages). */
export function rememberRedirect(path: string): void {
  setCookie(REDIRECT_COOKIE, path, {
    httpOnly: false,
    sameSite: 'lax',
    secure: secure(),
    path: '/',
    maxAge: REDIRECT_COOKIE_MAX_AGE_S,
  })
}

/** A new account: the welcome modal may offer to fill the profile from a CV from now on (docs/product.md#states). */
export function markNewUser(): void {
  setCookie(NEW_USER_COOKIE, String(Date.now()), {
    sameSite: 'lax',
    secure: secure(),
    path: '/',
    maxAge: NEW_USER_COOKIE_MAX_AGE_S,
  })
}
