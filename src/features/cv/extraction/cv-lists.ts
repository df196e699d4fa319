/**
 * Skills and languages. Skills come one per bullet, or in comma lists, or grouped ("Outils : Jira,
 * Figma" gives Jira and Figma). Languages are recognised by their names in the CV's languages (from
 * `Intl.DisplayNames`, plus each language's own name), their level by CEFR codes or words.
 */
import type { LanguageLevel } from '~/domain/enums'
import { LANGUAGE_CODES, type LanguageCode } from '~/domain/languages'
import type { CvLine } from './cv-layout'
import { columnExtents, roomFor } from './cv-line-extents'
import { clean, fold, startsWithBullet } from './cv-text'

/** Dots, stars and bars people use to show a level ("Excel ●●●○○", "★★★"). */
const LEVEL_GLYPHS = /[●○◉◎•·★☆■□▪▫⬤◯✱✦|]+/gu

/** The skills of a skills section. */
export function extractSkills(lines: CvLine[]): string[] {
  const skills: string[] = []
  // A group's name printed bold above its items, which are not ("Operations" / "Route planning | …").
  const boldLabels = new Set(
    lines.filter(
      (line, index) =>
        line.bold &&
        lines.filter((other) => other.bold).length < lines.length / 2 &&
        lines[index + 1] !== undefined &&
        !lines[index + 1]!.bold &&
        line.text.split(/\s+/).length <= 4 &&
        !/[,;|•]/.test(line.text),
    ),
  )
  for (const text of listItems(lines.filter((line) => !boldLabels.has(line)))) {
    // "Over 5000 lines:", "Outils :" alone on its line: the name of the group below, not a skill.
    if (/:\s*$/.test(text)) continue
    // "Outils : Jira, Figma" — the group's name is not a skill.
    const grouped = /^([^:]{2,40}):\s*(.+)$/.exec(text)
    // Separators inside brackets belong to the item: "Gestion de projet (Agile, Scrum)".
    for (const part of (grouped ? grouped[2]! : text).split(
      /(?:\s*[,;•·▪|]\s*|\s+[–—-]\s+|\s{3,})(?![^(]*\))/,
    )) {
      const skill = clean(part.replace(LEVEL_GLYPHS, ' '))
        .replace(/\s*\((?:\d+\s*%|[a-c][12])\)$/i, '')
        .replace(/[.]$/, '')
      if (!skill || skill.length > 60 || skill.split(/\s+/).length > 6) continue
      if (/^\d+\s*%?$/.test(skill)) continue
      if (!skills.some((known) => fold(known) === fold(skill))) skills.push(skill)
    }
  }
  return skills
}

/**
 * The section's text as list lines. A line that was wrapped goes on in the next one: the next starts in
 * lower case ("Analyse des politiques" / "publiques"), sits closer than the list's lines usually do, or
 * continues a comma list whose line had no room left for the next word ("…, Gestion" / "budgétaire,
 * Excel"). A line that ends on a separator, or one skill per line, or a row of tags, does not go on.
 */
function listItems(lines: CvLine[]): string[] {
  const right = columnExtents(lines)
  const pitch = usualPitch(lines)
  const items: string[] = []
  let previous: CvLine | null = null
  for (const line of lines) {
    const last = items.at(-1)
    const wraps =
      last !== undefined &&
      previous !== null &&
      line.page === previous.page &&
      !/[,;:•·|]\s*$/.test(last) &&
      !startsWithBullet(line.text) &&
      !/^[^:]{2,40}:/.test(line.text) &&
      (/^\p{Ll}/u.test(line.text) ||
        line.y - previous.y < pitch * 0.85 ||
        // Only a comma list is prose that wraps anywhere; rows of tags or pipes end where an item ends.
        (/,\s*\S/.test(clean(last).replace(/\([^)]*\)/g, '')) &&
          !roomFor(previous, line, right(previous).right)))
    if (wraps) items[items.length - 1] = `${last} ${line.text}`
    else items.push(line.text)
    previous = line
  }
  return items
}

/** The usual distance between two lines of a list (the median; wrapped lines sit closer). */
function usualPitch(lines: CvLine[]): number {
  const gaps = lines
    .slice(1)
    .map((line, index) => (line.page === lines[index]!.page ? line.y - lines[index]!.y : 0))
    .filter((gap) => gap > 0)
    .sort((a, b) => a - b)
  // Too few lines to tell the usual spacing from a wrap's.
  return gaps.length >= 3 ? gaps[Math.floor(gaps.length / 2)]! : 0
}

const LEVEL_WORDS: [LanguageLevel, RegExp][] = [
  [
    'native',
    /\b(langue maternelle|maternelle|natif|native|moedertaal|mother tongue|first language|bilingue|tweetalig|bilingual|langue natale)\b/,
  ],
  [
    'advanced',
    /\b(c1|c2|courant|couramment|excellent|excellente|tres bonne?|vloeiend|uitstekend|zeer goed|fluent|advanced|avance|gevorderd|proficient|full professional|capacite professionnelle complete|volledige professionele)\b/,
  ],
  [
    // LinkedIn's "Professional working" and "Limited working" proficiencies, in its three languages.
    'intermediate',
    /\b(b1|b2|bon|bonne|moyen|intermediaire|intermediate|goed|redelijk|gemiddeld|behoorlijk|good|conversational|working knowledge|correct|professional working|limited working|capacite professionnelle (?:generale|limitee)|professionele werkvaardigheid|beperkte werkvaardigheid)\b/,
  ],
  [
    'beginner',
    /\b(a1|a2|notions?|debutant|elementaire|elementair|beperkt|basique|de base|basiskennis|basis|beginner|elementary|basic|scolaire|schools)\b/,
  ],
]

