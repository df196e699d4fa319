/**
 * Country names as people print them after a city ("Gent, België", "Lille (France)", "Utrecht, NL",
 * "Boston, USA"): every ISO 3166 code's name in French, Dutch, English and German from `Intl.DisplayNames`,
 * the codes themselves, and the usual short forms.
 */
import { fold } from '~/domain/fold'

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const SHORT_FORMS: Record<string, string> = {
  uk: 'GB',
  'u.k.': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  angleterre: 'GB',
  engeland: 'GB',
  ecosse: 'GB',
  schotland: 'GB',
  usa: 'US',
  'u.s.a.': 'US',
  'u.s.': 'US',
  'etats-unis': 'US',
  'verenigde staten': 'US',
  'united states of america': 'US',
  holland: 'NL',
  'pays-bas': 'NL',
  belgie: 'BE',
  'the netherlands': 'NL',
  rdc: 'CD',
  drc: 'CD',
  congo: 'CD',
  'rd congo': 'CD',
  b: 'BE',
}

let index: Map<string, string> | null = null

function countryIndex(): Map<string, string> {
  if (index) return index
  index = new Map(Object.entries(SHORT_FORMS))
  const namers = ['fr', 'nl', 'en', 'de'].map((locale) => new Intl.DisplayNames([locale], { type: 'region' }))
  for (const first of LETTERS)
    for (const second of LETTERS) {
      const code = `${first}${second}`
      const names = namers.map((namer) => {
        try {
          return namer.of(code)
        } catch {
          return undefined
        }
      })
      // Unknown codes come back as themselves.
      if (names.every((name) => !name || name === code)) continue
      // The first code of a name wins: FR before FX ("France" twice), GB before UK.
      for (const key of [
        ...names.filter((name) => name && name !== code).map((name) => fold(name!)),
        code.toLowerCase(),
      ])
        if (!index.has(key)) index.set(key, code)
    }
  return index
}

/** The ISO code of a printed country name or code, or null ("België" → BE, "NL" → NL). */
export function countryCodeOf(printed: string): string | null {
  const key = fold(printed.replace(/[()]/g, '')).replace(/\s+/g, ' ').trim()
  return key ? (countryIndex().get(key) ?? null) : null
}
