import { Link, type LinkProps } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, ReactNode } from 'react'
import type { RouteName, RouteParams } from './paths'
import { internalPathFor } from './paths'
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
