/**
 * The languages a talent speaks (docs/product.md#data), each with one of the four levels. Codes are ISO 639-1; their
 * names come from `Intl.DisplayNames` in the reader's language, so no list of names is kept here.
 */
import { z } from 'zod/mini'
import { LANGUAGE_LEVELS, type LanguageLevel } from './enums'
import { RULES } from './validation'

/**
 * The languages offered: Belgium's three, the other languages of the EU, and the languages most spoken by
 * people living and working in Belgium (Maghreb, Türkiye, Central and Eastern Europe, Africa, Asia).
 */
export const LANGUAGE_CODES = [
  'fr',
  'nl',
  'de',
  'en',
  'es',
  'it',
  'pt',
  'pl',
  'ro',
  'bg',
  'cs',
  'sk',
  'sl',
  'hr',
  'hu',
  'el',
  'da',
  'sv',
  'fi',
  'et',
  'lv',
  'lt',
  'ga',
  'mt',
  'lb',
  'ar',
  'tr',
  'ru',
  'uk',
  'sq',
  'sr',
  'bs',
  'fa',
  'ps',
  'ku',
  'he',
  'hi',
  'ur',
  'bn',
  'zh',
  'ja',
  'ko',
  'vi',
  'sw',
  'ln',
  'rw',
  'am',
  'ti',
  'so',
] as const
export type LanguageCode = (typeof LANGUAGE_CODES)[number]

/** A profile lists at most this many languages. */
export const MAX_LANGUAGES = 20

/**
 * One language and how well the talent speaks it. `language` is one of `LANGUAGE_CODES`, typed as a string
 * because stored rows read back as text.
 */
export type SpokenLanguage = { language: string; level: LanguageLevel }

export const spokenLanguageSchema = z.object({
  language: z.string({ error: RULES.required }).check(z.refine(isLanguageCode, RULES.required)),
  level: z.enum(LANGUAGE_LEVELS, { error: RULES.required }),
})

/**
 * The languages of a profile, at most `MAX_LANGUAGES`. The field lists each language once; a save that
 * names one twice keeps its first level (the profile's `writeSkills`).
 */
export const spokenLanguagesSchema = z
  .array(spokenLanguageSchema)
  .check(z.maxLength(MAX_LANGUAGES, RULES.tooMany))

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value)
}

/** The codes not chosen yet (what the "add a language" choice offers). */
export function languagesLeft(chosen: readonly SpokenLanguage[]): LanguageCode[] {
  const taken = new Set(chosen.map((entry) => entry.language))
  return LANGUAGE_CODES.filter((code) => !taken.has(code))
}

/** Adds a language at the end; a language already listed keeps its place and takes the new level. */
export function addLanguage(chosen: readonly SpokenLanguage[], entry: SpokenLanguage): SpokenLanguage[] {
  if (chosen.some((existing) => existing.language === entry.language))
    return chosen.map((existing) => (existing.language === entry.language ? entry : existing))
  if (chosen.length >= MAX_LANGUAGES) return [...chosen]
  return [...chosen, entry]
}