/** Language names in French, Dutch and English, and each language's own name, folded → code. */
const LANGUAGE_NAMES: Map<string, LanguageCode> = (() => {
  const names = new Map<string, LanguageCode>()
  for (const locale of ['fr', 'nl', 'en', 'de', 'es', 'it']) {
    const display = new Intl.DisplayNames([locale], { type: 'language' })
    for (const code of LANGUAGE_CODES) {
      const name = display.of(code)
      if (name) names.set(fold(name), code)
    }
  }
  for (const code of LANGUAGE_CODES) {
    const own = new Intl.DisplayNames([code], { type: 'language' }).of(code)
    if (own) names.set(fold(own), code)
  }
  for (const [name, code] of [
    ['neerlandais', 'nl'],
    ['flamand', 'nl'],
    ['vlaams', 'nl'],
    ['frans', 'fr'],
    ['engels', 'en'],
    ['duits', 'de'],
    ['spaans', 'es'],
    ['italiaans', 'it'],
    ['arabe', 'ar'],
    ['arabisch', 'ar'],
    ['turc', 'tr'],
    ['turks', 'tr'],
  ] as const)
    names.set(name, code)
  return names
})()

export type CvLanguage = { language: LanguageCode; level: LanguageLevel | null }

/**
 * Languages listed without a heading ("Portuguese, Spanish, English" in a header): a line whose every
 * part is a language's name.
 */
export function languagesOfLine(text: string): CvLanguage[] {
  const parts = text
    .split(/\s*[,;•·|]\s*|\s+(?:et|en|and)\s+/)
    .map((part) => fold(part).trim())
    .filter(Boolean)
  if (parts.length < 2 || !parts.every((part) => LANGUAGE_NAMES.has(part))) return []
  return [...new Set(parts.map((part) => LANGUAGE_NAMES.get(part)!))].map((language) => ({
    language,
    level: null,
  }))
}

/** The languages of a languages section, with their levels (null when the CV gives none). */
export function extractLanguages(lines: CvLine[]): CvLanguage[] {
  const found: CvLanguage[] = []
  // A line cut inside brackets or after a comma goes on in the next ("English (C2 – mother" / "tongue)").
  const text = (tableRows(lines) ?? lines).reduce((joined, line, index) => {
    if (index === 0) return line.text
    const open = (joined.match(/\(/g) ?? []).length > (joined.match(/\)/g) ?? []).length
    const goesOn = open || /,\s*$/.test(joined) || /^\p{Ll}/u.test(line.text.trim())
    return `${joined}${goesOn ? ' ' : '\n'}${line.text}`
  }, '')
  // One language per piece: lines, or "Français (natif), Anglais (C1)" cut at commas outside brackets.
  // A piece that names several languages is cut before each ("Nederlands (moedertaal) Frans (vloeiend)").
  const pieces = text.split(/\n|[,;•·|](?![^(]*\))/).flatMap(atEachLanguage)
  let pending: CvLanguage | null = null
  for (const piece of pieces) {
    const folded = fold(piece)
    const words = folded.split(/[^a-z]+/).filter(Boolean)
    const code = words.map((word) => LANGUAGE_NAMES.get(word)).find(Boolean)
    const level = levelOf(folded)
    if (code) {
      if (found.some((language) => language.language === code)) continue
      pending = { language: code, level }
      found.push(pending)
    } else if (pending && pending.level === null && level) pending.level = level
  }
  return found
}

/**
 * A table of languages whose level cells take two lines, set beside the name's row ("langue" / "Français" /
 * "maternelle"): each line of the level column goes with the name nearest to it, or null when the lines
 * are not such a table.
 */
function tableRows(lines: CvLine[]): CvLine[] | null {
  const left = Math.min(...lines.map((line) => line.x))
  const names = lines.filter((line) => line.x - left < 3)
  const cells = lines.filter((line) => line.x - left >= 20)
  if (names.length < 2 || cells.length === 0 || names.length + cells.length < lines.length) return null
  const nearest = (cell: CvLine) =>
    names.reduce((best, name) =>
      name.page === cell.page && Math.abs(name.y - cell.y) < Math.abs(best.y - cell.y) ? name : best,
    )
  if (cells.some((cell) => Math.abs(nearest(cell).y - cell.y) > cell.size * 1.5)) return null
  return names.map((name) => ({
    ...name,
    text: [name.text, ...cells.filter((cell) => nearest(cell) === name).map((cell) => cell.text)].join(' '),
  }))
}

function atEachLanguage(piece: string): string[] {
  const starts = [...piece.matchAll(/\p{L}+/gu)]
    .filter((word) => LANGUAGE_NAMES.has(fold(word[0])))
    .map((word) => word.index)
  if (starts.length < 2) return [piece]
  return starts.map((start, index) => piece.slice(index === 0 ? 0 : start, starts[index + 1]))
}

function levelOf(folded: string): LanguageLevel | null {
  for (const [level, pattern] of LEVEL_WORDS) if (pattern.test(folded)) return level
  return null
}
