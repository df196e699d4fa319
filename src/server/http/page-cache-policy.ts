import { maybeSignedIn } from '~/domain/auth-cookie-names'
import { splitLocalePrefix } from '~/i18n/locales'
import { matchRoute, type RouteName } from '~/i18n/paths'
import { getDb } from '../db'
import { recentDataVersion } from '../db/data-version'
import { addVary } from './compression'

/**
 * The pages every anonymous visitor sees the same: the page cache may keep them and a CDN may too.
 * Everything else (sign-in, account, talent and recruiter spaces, links carrying a token, the demo
 * mailbox) is personal or one-off.
 */
const SHARED_PAGES: ReadonlySet<RouteName> = new Set<RouteName>([
  'home',
  'jobs',
  'companies',
  'company',
  'job',
  'cofounder',
  'cofounderProjects',
  'cofounderProject',
  'cofounderPricing',
  'media',
  'mediaArticles',
  'mediaArticlesCategory',
  'mediaPodcast',
  'podcastCategory',
  'podcastEpisode',
  'article',
  'contact',
  'companySelection',
  'sitemap',
  'pagesAll',
  'terms',
  'termsOfSale',
  'legalNotice',
  'privacy',
  'popularPage',
])

/** A GET or HEAD of a page every anonymous visitor sees the same. */
export function isSharedPageRequest(request: Request, url: URL): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/_')) return false
  const { locale, rest } = splitLocalePrefix(url.pathname)
  const match = matchRoute(rest, locale)
  return match !== null && SHARED_PAGES.has(match.name)
}

/** An anonymous GET or HEAD of a shared page: the page cache may answer it or keep its answer. */
export function isCacheablePageRequest(request: Request, url: URL): boolean {
  return !maybeSignedIn(request.headers.get('cookie')) && isSharedPageRequest(request, url)
}

/**
 * The data version a cached page must have been rendered at to be served now; null when the database
 * cannot say (it is restarting): then no copy is served or kept, and the app answers as it can.
 */
export async function currentPageVersion(): Promise<string | null> {
  try {
    const version = await recentDataVersion(await getDb())
    return `${version.offers}.${version.content}`
  } catch {
    return null
  }
}

/** Shared pages: a CDN may keep them a minute and serve a stale copy while it asks again. */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'
export const PERSONAL_CACHE_CONTROL = 'private, no-store'

/**
 * Sets `Cache-Control` where the route did not: shared pages for anonymous visitors are public, every
 * other page and API answer is private (a browser back button still works, nothing lands in a shared
 * cache).
 */
export function applyCachePolicy(response: Response, shared: boolean, url: URL): void {
  const headers = response.headers
  if (headers.has('cache-control')) return
  const type = headers.get('content-type') ?? ''
  const page = type.startsWith('text/html')
  if (shared && page && response.status === 200) {
    headers.set('cache-control', SHARED_PAGE_CACHE_CONTROL)
    // A CDN must not hand an anonymous copy to a signed-in visitor (her cookies differ), nor the French
    // root page to a browser the root would have sent to /nl or /en (locale-redirects.ts).
    addVary(headers, 'Cookie')
    if (url.pathname === '/') addVary(headers, 'Accept-Language')
  } else if (page || type.startsWith('application/json') || response.status >= 300) {
    headers.set('cache-control', PERSONAL_CACHE_CONTROL)
  }
}
