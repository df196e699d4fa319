import { createMiddleware, createServerOnlyFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { DEFAULT_LOCALE, isLocale, type Locale, localeFromPathname } from './locales'

export const LOCALE_HEADER = 'x-tremplin-locale'

/**
 * Every server-function call knows the page's locale: the browser sends it in a header (from the URL
 * it is on); during SSR the call runs in the page request itself, whose URL carries it.
 */
export const localeMiddleware = createMiddleware({ type: 'function' })
  .client(({ next }) => {
    // During SSR the "client" side runs on the server, inside the page request: nothing to add.
    if (typeof window === 'undefined') return next()
    const locale = localeFromPathname(window.location.pathname)
    return next({ headers: { [LOCALE_HEADER]: locale, 'accept-language': locale } })
  })
  .server(({ next }) => next({ context: { locale: requestLocale() } }))

/** The locale of the current request, server-side. */
export const requestLocale = createServerOnlyFn((): Locale => {
  const request = getRequest()
  const header = request.headers.get(LOCALE_HEADER)
  if (isLocale(header)) return header
  try {
    return localeFromPathname(new URL(request.url).pathname)
  } catch {
    return DEFAULT_LOCALE
  }
})
