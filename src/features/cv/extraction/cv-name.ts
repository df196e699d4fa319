/**
 * Who the CV is about: her name (the largest short line of capitalised words on the first page, or two such
 * lines one above the other) split into first and last name, and the headline printed under it.
 */
import { countryCodeOf } from '~/server/places/countries'
import { readLocation, readWholeLocation } from '~/server/places/gazetteer'
import type { CvLine } from './cv-layout'
import { headingKind } from './cv-sections'
import { clean, nameCase } from './cv-text'

const PARTICLES = new Set([
  'van',
  'de',
  'den',
  'der',
  'vanden',
  'vander',
  'le',
  'la',
  'du',
  'des',
  'von',
  "d'",
  'di',
  'da',
  'el',
  'al',
  'ter',
  'ten',
  'vande',
  'op',
  "t'",
])

/** The parts of a line that the reading order joined with " | " (a name and a city side by side). */
export const segmentsOf = (text: string) =>
  text
    .split(/\s\|\s/)
    .map((part) => part.trim())
    .filter(Boolean)

/**
 * A name is a few words of letters, each capitalised (but particles: "van den", "de", "d'"): a sentence
 * wrapped in two ("and wrote internal" / "procedures.") is not one.
 */
const isNameLike = (text: string, most: number) => {
  const words = text.trim().split(/\s+/)
  return (
    words.length <= most &&
    // A maiden name may follow in brackets: "Cathrine Sant (Petersen)".
    /^[\p{L}'’ .-]+(?:\s\([\p{L}'’ .-]+\))?$/u.test(text) &&
    !/\.$/.test(text.trim()) &&
    words.every((word) => /^\(?\p{Lu}/u.test(word) || PARTICLES.has(word.toLowerCase().replace('’', "'"))) &&
    // "San Francisco Bay Area", "Brussels, Belgium": a place, not a person (a name's last line alone,
    // "Linden", may be named like a town).
    (words.length < 2 || !readLocation(text)) &&
    !headingKind(text) &&
    !/^(?:\p{L} ){3,}/u.test(text) &&
    !/\b(curriculum|vitae|cv|resume)\b/i.test(text)
  )
}

type Candidate = { text: string; size: number; y: number; last: CvLine }
export type Name = { first_name: string | null; last_name: string | null; line: CvLine | null }

/** The line printed just under `line` in the same style: a name's second line ("Théo" / "VAN DEN BROECK"). */
function lineBelow(lines: CvLine[], index: number): CvLine | undefined {
  const line = lines[index]!
  return lines
    .slice(index + 1, index + 4)
    .find(
      (next) =>
        next.page === line.page &&
        Math.abs(next.size - line.size) < 0.5 &&
        Math.abs(next.x - line.x) < 3 &&
        next.y > line.y &&
        next.y - line.y < line.size * 2,
    )
}

export function findName(lines: CvLine[]): Name {
  const candidates: Candidate[] = []
  // The name heads the CV: above the first section heading of its column.
  const firstHeading = new Map<number, number>()
  for (const line of lines)
    if (line.page === 1 && headingKind(line.text))
      firstHeading.set(
        line.column,
        Math.min(firstHeading.get(line.column) ?? Number.POSITIVE_INFINITY, line.y),
      )
  for (const line of lines) {
    if (line.page !== 1 || line.y > (firstHeading.get(line.column) ?? Number.POSITIVE_INFINITY)) continue
    const [first] = segmentsOf(line.text)
    if (!first || !isNameLike(first, 5)) continue
    // A name printed over two or three lines: "Théo" / "VAN DEN BROECK", "Yasmina" / "VAN DEN" / "BROECK".
    let text = first
    let last = line
    for (let depth = 1; depth <= 2 && isNameLike(text, 3); depth++) {
      const below = lineBelow(lines, lines.indexOf(last))
      const more = below ? segmentsOf(below.text)[0] : undefined
      if (!below || !more || !isNameLike(more, 4)) break
      text = `${text} ${more}`
      last = below
      candidates.push({ text, size: line.size + 0.01 * depth, y: line.y, last })
    }
    if (first.split(/\s+/).length >= 2)
      candidates.push({ text: first, size: line.size, y: line.y, last: line })
  }
  const biggest = candidates.sort((a, b) => b.size - a.size || a.y - b.y)[0]
  if (!biggest) return { first_name: null, last_name: null, line: null }
  return { ...splitName(biggest.text.trim()), line: biggest.last }
}

