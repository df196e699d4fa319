/**
 * The entries of an experience or education section. An entry is anchored on its dates: the short lines
 * just around the date range are its header (post, organisation, city, contract), the lines after it its
 * description. What the header says is read in `cv-experience.ts`.
 */

import { readWholeLocation } from '~/server/places/gazetteer'
import { type CvDateRange, findDateRange } from './cv-dates'
import type { CvLine } from './cv-layout'
import { type ColumnExtent, columnExtents, roomFor } from './cv-line-extents'
import { clean, fold, startsWithBullet } from './cv-text'
import { isCityName, LEGAL_FORM } from './cv-words'

/**
 * A line of description rather than of a header: many words, and none of the separators that set a post
 * apart from its organisation ("Jeune en Service Citoyen — Le Relais du Quartier asbl, Schaerbeek").
 */
const looksLikeSentence = (text: string) =>
  text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length > 10 &&
  !/\s[—–|@·]\s|\s(?:chez|bij|at)\s/.test(text)

export type RawEntry = {
  header: string[]
  range: CvDateRange
  body: CvLine[]
  /** The edges of the section's text, for telling wrapped lines in the body. */
  edge: (line: CvLine) => ColumnExtent
}

/**
 * The edges of a section's text. Rows that start with their dates are left out: in a date gutter they
 * start at the page's margin and would make every text line look indented.
 */
function edgesOf(lines: CvLine[]) {
  const dated = new Map(lines.map((line) => [line, findDateRange(line.text)?.index === 0]))
  const startsWithDates = (line: CvLine) => dated.get(line) ?? findDateRange(line.text)?.index === 0
  const text = lines.filter((line) => !startsWithDates(line))
  // Every line counts for the right edge; rows that start with dates not for the left one.
  const extent = columnExtents(lines)
  // A line alone at the margin of a date gutter is the rest of a range (and contract) the gutter wrapped
  // ("temps plein | …", "Indépendant | …"): it does not move the text's edge.
  const at = (line: CvLine) => `${line.page}:${line.column}:${Math.round(line.x)}`
  const counts = new Map<string, number>()
  for (const line of text) counts.set(at(line), (counts.get(at(line)) ?? 0) + 1)
  // A gutter: the dates start well left (some ems) of where most of the text starts, not at its margin.
  const usualX = new Map<string, { x: number; count: number }>()
  for (const line of text) {
    const key = `${line.page}:${line.column}`
    const count = counts.get(at(line)) ?? 0
    if (count > (usualX.get(key)?.count ?? 0)) usualX.set(key, { x: line.x, count })
  }
  const textX = (line: CvLine) => usualX.get(`${line.page}:${line.column}`)?.x ?? line.x
  const gutters = new Set(
    lines.filter((line) => startsWithDates(line) && textX(line) - line.x > line.size * 4).map(at),
  )
  const lefts = new Map<string, number>()
  for (const line of text) {
    if (gutters.has(at(line)) && (counts.get(at(line)) ?? 0) < 2) continue
    const key = `${line.page}:${line.column}`
    lefts.set(key, Math.min(lefts.get(key) ?? Number.POSITIVE_INFINITY, line.x))
  }
  return (line: CvLine) => ({
    ...extent(line),
    left: lefts.get(`${line.page}:${line.column}`) ?? extent(line).left,
  })
}

/**
 * Whether an entry's dates stand apart on their line (at its start or end, or beside a separator), unlike
 * years inside a sentence of description ("Pilotage du plan stratégique 2022-2026 avec le conseil").
 */
function setApart(text: string, range: CvDateRange): boolean {
  const before = text.slice(0, range.index).trim()
  const after = text.slice(range.index + range.length).trim()
  return !before || !after || /[|,;:([–—·•-]$/.test(before) || /^[|,;:)\]–—·•-]/.test(after)
}

