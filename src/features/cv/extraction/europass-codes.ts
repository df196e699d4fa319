/**
 * The codes a Europass document writes its values in — EQF levels, ISO 639 language codes, CEFR levels, a
 * country's dialling code apart from the number — as the profile's values.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import type { DiplomaType, LanguageLevel } from '~/domain/enums'
import { LANGUAGE_CODES, type LanguageCode } from '~/domain/languages'
import { diplomaType } from './cv-diploma'

/** The European Qualifications Framework level of a degree, as the profile's diploma types. */
const EQF_TYPES: Record<string, DiplomaType> = {
  '4': 'other',
  '6': 'bachelor',
  '7': 'master',
  '8': 'doctorate',
}

/** ISO 639-2 codes (terminology and bibliographic) of the profile's languages. */
const THREE_LETTER: Record<string, string> = {
  fra: 'fr',
  fre: 'fr',
  nld: 'nl',
  dut: 'nl',
  deu: 'de',
  ger: 'de',
  eng: 'en',
  spa: 'es',
  ita: 'it',
  por: 'pt',
  pol: 'pl',
  ron: 'ro',
  rum: 'ro',
  bul: 'bg',
  ces: 'cs',
  cze: 'cs',
  slk: 'sk',
  slo: 'sk',
  slv: 'sl',
  hrv: 'hr',
  hun: 'hu',
  ell: 'el',
  gre: 'el',
  dan: 'da',
  swe: 'sv',
  fin: 'fi',
  est: 'et',
  lav: 'lv',
  lit: 'lt',
  gle: 'ga',
  mlt: 'mt',
  ltz: 'lb',
  ara: 'ar',
  tur: 'tr',
  rus: 'ru',
  ukr: 'uk',
  zho: 'zh',
  chi: 'zh',
}

/** ISO 639-1 of "fre", "fra", "fr", or the official list's URI (".../language/FRA"). */
export function languageCode(written: string | null): LanguageCode | null {
  const code = written?.split('/').at(-1)?.toLowerCase() ?? ''
  const two = THREE_LETTER[code] ?? code
  return (LANGUAGE_CODES as readonly string[]).includes(two) ? (two as LanguageCode) : null
}

/** A CEFR level (A1…C2) as one of the profile's four levels. */
export function cefrLevel(level: string | null): LanguageLevel | null {
  const found = level ? /([abc])[12]/i.exec(level) : null
  if (!found) return null
  return ({ a: 'beginner', b: 'intermediate', c: 'advanced' } as const)[
    found[1]!.toLowerCase() as 'a' | 'b' | 'c'
  ]
}

/** The level most of a language's dimensions have (the lower one when they split evenly). */
export function overallLevel(levels: string[]): string | null {
  const sorted = levels
    .filter((level) => /^[abc][12]$/i.test(level))
    .map((level) => level.toUpperCase())
    .sort()
  if (!sorted.length) return null
  const counts = new Map<string, number>()
  for (const level of sorted) counts.set(level, (counts.get(level) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0]
}

export function e164(countryDialing: string | null, number: string | null): string | null {
  if (!number) return null
  const written = countryDialing ? `+${countryDialing.replace(/\D/g, '')}${number.replace(/^0/, '')}` : number
  const parsed = parsePhoneNumberFromString(written, 'BE')
  return parsed?.isValid() ? parsed.number : null
}

/** The type a diploma's name says, else the one its EQF level says. */
export function typeOf(name: string | null, level: string | null): DiplomaType | null {
  if (!name) return null
  const named = diplomaType(name)
  return named === 'other' && level ? (EQF_TYPES[level] ?? named) : named
}
