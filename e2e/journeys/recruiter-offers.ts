import type { Locale } from '../fixtures'

/** One demo organisation per language, so the three journeys never share a list (README: recruiters). */
export const ORGANISATION: Record<Locale, { name: string; email: string }> = {
  fr: { name: 'Clarity Impact Consulting', email: 'clarity-impact-consulting-1@demo.tremplin.be' },
  nl: { name: 'Bureau Boussole', email: 'bureau-boussole-1@demo.tremplin.be' },
  en: { name: 'Samen Verzekerd', email: 'samen-verzekerd-1@demo.tremplin.be' },
}
