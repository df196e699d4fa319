import { AUTH_COOKIE_PREFIX } from '~/domain/constants'

export const ACCESS_COOKIE = `${AUTH_COOKIE_PREFIX}access_token`
export const REFRESH_COOKIE = `${AUTH_COOKIE_PREFIX}refresh_token`
/** Not secret, readable by scripts: it changes when this browser signs in or out (another tab reloads). */
export const AUTH_MARKER_COOKIE = `${AUTH_COOKIE_PREFIX}auth`
