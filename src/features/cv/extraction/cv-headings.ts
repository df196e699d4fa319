/**
 * Section headings as people write them in French, Dutch and English, and the kind of section each names
 * ("Expériences professionnelles", "Werkervaring", "Work history" → experience). A heading may be one of
 * the names, start with one ("Langues :"), join two of one kind ("Kennis en vaardigheden"), or be letter-
 * spaced ("E X P É R I E N C E").
 */
import { HEADINGS } from './cv-heading-names'
import { headingKey } from './cv-text'

export type SectionKind =
  | 'experience'
  | 'education'
  | 'skills'
  | 'languages'
  | 'profile'
  | 'contact'
  | 'interests'
  | 'references'
  | 'other'

const KNOWN = new Map<string, SectionKind>()
for (const [kind, names] of Object.entries(HEADINGS))
  for (const name of names) KNOWN.set(name, kind as SectionKind)
/** The same names without spaces, for letter-spaced headings ("E X P É R I E N C E S"). */
const KNOWN_COMPACT = new Map([...KNOWN].map(([name, kind]) => [name.replace(/[ /&]/g, ''), kind]))

/** "P R O F I L E", "E X P E R I E N C E" (letters spaced out for style, as pdf.js reads them). */
export const isLetterSpaced = (text: string) => {
  // Letters spaced out for style; a kerned pair may come out joined ("VA A R D I G H E D E N").
  const tokens = text.trim().split(/\s+/)
  return (
    tokens.length >= 4 &&
    tokens.every((token) => /^[\p{L}&/'’-]{1,2}$/u.test(token)) &&
    tokens.filter((token) => token.length === 1).length >= tokens.length * 0.7
  )
}

/** The kind of section a line names, or null when it is not a known heading. */
export function headingKind(text: string): SectionKind | null {
  // "Language trainer | 01/2020 → 09/2023": a line with dates or numbers is an entry, not a heading.
  if (/\d{2}/.test(text)) return null
  const key = headingKey(text)
  if (isLetterSpaced(text)) return compactKind(key.replace(/[ /&]/g, ''))
  if (!key || key.split(' ').length > 6) return null
  const exact = KNOWN.get(key) ?? startingKind(key)
  if (exact) return exact
  // "Kennis en vaardigheden", "Stages & jobs étudiants": names of one kind joined.
  const parts = key.split(/ (?:en|et|and|&) |\/| & /).map((part) => part.trim())
  if (parts.length < 2) return null
  const kinds = parts.map((part) => KNOWN.get(part) ?? startingKind(part))
  // Every part a known name: "Formation en gestion des conflits" is a diploma, not a heading.
  return kinds[0] && kinds.every((kind) => kind === kinds[0]) ? kinds[0] : null
}

/**
 * A short heading none of the names match, read from its words, Dutch compounds included: "Vakantiejobs",
 * "Zomerwerk", "Expériences associatives", "Taalvaardigheden".
 */
const KIND_WORDS: [SectionKind, RegExp][] = [
  ['languages', /(?:^|\s)(?:\w*talen|langues|languages|\w*taalvaardigheden|taalkennis)$/],
  [
    'skills',
    /(?:^|\s)(?:\w*vaardigheden|competences|\w*competenties|skills|outils|tools|strengths|qualites|atouts|sterktes|kwaliteiten)$/,
  ],
  [
    'education',
    /(?:^|\s)(?:\w*opleidingen?|formations?|etudes|studies|diplomes|diploma s|education|onderwijs)(?:\s|$)/,
  ],
  [
    'experience',
    /(?:^|\s)(?:\w*jobs?|\w*werk|\w*ervaring|stages?|internships?|experiences?|emplois?|engagements?|benevol\w*|vrijwillig\w*|volunteer\w*)(?:\s|$)/,
  ],
]

/** Only for a line printed as a heading: "Formation Scrum Master" in a list of diplomas is not one. */
export function kindOfWords(text: string): SectionKind | null {
  // A letter-spaced heading is one word once its spaces are gone ("V A K A N T I E J O B S").
  const key = isLetterSpaced(text) ? headingKey(text).replace(/ /g, '') : headingKey(text)
  if (/\d/.test(text) || !key || key.split(' ').length > 4) return null
  return KIND_WORDS.find(([, pattern]) => pattern.test(key))?.[0] ?? null
}

/**
 * A letter-spaced heading has lost its word breaks: "kennisenvaardigheden" is read as two known names
 * joined ("kennis" + "en" + "vaardigheden"), "experiencesprofessionnellesetbenevoles" by the longest known
 * name it starts with.
 */
function compactKind(compact: string): SectionKind | null {
  const exact = KNOWN_COMPACT.get(compact)
  if (exact) return exact
  let best: { kind: SectionKind; length: number } | null = null
  for (const [name, kind] of KNOWN_COMPACT) {
    if (!compact.startsWith(name) || (best && name.length <= best.length)) continue
    const rest = compact.slice(name.length).replace(/^(?:en|et|and)/, '')
    if (KNOWN_COMPACT.get(rest) === kind || name.length >= compact.length * 0.5)
      best = { kind, length: name.length }
  }
  return best?.kind ?? null
}

/** "Expériences professionnelles & bénévoles", "Langues :": the longest known name a key starts with. */
function startingKind(key: string): SectionKind | null {
  let best: { kind: SectionKind; length: number } | null = null
  for (const [name, kind] of KNOWN)
    if ((key.startsWith(`${name} `) || key.startsWith(`${name}/`)) && (!best || name.length > best.length))
      best = { kind, length: name.length }
  return best && best.length >= key.length * 0.5 ? best.kind : null
}
