import { AUTH_COOKIE_PREFIX } from './constants'

export const ACCESS_COOKIE = `${AUTH_COOKIE_PREFIX}access_token`
export const REFRESH_COOKIE = `${AUTH_COOKIE_PREFIX}refresh_token`
/** Not secret, readable by scripts: it changes when this browser signs in or out (another tab reloads). */
export const AUTH_MARKER_COOKIE = `${AUTH_COOKIE_PREFIX}auth`

const SIGNED_IN_COOKIES = [ACCESS_COOKIE, REFRESH_COOKIE, AUTH_MARKER_COOKIE]

/**
 * Whether a request may carry a session (read from its raw Cookie header, no parsing): such a visitor
 * gets pages rendered for her, never a copy shared with anonymous visitors.
 */
export function maybeSignedIn(cookieHeader: string | null): boolean {
  return !!cookieHeader && SIGNED_IN_COOKIES.some((name) => cookieHeader.includes(`${name}=`))
}
