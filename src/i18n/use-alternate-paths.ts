import { useRouterState } from '@tanstack/react-router'
import { LOCALES, type Locale } from './locales'
import { switchLocalePath, toPublicPath } from './paths'

export type AlternatePaths = Partial<Record<Locale, string>>

/** A page whose slugs are data (a company's per-language slug) returns `alternates` from its loader. */
export function leafAlternates(loaderData: unknown): AlternatePaths | undefined {
  const alternates = (loaderData as { alternates?: AlternatePaths } | undefined)?.alternates
  return alternates && typeof alternates === 'object' ? alternates : undefined
}

/** The public path of the current page in every locale: the language selector's targets. */
export function useAlternatePaths(): Record<Locale, string> {
  const { pathname, alternates } = useRouterState({
    select: (state) => {
      const leaf = state.matches[state.matches.length - 1]
      return { pathname: state.location.pathname, alternates: leafAlternates(leaf?.loaderData) }
    },
    structuralSharing: true,
  })
  const publicPath = toPublicPath(pathname)
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, alternates?.[locale] ?? switchLocalePath(publicPath, locale)]),
  ) as Record<Locale, string>
}
