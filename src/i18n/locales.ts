/** The three locales of the site (docs/product.md#states, #limits). French is the default and has no URL prefix. */
export const LOCALES = ['fr', 'nl', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'fr'

/** BCP 47 tags used for hreflang, <html lang> and Intl formatting. */
export const LOCALE_TAGS: Record<Locale, string> = { fr: 'fr-BE', nl: 'nl-BE', en: 'en' }
/** Locales for Intl formatting: Belgian French and Dutch; British English (day-first dates, 12,000). */
export const FORMAT_LOCALES: Record<Locale, string> = { fr: 'fr-BE', nl: 'nl-BE', en: 'en-GB' }

/** Name of each language in itself, for the language selector. */
export const LOCALE_NAMES: Record<Locale, string> = { fr: 'Français', nl: 'Nederlands', en: 'English' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** A server function's locale input: a supported locale, else the default one. */
export function localeOrDefault(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE
}

/** Splits `/en/job-offers` into `{ locale: 'en', rest: '/job-offers' }`; unprefixed paths are French. */
export function splitLocalePrefix(pathname: string): { locale: Locale; prefixed: boolean; rest: string } {
  const match = /^\/(nl|en)(?=\/|$)(.*)$/.exec(pathname)
  if (!match) return { locale: DEFAULT_LOCALE, prefixed: false, rest: pathname || '/' }
  return { locale: match[1] as Locale, prefixed: true, rest: match[2] || '/' }
}

export function localeFromPathname(pathname: string): Locale {
  return splitLocalePrefix(pathname).locale
}

/** `/job-offers` under `en` becomes `/en/job-offers`; French stays unprefixed; `/` under `en` is `/en`. */
export function withLocalePrefix(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path || '/'
  return path === '/' || path === '' ? `/${locale}` : `/${locale}${path}`
}

/**
 * Picks the best supported locale from an Accept-Language header ("nl-BE,nl;q=0.9,en;q=0.8"),
 * or null when none of the browser's languages is supported.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number.parseFloat(q.slice(2)) : 1
      return {
        base: tag.toLowerCase().split('-')[0] ?? '',
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      }
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  return ranked.map((entry) => entry.base).find(isLocale) ?? null
}
