import { Link, type LinkProps, useRouter } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, ReactNode } from 'react'
import type { RouteName, RouteParams } from './paths'
import { internalPathFor, toPublicPath } from './paths'
import { useLocale } from './use-locale'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  Pick<LinkProps, 'search' | 'hash' | 'preload' | 'activeProps' | 'activeOptions' | 'reloadDocument'> & {
    route: RouteName
    params?: RouteParams
    children?: ReactNode
  }

/**
 * A link to a route of the localized path table in the current locale. The router's `rewrite` turns the
 * internal (French-slug) path into the locale's public URL in the rendered href.
 */
export function LocalizedLink({ route, params, ...props }: Props) {
  const locale = useLocale()
  return <Link {...(props as object)} to={internalPathFor(route, locale, params) as never} />
}

/**
 * For links repeated many times on a page (list cards, the popular pages after every list): the same
 * URL, client-side navigation and preloading on intent as `LocalizedLink`, without the router's per-link
 * location building during SSR (15 router links took about a third of the job list's server render time).
 */
export function ListItemLink({
  route,
  params,
  className,
  children,
}: {
  route: RouteName
  params?: RouteParams
  className?: string
  children?: ReactNode
}) {
  const locale = useLocale()
  const router = useRouter()
  const to = internalPathFor(route, locale, params) as never
  const preload = () => {
    router.preloadRoute({ to }).catch(() => {
      // A failed preload only means the click will load it.
    })
  }
  return (
    <a
      href={toPublicPath(internalPathFor(route, locale, params))}
      className={className}
      onMouseEnter={preload}
      onFocus={preload}
      onClick={(event) => {
        // Let the browser handle new tabs, downloads and anything a script already handled.
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
          return
        if (event.altKey) return
        event.preventDefault()
        void router.navigate({ to })
      }}
    >
      {children}
    </a>
  )
}
