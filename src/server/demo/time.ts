/**
 * The seed's clock: every date is computed from a fixed reference instant (never the current time),
 * so two seeds are identical.
 */

export const SEED_REFERENCE_DATE = new Date('2026-11-15T09:00:00Z')

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

export function minutesBefore(minutes: number, from: Date = SEED_REFERENCE_DATE): Date {
  return new Date(from.getTime() - minutes * MINUTE_MS)
}

export function daysBefore(days: number, from: Date = SEED_REFERENCE_DATE): Date {
  return new Date(from.getTime() - days * DAY_MS)
}

export function daysAfter(days: number, from: Date): Date {
  return new Date(from.getTime() + days * DAY_MS)
}

export function earliest(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b
}
