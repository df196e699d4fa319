import { LOCALE_TAGS, LOCALES, type Locale } from './locales'
import { switchLocalePath } from './paths'
import type { AlternatePaths } from './use-alternate-paths'

export type HeadLink = { rel: string; href: string; hrefLang?: string }

/**
 * Canonical link and hreflang alternates (fr-BE, nl-BE, en, x-default = French) of a public path.
 * Pages whose slugs are data (a company's per-language slug) pass their own `alternates`.
 */
export function alternateLinks(
  appUrl: string,
  publicPath: string,
  locale: Locale,
  alternates?: AlternatePaths,
): HeadLink[] {
  const pathIn = (target: Locale) => alternates?.[target] ?? switchLocalePath(publicPath, target)
  const links: HeadLink[] = [{ rel: 'canonical', href: appUrl + pathIn(locale) }]
  for (const target of LOCALES) {
    links.push({ rel: 'alternate', hrefLang: LOCALE_TAGS[target], href: appUrl + pathIn(target) })
  }
  links.push({ rel: 'alternate', hrefLang: 'x-default', href: appUrl + pathIn('fr') })
  return links
}
