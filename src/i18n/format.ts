import type { I18n } from '@lingui/core'

/** Belgian time for every date shown, so server and browser render the same day. */
export const DISPLAY_TIME_ZONE = 'Europe/Brussels'

/** A day in the locale's format: "15 nov. 2026" (fr-BE), "15 nov 2026" (nl-BE), "15 Nov 2026" (en). */
export function formatDay(i18n: I18n, value: string | Date): string {
  return i18n.date(value, { day: 'numeric', month: 'short', year: 'numeric', timeZone: DISPLAY_TIME_ZONE })
}

/** A whole amount of euros in the locale's format: "500 €" (fr-BE), "€ 500" (nl-BE), "€500" (en). */
export function formatEuros(i18n: I18n, amount: number): string {
  return i18n.number(amount, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
}
