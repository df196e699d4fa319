/**
 * A CV's sections, found by their headings as people write them in French, Dutch and English. A heading is
 * a short line that is one of the known names (or starts with one, "Expériences professionnelles :");
 * capitals, bold or a larger size make a short unknown line a heading of an unknown section too, so that
 * its content does not run into the previous section.
 */

import { findDateRange } from './cv-dates'
import { headingKind, isLetterSpaced, kindOfWords, type SectionKind } from './cv-headings'
import type { CvLine } from './cv-layout'
import { columnExtents } from './cv-line-extents'

export { headingKind, type SectionKind }

export type CvSection = { kind: SectionKind | 'header'; heading: string | null; lines: CvLine[] }

/** Cuts the lines into sections; what comes before the first heading is the header (name, contact). */
export function splitSections(lines: CvLine[]): CvSection[] {
  const sections: CvSection[] = [{ kind: 'header', heading: null, lines: [] }]
  const bodySize = medianSize(lines)
  // Each column goes on with its own last section: after a sidebar, the main column's experiences
  // continue; a page's second column does not run into the first's last section.
  // Columns of about the same width are one text flowing from one to the next (two-column templates).
  const currentByColumn = new Map<number, CvSection>()
  const widthOf = columnWidths(lines)
  // The look of this CV's known headings (size, weight, capitals), when it differs from its text's.
  const headingLook = headingLooks(lines, bodySize)
  const styledAsHeading = (line: CvLine) =>
    line.text.length <= 40 && (isLetterSpaced(line.text) || headingLook.some((look) => looksLike(line, look)))
  // Only a look larger than the text sets headings apart from entries: bold or capitals at the text's
  // size are also how entries print their organisation or post.
  const largerLooks = headingLook.filter((look) => look.size > bodySize * 1.12)
  let previous = lines[0]
  let continued: CvLine | null = null
  for (const [index, line] of lines.entries()) {
    if (line === continued) continue
    if (previous && line.column !== previous.column && line.column >= 0) {
      const [a, b] = [widthOf(previous), widthOf(line)]
      const flowing = previous.column >= 0 && Math.min(a, b) / Math.max(a, b) >= 0.7
      const resumed = currentByColumn.get(line.column)
      if (flowing) {
        // The text goes on in the next column: the current section continues.
      } else if (resumed) {
        sections.splice(sections.indexOf(resumed), 1)
        sections.push(resumed)
      } else sections.push({ kind: sections.length === 1 ? 'header' : 'other', heading: null, lines: [] })
    }
    previous = line
    // A heading a narrow sidebar wrapped: "Compétences" / "techniques", "Connaissances" / "linguistiques".
    const next = lines[index + 1]
    const joined = next && continuesHeading(line, next) ? headingKind(`${line.text} ${next.text}`) : null
    // "courses" wrapped from "– Assessed learners and referred them to vocational": a word that names a
    // section, but the end of the line above.
    const alone = continuesLine(lines[index - 1], line) ? null : headingKind(line.text)
    if (joined && (!alone || alone === joined)) continued = next!
    const kind =
      (joined && (!alone || alone === joined) ? joined : null) ??
      alone ??
      (styledAsHeading(line) ? kindOfWords(line.text) : null)
    // An unknown heading looks like this CV's known ones; without any to go by, it is larger than the
    // text (capitals and bold alone are also how people print organisations and posts) and no dates
    // follow it (an entry's header: "CORNELL UNIVERSITY" then "Dec 2014 | Ithaca, NY").
    const looksLikeHeading =
      line.text.length <= 40 &&
      /\p{L}/u.test(line.text) &&
      !/[.,;@|]\s*$/.test(line.text) &&
      (isLetterSpaced(line.text) ||
        (largerLooks.length > 0
          ? largerLooks.some((look) => looksLike(line, look))
          : line.size > bodySize * 1.12 && !datesFollow(lines, index)))
    if (kind)
      sections.push({
        kind,
        heading: continued === next ? `${line.text} ${next!.text}` : line.text,
        lines: [],
      })
    else if (looksLikeHeading && sections.length > 1 && isLikelyUnknownHeading(line.text))
      sections.push({ kind: 'other', heading: line.text, lines: [] })
    else sections.at(-1)!.lines.push(line)
    currentByColumn.set(line.column, sections.at(-1)!)
  }
  return sections
}

type Look = { size: number; bold: boolean; caps: boolean }

const isCaps = (text: string) => text === text.toUpperCase() && /\p{Lu}{2}/u.test(text)
const looksLike = (line: CvLine, look: Look) =>
  Math.abs(line.size - look.size) <= 0.5 && line.bold === look.bold && (!look.caps || isCaps(line.text))

/**
 * How this CV prints its section headings: the looks of the lines that are known headings, when they
 * stand out from the text (larger, bolder or in capitals) — a look two known headings share, or one
 * clearly larger than the text.
 */
function headingLooks(lines: CvLine[], bodySize: number): Look[] {
  const bodyBold = lines.filter((line) => line.bold).length > lines.length / 2
  const looks: (Look & { count: number })[] = []
  for (const line of lines) {
    if (!headingKind(line.text) || line.text.length > 40) continue
    const look = { size: line.size, bold: line.bold, caps: isCaps(line.text) }
    if (Math.abs(look.size - bodySize) <= 0.3 && look.bold === bodyBold && !look.caps) continue
    const same = looks.find((other) => looksLike(line, other) && other.caps === look.caps)
    if (same) same.count++
    else looks.push({ ...look, count: 1 })
  }
  return looks.filter((look) => look.count >= 2 || look.size > bodySize * 1.15)
}

/** Whether a date range comes on one of the two lines after `index`: `index` heads an entry. */
function datesFollow(lines: CvLine[], index: number): boolean {
  return lines
    .slice(index + 1, index + 3)
    .some((next) => next.column === lines[index]!.column && findDateRange(next.text) !== null)
}

/** Whether `line` goes on from `previous`: lower case, same size, just below a line that did not end. */
const continuesLine = (previous: CvLine | undefined, line: CvLine) =>
  previous !== undefined &&
  /^\p{Ll}/u.test(line.text.trim()) &&
  previous.page === line.page &&
  previous.column === line.column &&
  Math.abs(previous.size - line.size) < 0.3 &&
  line.y > previous.y &&
  line.y - previous.y < line.size * 1.8 &&
  !/[.:!?]\s*$/.test(previous.text)

/** Whether `next` may be the second line of a heading: same style, just below, a word or two. */
const continuesHeading = (line: CvLine, next: CvLine) =>
  next.page === line.page &&
  next.column === line.column &&
  Math.abs(next.size - line.size) < 0.3 &&
  next.bold === line.bold &&
  next.y > line.y &&
  next.y - line.y < line.size * 1.8 &&
  (next.text.trim().split(/\s+/).length <= 2 || isLetterSpaced(next.text))

/** An unknown capitalised line is a heading when it reads like one (a few words, no digits). */
const isLikelyUnknownHeading = (text: string) =>
  !/\d/.test(text) && (text.split(/\s+/).length <= 4 || isLetterSpaced(text))

/** The width of the column a line is in, on its page. */
function columnWidths(lines: CvLine[]): (line: CvLine) => number {
  const extentOf = columnExtents(lines)
  return (line) => extentOf(line).right - extentOf(line).left
}

function medianSize(lines: CvLine[]): number {
  const sizes = lines.map((line) => line.size).sort((a, b) => a - b)
  return sizes[Math.floor(sizes.length / 2)] ?? 10
}
