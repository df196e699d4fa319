import { Link, type LinkProps, useRouter, useRouterState } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, FocusEvent, MouseEvent, ReactNode, TouchEvent } from 'react'
import { LOCALES } from './locales'
import type { RouteName, RouteParams } from './paths'
import { internalPathFor, toPublicPath } from './paths'
import { stringifySearch } from './search-params'
import { useLocale } from './use-locale'

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>

type Props = AnchorProps &
  Pick<LinkProps, 'search' | 'hash' | 'preload' | 'activeProps' | 'activeOptions' | 'reloadDocument'> & {
    route: RouteName
    params?: RouteParams
    children?: ReactNode
  }

/**
 * A link to a route of the localized path table in the current locale. The router's `rewrite` turns the
 * internal (French-slug) path into the locale's public URL in the rendered href.
 *
 * A link that names a route and at most search params (no hash or options for the router) is a `PathLink`:
 * the same markup, client-side navigation, intent preloading and active state as the router's `Link`,
 * without its per-link location building during the server render (about 20 µs a link, 29 router links on
 * the job list: 6 % of the page's server time; ~100 µs for the sign-up banner's link, whose search the
 * router also validated against the target route's). With search params it is never marked current, as
 * for `SearchLink`.
 */
export function LocalizedLink({ route, params, ...props }: Props) {
  const locale = useLocale()
  const to = internalPathFor(route, locale, params)
  const { search, hash, preload, activeProps, activeOptions, reloadDocument, ...anchor } = props
  const plainSearch = search === undefined || (typeof search === 'object' && search !== null)
  if (!plainSearch || hash || preload !== undefined || activeProps || activeOptions || reloadDocument)
    return <Link {...(props as object)} to={to as never} />
  return <PathLink {...anchor} to={to} search={search as Record<string, unknown> | undefined} />
}

/**
 * A link to the current page with other search params (a list's other pages). The router's `Link` built
 * each of them at 0.35 % of the job list's server time, and its active test matches search params
 * partially: page 1 (no `page` param) counted as the current page on every page, and was highlighted as
 * such. Current only where the caller says so (`aria-current`).
 */
export function SearchLink({ search, ...anchor }: AnchorProps & { search: Record<string, unknown> }) {
  const path = useRouterState({ select: (state) => state.location.pathname })
  return <PathLink {...anchor} to={path} search={search} />
}

/**
 * The router's own test (link.tsx, `resolveIsActive` without search or hash): the current path is the
 * link's or, unless `exact`, lies under it, trailing slashes aside.
 */
export function isActivePath(currentPath: string, linkPath: string, exact = false): boolean {
  const current = withoutTrailingSlash(currentPath)
  const target = withoutTrailingSlash(linkPath)
  if (exact) return current === target
  return current.startsWith(target) && (current.length === target.length || current[target.length] === '/')
}

let homePaths: Set<string> | null = null

/**
 * Whether a link to `linkPath` (the router's path) is the current page at `currentPath`: every page lies
 * under a language's home (/nl, /en), so a home link is current only there; any other link on its page
 * and the pages under it.
 */
export function isCurrentPage(currentPath: string, linkPath: string): boolean {
  homePaths ??= new Set(LOCALES.map((locale) => internalPathFor('home', locale)))
  return isActivePath(currentPath, linkPath, homePaths.has(linkPath))
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

/** A click the browser should handle itself: a new tab or window, a download, or already handled. */
function leftToTheBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== undefined && target !== '' && target !== '_self')
  )
}

/**
 * An anchor to the internal path `to` (with `search`, never marked active), as the router's `Link` renders
 * and handles it.
 */
function PathLink({
  to,
  search,
  className,
  target,
  onClick,
  onMouseEnter,
  onFocus,
  onTouchStart,
  children,
  ...anchor
}: AnchorProps & { to: string; search?: Record<string, unknown> }) {
  const router = useRouter()
  // A caller that says which link is current (tabs whose paths nest) is the only judge of it.
  const decided = 'aria-current' in anchor
  const routerActive = useRouterState({
    select: (state) => !decided && search === undefined && isCurrentPage(state.location.pathname, to),
  })
  const active = decided ? anchor['aria-current'] === 'page' : routerActive
  const preload = () => {
    // The router's setting: no preloading on a light connection (router.tsx).
    if (router.options.defaultPreload !== 'intent') return
    router.preloadRoute({ to: to as never, search: search as never }).catch(() => {
      // A failed preload only means the click will load it.
    })
  }
  return (
    <a
      {...anchor}
      href={toPublicPath(to) + (search ? stringifySearch(search) : '')}
      target={target}
      className={active ? (className ? `${className} active` : 'active') : className}
      data-status={active ? 'active' : undefined}
      aria-current={active ? 'page' : anchor['aria-current']}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event)
        preload()
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event)
        preload()
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event)
        preload()
      }}
      onClick={(event) => {
        onClick?.(event)
        if (leftToTheBrowser(event, target)) return
        event.preventDefault()
        void router.navigate({ to: to as never, search: search as never })
      }}
    >
      {children}
    </a>
  )
}