/** Lines cut into entries, each around one date range. */
export function splitEntries(lines: CvLine[]): RawEntry[] {
  const edge = edgesOf(lines)
  // A list item: a bullet glyph, or text indented from the section's left edge (list markers drawn as
  // shapes leave no glyph in the text).
  // Smaller print set in a little (a contract tag under the post) is not an item.
  const sizes = lines.map((line) => line.size).sort((a, b) => a - b)
  const bodySize = sizes[Math.floor(sizes.length / 2)] ?? 10
  const isItem = (line: CvLine) =>
    startsWithBullet(line.text) || (line.x - edge(line).left > line.size * 0.6 && line.size > bodySize * 0.9)
  const dateAt = lines.map((line) => {
    const range = !startsWithBullet(line.text) && line.text.length <= 120 ? findDateRange(line.text) : null
    return range && setApart(line.text, range) ? range : null
  })
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
    // A third line when the topmost one finishes the line above it (in lower case or brackets).
    const room = () => anchor - start < 2 || (anchor - start < 3 && /^[\p{Ll}(]/u.test(lines[start]!.text))
    while (start > floor && room() && isHeaderCandidate(start - 1)) start--
    return start
  }
  const anchors = dateAt.flatMap((range, index) => (range ? [index] : []))
  // A section whose first entry opens on its dates ("VDAB | 2024" then the diploma) prints them all so:
  // what stands above a later entry's dates is the end of the previous one (a detail line), not a header.
  const headerFollows = anchors[0] === 0
  const entries: RawEntry[] = []
  let previousEnd = 0
  for (const [n, anchor] of anchors.entries()) {
    const range = dateAt[anchor]!
    const anchorText = lines[anchor]!.text
    const dateless = clean(
      `${anchorText.slice(0, range.index)} ${anchorText.slice(range.index + range.length)}`,
    )
      // A trailing comma or a hyphen after a letter stays: it says the line goes on ("… tweede taal," /
      // "Taalpunt…", "Sint-" / "Jozefscollege").
      .replace(/^[\s|,:;·•–—-]+|[\s|;·•]+$/g, '')
      .trim()
    const start = headerFollows ? anchor : headerStart(anchor, previousEnd)
    const nextAnchor = anchors[n + 1] ?? lines.length
    // Dates first ("2019 – 2021" then the post and the organisation): the header follows the dates.
    let headerEnd = anchor + 1
    if (start === anchor) {
      const most = dateless ? 1 : 2
      // A line that goes on in lower case finishes the one above ("Bachelor in de" / "handelswetenschappen").
      const goesOn = (index: number) =>
        /^\p{Ll}/u.test(lines[index]!.text) && !/[.!?]$/.test(lines[index - 1]!.text.trim())
      while (
        headerEnd < nextAnchor &&
        (headerEnd - anchor <= most || goesOn(headerEnd) || goesOn(headerEnd - 1)) &&
        headerEnd - anchor <= most + 1 &&
        isHeaderCandidate(headerEnd)
      )
        headerEnd++
    }
    // "Apr 2021 – Present" / "Brussels": a place alone on a line just after the dates is the entry's city.
    while (
      headerEnd < nextAnchor &&
      headerEnd - anchor <= 2 &&
      lines[headerEnd]!.text.length <= 40 &&
      readWholeLocation(clean(lines[headerEnd]!.text))
    )
      headerEnd++
    const bodyEnd =
      n + 1 < anchors.length && !headerFollows
        ? Math.max(headerEnd, headerStart(nextAnchor, headerEnd))
        : nextAnchor
    const header = [
      ...lines.slice(start, anchor).map((line) => ({ text: line.text, line, endsOnDates: false })),
      ...(dateless
        ? // Only a row that starts with its dates runs on as text ("2019 – 2021 | Post, Organisation …"); a
          // row with its dates (and contract) set to the right reaches the edge without being wrapped.
          [{ text: dateless, line: lines[anchor]!, endsOnDates: range.index > 0, onDateRow: true }]
        : []),
      ...lines.slice(anchor + 1, headerEnd).map((line) => ({ text: line.text, line, endsOnDates: false })),
    ]
    entries.push({
      header: joinWrappedHeader(header, edge),
      range,
      body: lines.slice(headerEnd, bodyEnd),
      edge,
    })
    previousEnd = bodyEnd
  }
  return entries
}

/** A header line that ends on a word that needs more: "… Kringloopwinkel De", "… contract |", "… chez". */
const OPEN_END = /(?:[,|&/–—-]|\b(?:de|du|des|van|der|den|het|la|le|les|of|the|at|bij|chez|en|et|and|&))$/i

