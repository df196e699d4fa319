import type { I18n } from '@lingui/core'

/** Belgian time for every date shown, so server and browser render the same day. */
export const DISPLAY_TIME_ZONE = 'Europe/Brussels'

/** Lingui's locale list for Intl (its `normalizeLocales`): the i18n's locales, or its locale, then `en`. */
export function intlLocales(locale: string, locales: string | readonly string[] | undefined): string[] {
  return [...(locales ? [locales].flat() : [locale]), 'en']
}

const DAY_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: DISPLAY_TIME_ZONE,
}

/**
 * Days already written, per list of locales. A list page shows the same recent days on every render
 * (fifteen cards), and Lingui's `i18n.date` builds a cache key (JSON of the options) and formats anew on
 * each call: 1.7 % of the job list's server time.
 */
const daysByLocales = new Map<string, { format: Intl.DateTimeFormat; texts: Map<string, string> }>()
const DAYS_KEPT = 2000

/** A day in the locale's format: "15 nov. 2026" (fr-BE), "15 nov 2026" (nl-BE), "15 Nov 2026" (en). */
export function formatDay(i18n: I18n, value: string | Date): string {
  const locales = intlLocales(i18n.locale, i18n.locales)
  const localesKey = locales.join(',')
  let days = daysByLocales.get(localesKey)
  if (!days) {
    days = { format: new Intl.DateTimeFormat(locales, DAY_FORMAT), texts: new Map() }
    daysByLocales.set(localesKey, days)
  }
  const key = typeof value === 'string' ? value : `@${value.getTime()}`
  let text = days.texts.get(key)
  if (text === undefined) {
    text = days.format.format(typeof value === 'string' ? new Date(value) : value)
    if (days.texts.size >= DAYS_KEPT) days.texts.clear()
    days.texts.set(key, text)
  }
  return text
}

/** A whole amount of euros in the locale's format: "500 €" (fr-BE), "€ 500" (nl-BE), "€500" (en). */
export function formatEuros(i18n: I18n, amount: number): string {
  return i18n.number(amount, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
}
