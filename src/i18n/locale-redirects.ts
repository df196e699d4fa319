import { parse as parseCookies } from 'cookie-es'
import { LOCALE_COOKIE } from '~/domain/constants'
import { isLocale, negotiateLocale, withLocalePrefix } from './locales'
import { canonicalRedirect } from './paths'

/**
 * Redirects decided from the URL alone, before routing (GET/HEAD page requests only):
 * - `/fr/...` and French slugs under `/en` or `/nl` → 301 to the canonical localized path;
 * - the root `/` on a visit → 302 to the remembered locale (cookie) or, failing that, the browser's
 *   Accept-Language; French stays at `/`.
 */
export function localeRedirect(request: Request): Response | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const url = new URL(request.url)
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/_')) return null

  const canonical = canonicalRedirect(url.pathname)
  if (canonical) return redirect(canonical + url.search, 301)

  if (url.pathname === '/') {
    const remembered = parseCookies(request.headers.get('cookie') ?? '')[LOCALE_COOKIE]
    const target = isLocale(remembered) ? remembered : negotiateLocale(request.headers.get('accept-language'))
    if (target && target !== 'fr') {
      const response = redirect(withLocalePrefix(target, '/') + url.search, 302)
      response.headers.set('vary', 'Accept-Language, Cookie')
      return response
    }
  }
  return null
}

function redirect(location: string, status: 301 | 302): Response {
  return new Response(null, { status, headers: { location, 'cache-control': 'no-store' } })
}