/** "Marie DUPONT", "DUPONT Marie", "Jan Van den Broeck", "Anne-Sophie de Wilde". */
export function splitName(full: string): { first_name: string; last_name: string } {
  const words = full.replace(/(\p{L})- (\p{L})/gu, '$1-$2').split(/\s+/)
  const isCaps = (word: string) => word.length > 1 && word === word.toUpperCase() && /\p{Lu}/u.test(word)
  const caps = words.map(isCaps)
  if (caps.some(Boolean) && !caps.every(Boolean)) {
    const last = words.filter((_, i) => caps[i])
    const first = words.filter((_, i) => !caps[i])
    return { first_name: first.join(' '), last_name: nameCase(last.join(' ')) }
  }
  const cased = caps.every(Boolean) ? words.map((word) => nameCase(word)) : words
  const particle = cased.findIndex((word, i) => i > 0 && PARTICLES.has(word.toLowerCase()))
  // Without a particle, the first word is the given name: double surnames ("Ferreira Lopes") are more
  // common than unhyphenated double given names.
  const split = particle > 0 ? particle : 1
  return { first_name: cased.slice(0, split).join(' '), last_name: cased.slice(split).join(' ') }
}

const CONTACT_LIKE = /@|linkedin|www\.|https?:|\.(?:be|com|org|net|eu)\b|\d/i
/** "Adresse : Wavre", "Address: Liège": a labelled contact detail. */
const LABELLED = /^[\p{L}. '’-]{2,30}?\s?:/u
/** A headline line cut by a narrow column goes on: it ends on a joining word or the next starts in lower case. */
const ENDS_OPEN =
  /(?:[&,/+|@-]|\b(?:de|des|du|d'|en|et|of|and|for|in|van|voor|met|the|la|le|les|at|chez|bij|bei|with|avec))$/i

/**
 * The headline: the first line under the name, aligned with it (left edges or centres), that is not contact
 * details, an age, a city or a heading; a headline wrapped over two lines is joined.
 */
export function findTitle(lines: CvLine[], nameLine: CvLine): string | null {
  const index = lines.indexOf(nameLine)
  const centre = (line: CvLine) => line.x + line.width / 2
  const aligned = (line: CvLine) =>
    line.page === nameLine.page &&
    (Math.abs(line.x - nameLine.x) < 4 || Math.abs(centre(line) - centre(nameLine)) < 8)
  const following = lines.slice(index + 1, index + 7).filter(aligned)
  for (const [i, line] of following.entries()) {
    if (line.y - nameLine.y > nameLine.size * 5) return null
    // "Projectbeheer | Energietransitie" is one headline; a contact detail beside it is not part of it.
    const segments = segmentsOf(line.text)
    // Nor an address's country or town beside it ("Belgique | Assistante sociale").
    const kept = segments.filter(
      (part) =>
        !CONTACT_LIKE.test(part) && !LABELLED.test(part) && !countryCodeOf(part) && !readWholeLocation(part),
    )
    const text = clean(kept.join(' | '))
    // What is left of a contact line ("… | Site" / "web : …") is a cut label, not a headline.
    if (!text || (kept.length < segments.length && (text.length < 8 || !/^\p{Lu}/u.test(text)))) continue
    // A heading (known, or letter-spaced like "O V E R M I J") ends the search.
    if (headingKind(text) || /^(?:\p{L} ){3,}/u.test(text)) return null
    // A paragraph under the name (a profile text without its heading) is not a headline.
    if (text.length > 80 || text.split(/\s+/).length > 10) return null
    if (readLocation(text)) continue
    const next = following[i + 1]
    const wraps =
      next &&
      Math.abs(next.size - line.size) < 0.5 &&
      next.y - line.y < line.size * 1.8 &&
      !CONTACT_LIKE.test(next.text) &&
      (ENDS_OPEN.test(text) || /^\p{Ll}/u.test(next.text))
    return wraps ? `${text} ${clean(next.text)}` : text
  }
  return null
}
