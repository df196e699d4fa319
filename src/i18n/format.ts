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

type LocaleFormats = { day: Intl.DateTimeFormat; number: Intl.NumberFormat; days: Map<string, string> }

/**
 * Formatters per list of locales, and the days already written with them. A list page shows the same
 * recent days and a few dozen amounts on every render (fifteen cards), and Lingui's `i18n.date` and
 * `i18n.number` build a cache key (JSON of the options) and look their formatter up on each call: 2.5 % of
 * the job list's server time.
 */
const formatsByLocales = new Map<string, LocaleFormats>()
const DAYS_KEPT = 2000

function formatsOf({ locale, locales }: I18n): LocaleFormats {
  const key = locales === undefined ? locale : [locales].flat().join(',')
  let formats = formatsByLocales.get(key)
  if (!formats) {
    const list = intlLocales(locale, locales)
    formats = {
      day: new Intl.DateTimeFormat(list, DAY_FORMAT),
      number: new Intl.NumberFormat(list),
      days: new Map(),
    }
    formatsByLocales.set(key, formats)
  }
  return formats
}

/** A day in the locale's format: "15 nov. 2026" (fr-BE), "15 nov 2026" (nl-BE), "15 Nov 2026" (en). */
export function formatDay(i18n: I18n, value: string | Date): string {
  const { day, days } = formatsOf(i18n)
  const key = typeof value === 'string' ? value : `@${value.getTime()}`
  let text = days.get(key)
  if (text === undefined) {
    text = day.format(typeof value === 'string' ? new Date(value) : value)
    if (days.size >= DAYS_KEPT) days.clear()
    days.set(key, text)
  }
  return text
}

/** A number in the locale's format, as `i18n.number(value)` writes it: "12 000" (fr-BE), "12.000" (nl-BE). */
export function formatNumber(i18n: I18n, value: number): string {
  return formatsOf(i18n).number.format(value)
}

/** A whole amount of euros in the locale's format: "500 €" (fr-BE), "€ 500" (nl-BE), "€500" (en). */
export function formatEuros(i18n: I18n, amount: number): string {
  return i18n.number(amount, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
}

/** A day and time in Belgium in the locale's words: "jeudi 10 décembre 2026 à 10:00" (an interview's slot). */
export function formatDayTime(i18n: I18n, value: string | Date): string {
  return new Intl.DateTimeFormat(intlLocales(i18n.locale, i18n.locales), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: DISPLAY_TIME_ZONE,
  }).format(typeof value === 'string' ? new Date(value) : value)
}