/** "… — Vesalius" / "College": the rest of a name that says what kind of place it is. */
const KIND_OF_PLACE =
  /^(?:[\p{L}'-]+\s)?(?:college|school|academy|academie|university|universite|universiteit|institute|institut|instituut|hogeschool|centre|center|centrum|foundation|fondation|stichting|network|netwerk|group|groupe|groep)$/u

/** "Jeunesse, Ixelles", "Abierto (Valencia)": the rest of a name, then its city. */
const endsOnCity = (text: string) => {
  const city = /(?:,\s*|\()([^,()]+)\)?$/.exec(text)?.[1]
  return city !== undefined && isCityName(city) && !isCityName(text)
}

type HeaderLine = { text: string; line: CvLine; endsOnDates: boolean; onDateRow?: boolean }

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
    // A row with its dates on the right reaches the edge anyway: only words tell that it goes on.
    // (What stands beside the dates on their row — "| vrijwilliger" — is not a line that goes on.)
    // A line in lower case goes on from a long one ("Bachelor in de" / "handelswetenschappen" is not one,
    // "regio iT — Aachen" under "Software Developer" is an organisation of its own).
    const saysItGoesOn = (previous: HeaderLine) =>
      OPEN_END.test(previous.text.trim()) ||
      (!part.onDateRow &&
        /^[\p{Ll}(]/u.test(part.text) &&
        (previous.text.split(' | ')[0]!.length >= 20 || !/\s[—–|@·]\s/.test(part.text)))
    const wraps =
      previous &&
      texts.length > 0 &&
      (!previous.endsOnDates || saysItGoesOn(previous)) &&
      part.line.y > previous.line.y &&
      part.line.y - previous.line.y < previous.line.size * 2 &&
      Math.abs(part.line.x - previous.line.x) < 3 &&
      // A header part starts with a capital: one in lower case or in brackets finishes the line above.
      (saysItGoesOn(previous) ||
        (previous.line.x + previous.line.width >= edge(previous.line).right - previous.line.size * 2.5 &&
          part.line.width < width * 0.5 &&
          // What a wrap leaves: words in lower case, a legal form ("Sunnyfield Solar" / "NV"), or the rest
          // of a line that already named post and organisation ("… — Fondation Horizon" / "Jeunesse, Ixelles").
          (/^[\p{Ll}(]/u.test(part.text) ||
            LEGAL_FORM.test(` ${fold(part.text)}`) ||
            (/\s[—–|@·]\s|\s(?:chez|bij|at)\s/.test(previous.text) &&
              (endsOnCity(part.text) || KIND_OF_PLACE.test(fold(part.text)))))))
    // "Sint-" / "Jozefscollege": a name cut at its hyphen is joined without a space.
    const glue = /\p{L}-$/u.test(previous?.text ?? '') ? '' : ' '
    if (!wraps) texts.push(part.text)
    else if (previous.endsOnDates && texts.at(-1)!.includes(' | ')) {
      // "Stagiaire analyste de | · Stage de fin d'études" / "données": the words below finish the text on
      // the left of the row, not the dates and contract on its right.
      const [first, ...rest] = texts.at(-1)!.split(' | ')
      texts[texts.length - 1] = [`${first}${glue}${part.text}`, ...rest].join(' | ')
    } else texts[texts.length - 1] = `${texts.at(-1)!.replace(/\s*\|\s*$/, ' |')}${glue}${part.text}`
  }
  return texts
}

/**
 * The description, one item per line: a bullet glyph starts an item, and so does a line whose first word
 * would have fitted at the end of the line above (a wrapped line's would not have).
 */
export function summaryOf(body: CvLine[], edge: (line: CvLine) => ColumnExtent): string | null {
  const items: string[] = []
  let previous: CvLine | null = null
  for (const line of body) {
    const text = clean(line.text)
    if (!text) continue
    const wrapped =
      previous !== null &&
      !startsWithBullet(line.text) &&
      !roomFor(previous, line, Math.max(edge(previous).right, previous.x + previous.width))
    if (wrapped && items.length) items[items.length - 1] = `${items.at(-1)} ${text}`
    else items.push(text)
    previous = line
  }
  return items.length ? items.join('\n') : null
}
