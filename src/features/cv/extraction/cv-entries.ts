/**
 * The entries of an experience or education section. An entry is anchored on its dates: the short lines
 * just around the date range are its header (post, organisation, city, contract), the lines after it its
 * description. What the header says is read in `cv-experience.ts`.
 */
import { type CvDateRange, findDateRange } from './cv-dates'
import { type CvLine, columnExtents } from './cv-layout'
import { clean, fold, startsWithBullet } from './cv-text'
import { LEGAL_FORM } from './cv-words'

const looksLikeSentence = (text: string) => text.split(/\s+/).length > 10

export type RawEntry = { header: string[]; range: CvDateRange; body: CvLine[] }

/** The edges of a section's text; rows that start with their dates (a merged date gutter) stand out to the left. */
function edgesOf(lines: CvLine[]) {
  const text = lines.filter((line) => findDateRange(line.text)?.index !== 0)
  return columnExtents(text.length ? text : lines)
}

/** Lines cut into entries, each around one date range. */
export function splitEntries(lines: CvLine[]): RawEntry[] {
  const edge = edgesOf(lines)
  // A list item: a bullet glyph, or text indented from the section's left edge (list markers drawn as
  // shapes leave no glyph in the text).
  const isItem = (line: CvLine) => startsWithBullet(line.text) || line.x - edge(line).left > line.size * 0.9
  const dateAt = lines.map((line) =>
    !startsWithBullet(line.text) && line.text.length <= 120 ? findDateRange(line.text) : null,
  )
  const isHeaderCandidate = (index: number) => {
    const line = lines[index]!
    return (
      !isItem(line) &&
      !dateAt[index] &&
      line.text.length <= 90 &&
      !/[.!?]$/.test(line.text.trim()) &&
      !looksLikeSentence(line.text)
    )
  }
  /** Where the header of the entry dated at `anchor` starts: at most two header lines above it. */
  const headerStart = (anchor: number, floor: number) => {
    let start = anchor
    while (start > floor && anchor - start < 2 && isHeaderCandidate(start - 1)) start--
    return start
  }
  const anchors = dateAt.flatMap((range, index) => (range ? [index] : []))
  const entries: RawEntry[] = []
  let previousEnd = 0
  for (const [n, anchor] of anchors.entries()) {
    const range = dateAt[anchor]!
    const anchorText = lines[anchor]!.text
    const dateless = clean(
      `${anchorText.slice(0, range.index)} ${anchorText.slice(range.index + range.length)}`,
    )
      .replace(/^[\s|,:;·•–—-]+|[\s|,:;·•–—-]+$/g, '')
      .trim()
    const start = headerStart(anchor, previousEnd)
    const nextAnchor = anchors[n + 1] ?? lines.length
    // Dates first ("2019 – 2021" then the post and the organisation): the header follows the dates.
    let headerEnd = anchor + 1
    if (start === anchor) {
      const most = dateless ? 1 : 2
      while (headerEnd < nextAnchor && headerEnd - anchor <= most && isHeaderCandidate(headerEnd)) headerEnd++
    }
    const bodyEnd =
      n + 1 < anchors.length ? Math.max(headerEnd, headerStart(nextAnchor, headerEnd)) : lines.length
    const header = [
      ...lines.slice(start, anchor).map((line) => ({ text: line.text, line, endsOnDates: false })),
      ...(dateless
        ? [{ text: dateless, line: lines[anchor]!, endsOnDates: rangeAtEnd(anchorText, range) }]
        : []),
      ...lines.slice(anchor + 1, headerEnd).map((line) => ({ text: line.text, line, endsOnDates: false })),
    ]
    entries.push({ header: joinWrappedHeader(header, edge), range, body: lines.slice(headerEnd, bodyEnd) })
    previousEnd = bodyEnd
  }
  return entries
}

const rangeAtEnd = (text: string, range: CvDateRange) =>
  text.slice(range.index + range.length).replace(/[\s|·•,;:–—-]/g, '').length === 0

/** A header line that ends on a word that needs more: "… Kringloopwinkel De", "… contract |", "… chez". */
const OPEN_END = /(?:[,|&/–—-]|\b(?:de|du|des|van|der|den|het|la|le|les|of|the|at|bij|chez|en|et|and|&))$/i

type HeaderLine = { text: string; line: CvLine; endsOnDates: boolean }

/**
 * Header lines a narrow column wrapped are one ("Fietshersteller, Kringloopwinkel De" / "Schakel vzw"): a
 * line that ends on a joining word, or runs to the column's right edge with text (not dates), goes on
 * in a short line just below it that starts at the same left edge.
 */
function joinWrappedHeader(header: HeaderLine[], edge: (line: CvLine) => { right: number }): string[] {
  const texts: string[] = []
  for (const [index, part] of header.entries()) {
    const previous = header[index - 1]
    const width = edge(part.line).right - part.line.x
    const wraps =
      previous &&
      texts.length > 0 &&
      !previous.endsOnDates &&
      part.line.y > previous.line.y &&
      part.line.y - previous.line.y < previous.line.size * 2 &&
      Math.abs(part.line.x - previous.line.x) < 3 &&
      (OPEN_END.test(previous.text.trim()) ||
        (previous.line.x + previous.line.width >= edge(previous.line).right - previous.line.size * 2.5 &&
          part.line.width < width * 0.5 &&
          // What a wrap leaves: words in lower case, or a legal form ("Sunnyfield Solar" / "NV").
          (/^\p{Ll}/u.test(part.text) || LEGAL_FORM.test(` ${fold(part.text)}`))))
    if (wraps) texts[texts.length - 1] = `${texts.at(-1)!.replace(/\s*\|\s*$/, ' |')} ${part.text}`
    else texts.push(part.text)
  }
  return texts
}

/**
 * The description, one item per line: a bullet glyph starts an item, and so does any line after one that
 * stopped short of the column's right edge (a wrapped line reaches it).
 */
export function summaryOf(body: CvLine[]): string | null {
  const edge = edgesOf(body)
  const items: string[] = []
  let previous: CvLine | null = null
  for (const line of body) {
    const text = clean(line.text)
    if (!text) continue
    const wrapped =
      previous !== null &&
      !startsWithBullet(line.text) &&
      previous.x + previous.width >= edge(previous).right - previous.size * 3.5
    if (wrapped && items.length) items[items.length - 1] = `${items.at(-1)} ${text}`
    else items.push(text)
    previous = line
  }
  return items.length ? items.join('\n') : null
}
