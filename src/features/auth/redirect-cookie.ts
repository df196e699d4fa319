import { createIsomorphicFn } from '@tanstack/react-start'
import { parse, serialize } from 'cookie-es'
import { REDIRECT_COOKIE, REDIRECT_COOKIE_MAX_AGE_S } from '~/domain/constants'

/** Keeps the path a guarded page asked for, an hour, for after sign-in (docs/product.md#pages: cookie `redirect_url`). */
export const rememberRedirect = createIsomorphicFn()
  .server(async (path: string) => {
    const { rememberRedirect: setOnResponse } = await import('./auth-cookies.server')
    setOnResponse(path)
  })
  .client(async (path: string) => {
    // biome-ignore lint/suspicious/noDocumentCookie: cookie-es serializes it; the Cookie Store API is not in every browser
    document.cookie = serialize(REDIRECT_COOKIE, path, {
      path: '/',
      maxAge: REDIRECT_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
      secure: window.location.protocol === 'https:',
    })
  })

/** The stored path (only a path of this site), removed as it is read. */
export function takeRedirect(): string | null {
  const value = parse(document.cookie)[REDIRECT_COOKIE]
  if (value === undefined) return null
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = serialize(REDIRECT_COOKIE, '', { path: '/', maxAge: 0 })
  return value.startsWith('/') && !value.startsWith('//') ? value : null
}
