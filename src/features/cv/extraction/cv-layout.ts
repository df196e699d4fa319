/**
 * Reading order of a CV page. PDF text comes in content-stream order, which interleaves a sidebar and the
 * main column, or two columns, line by line. Pieces of text are grouped into rows, rows into fragments
 * (runs separated by a wide gap), and a page is cut by its vertical gutters — x intervals no text crosses
 * over a good part of the page — into columns read one after the other. Text that crosses a gutter (a
 * header band, a full-width paragraph) cuts the page into bands instead. A gutter beside a column of
 * nothing but dates (a date gutter) is not a column: its dates stay on the rows they face.
 */

import { blockGutter, isDateColumn, isEntryMeta, isLabelColumn, namesSectionsOf } from './cv-gutters'
import { headingKind } from './cv-headings'
import { type Fragment, fragmentsOf, fragmentText, joinPieces, mergeRows, rowsOf } from './cv-rows'

/** A piece of text as pdf.js gives it, in points from the page's top-left corner. */
export type TextPiece = {
  text: string
  page: number
  x: number
  /** Top of the text (page height minus baseline minus size). */
  y: number
  width: number
  size: number
  bold: boolean
  /** The address of the link annotation the piece sits under ("mailto:…", "https://linkedin.com/in/…"). */
  link?: string
}

/** A line of the CV in reading order (its pieces joined). */
export type CvLine = Omit<TextPiece, 'link'> & {
  /** 0 in the main column (or a page of one column), 1 in a sidebar, -1 across the page. */
  column: number
  /** The links its pieces sit under. */
  links?: string[]
}

/**
 * The best vertical gutter of a set of fragments: just left of where several fragments start, with text
 * on both sides over a good part of the page and little text crossing it.
 */
function findGutter(fragments: Fragment[]): { x: number; width: number } | null {
  if (fragments.length < 6) return null
  const top = Math.min(...fragments.map((fragment) => fragment.y))
  const bottom = Math.max(...fragments.map((fragment) => fragment.y))
  const extent = (side: Fragment[]) =>
    Math.max(...side.map((fragment) => fragment.y)) - Math.min(...side.map((fragment) => fragment.y))
  const starts = new Map<number, number>()
  for (const fragment of fragments) {
    const x = Math.round(fragment.x0)
    starts.set(x, (starts.get(x) ?? 0) + 1)
  }
  let best: { x: number; width: number; score: number } | null = null
  for (const [start, count] of starts) {
    if (count < 3) continue
    const x = start - 1
    const before = fragments.filter((fragment) => fragment.x1 <= x)
    const after = fragments.filter((fragment) => fragment.x0 >= x)
    if (before.length < 3 || after.length < 3) continue
    const width = start - Math.max(...before.map((fragment) => fragment.x1))
    if (width < 6) continue
    if (Math.min(extent(before), extent(after)) < (bottom - top) * 0.2) continue
    const crossing = fragments.length - before.length - after.length
    if (crossing > fragments.length * 0.25) continue
    const score =
      Math.min(before.length, after.length) * Math.min(width, 40) * (1 - crossing / fragments.length)
    if (!best || score > best.score) best = { x: start - width / 2, width, score }
  }
  return best ? { x: best.x, width: best.width } : null
}

/**
 * A page of one column may still open on a header of two blocks side by side: the name and headline on
 * one side, the contact details stacked on the other. The block above the first wide vertical gap is read
 * one side after the other when a gutter with nothing across it splits it; the rest row by row.
 */
function withHeaderBlock(fragments: Fragment[]): { fragment: Fragment; column: number }[] {
  const { block, below } = splitHeaderBlock(fragments)
  return [...readHeaderBlock(block), ...(labelColumnOf(below) ?? mergeRows(below))]
}

/** The block above the first page's first wide vertical gap (the person), and the rest. */
function splitHeaderBlock(fragments: Fragment[]): { block: Fragment[]; below: Fragment[] } {
  const sorted = [...fragments].sort((a, b) => a.y - b.y)
  // A later page opens on entries, not on the person.
  if (sorted[0]?.pieces[0]?.page !== 1) return { block: [], below: sorted }
  const sizes = sorted.map((fragment) => fragment.size).sort((a, b) => a - b)
  const body = sizes[Math.floor(sizes.length / 2)] ?? 10
  let bottom = Number.NEGATIVE_INFINITY
  let cut = sorted.length
  for (const [index, fragment] of sorted.entries()) {
    if (index > 0 && fragment.y - bottom > body * 1.6) {
      cut = index
      break
    }
    bottom = Math.max(bottom, fragment.y + fragment.size)
  }
  return { block: sorted.slice(0, cut), below: sorted.slice(cut) }
}

/** A header block of two sides (the name and headline beside the contact details), one side at a time. */
function readHeaderBlock(block: Fragment[]): { fragment: Fragment; column: number }[] {
  const top = block[0]?.y ?? 0
  const bottom = Math.max(...block.map((fragment) => fragment.y + fragment.size))
  // Only the first page opens on the person; a later page opens on entries, dates beside posts.
  const onFirstPage = block[0]?.pieces[0]?.page === 1
  const split = onFirstPage && block.length >= 4 && bottom - top < 220 ? blockGutter(block) : null
  if (split === null) return mergeRows(block)
  const left = block.filter((fragment) => fragment.x1 <= split)
  const right = block.filter((fragment) => fragment.x0 >= split)
  if (isDateColumn(left, right) || isDateColumn(right, left)) return mergeRows(block)
  return [...mergeRows(left), ...mergeRows(right)]
}

/**
 * Rows of one column with a column of labels in its margin read into it (see `labelled`), or null when
 * its margin holds no such labels.
 */
function labelColumnOf(fragments: Fragment[]): { fragment: Fragment; column: number }[] | null {
  const margins = new Map<number, number>()
  for (const fragment of fragments)
    margins.set(Math.round(fragment.x0), (margins.get(Math.round(fragment.x0)) ?? 0) + 1)
  // The text's margin: the start most fragments share; labels end left of it.
  const [margin] = [...margins].sort((a, b) => b[1] - a[1])[0] ?? []
  if (margin === undefined) return null
  const left = fragments.filter((fragment) => fragment.x1 <= margin - 6)
  const right = fragments.filter((fragment) => fragment.x0 >= margin - 1)
  return left.length + right.length === fragments.length && isLabelColumn(left, right)
    ? labelled(left, right)
    : null
}

/**
 * A label column read into the text: each label (its wrapped lines together) comes just before the row
 * of text it faces, as a line of its own, so that a section name opens its section.
 */
function labelled(left: Fragment[], right: Fragment[]): { fragment: Fragment; column: number }[] {
  const labels: Fragment[][] = []
  for (const fragment of [...left].sort((a, b) => a.y - b.y)) {
    const block = labels.at(-1)
    const last = block?.at(-1)
    if (block && last && fragment.y - last.y < last.size * 1.8) block.push(fragment)
    else labels.push([fragment])
  }
  // The text of each label may itself be set in columns (a grid of skills or languages): each label's
  // stretch of page is read on its own.
  const result: { fragment: Fragment; column: number }[] = []
  const starts = labels.map((block) => block[0]!.y)
  for (let index = -1; index < labels.length; index++) {
    const from = index < 0 ? Number.NEGATIVE_INFINITY : starts[index]! - 2
    const to = index + 1 < starts.length ? starts[index + 1]! - 2 : Number.POSITIVE_INFINITY
    if (index >= 0) for (const fragment of labels[index]!) result.push({ fragment, column: 0 })
    const stretch = right.filter((fragment) => fragment.y >= from && fragment.y < to)
    // (A grid's halves are the label's text, one column as far as sections go.)
    if (stretch.length)
      for (const item of order(stretch, 1)) result.push({ fragment: item.fragment, column: 0 })
  }
  return result
}

/** Fragments in reading order: bands top to bottom, columns left to right, rows top to bottom. */
function order(fragments: Fragment[], depth: number): { fragment: Fragment; column: number }[] {
  const byRows = (list: Fragment[]) => [...list].sort((a, b) => a.y - b.y || a.x0 - b.x0)
  if (depth === 0) {
    const { block, below } = splitHeaderBlock(fragments)
    const withLabels = labelColumnOf(below)
    if (withLabels) return [...readHeaderBlock(block), ...withLabels]
  }
  const gutter = depth < 2 ? findGutter(fragments) : null
  // One column: a row's fragments ("Post ........ 2019 – 2021") are one line.
  if (!gutter) return depth === 0 ? withHeaderBlock(fragments) : mergeRows(fragments)
  const leftSide = fragments.filter((fragment) => fragment.x1 <= gutter.x)
  const rightSide = fragments.filter((fragment) => fragment.x0 >= gutter.x)
  if (
    isDateColumn(leftSide, rightSide) ||
    isDateColumn(rightSide, leftSide) ||
    namesSectionsOf(leftSide, rightSide)
  )
    return depth === 0 ? withHeaderBlock(fragments) : mergeRows(fragments)
  const result: { fragment: Fragment; column: number }[] = []
  let band: Fragment[] = []
  const flush = () => {
    const left = band.filter((fragment) => fragment.x1 <= gutter.x)
    const right = band.filter((fragment) => fragment.x0 >= gutter.x)
    const facesLeft = (fragment: Fragment) =>
      left.some((other) => Math.abs(other.y - fragment.y) < Math.min(other.size, fragment.size) * 0.5)
    // A band whose right side only dates and places its rows ("Antwerpen, België · maart 2022 – heden").
    if (right.length && right.every((fragment) => isEntryMeta(fragmentText(fragment))))
      for (const item of mergeRows(band)) result.push({ fragment: item.fragment, column: 0 })
    // A table (every right cell faces a row on the left: names and levels) is one column's text.
    else if (right.length >= 2 && right.every(facesLeft)) {
      for (const item of order(left, depth + 1)) result.push({ fragment: item.fragment, column: 0 })
      for (const item of order(right, depth + 1)) result.push({ fragment: item.fragment, column: 0 })
    } else {
      for (const item of order(left, depth + 1)) result.push({ fragment: item.fragment, column: 0 })
      for (const item of order(right, depth + 1)) result.push({ fragment: item.fragment, column: 1 })
    }
    band = []
  }
  // A section heading with nothing beside it heads the whole width below it, like a line across the
  // gutter ("TALEN" over a table of names and levels, after a band of two columns).
  const alone = (fragment: Fragment) =>
    headingKind(fragmentText(fragment)) !== null &&
    !fragments.some(
      (other) =>
        other !== fragment &&
        (fragment.x1 <= gutter.x ? other.x0 >= gutter.x : other.x1 <= gutter.x) &&
        // Beside it or just above it: a heading across the page has blank space above it on both sides.
        other.y > fragment.y - fragment.size * 2 &&
        other.y < fragment.y + fragment.size * 0.5,
    )
  const crosses = (fragment: Fragment) => fragment.x0 < gutter.x && fragment.x1 > gutter.x
  const right = Math.max(...fragments.map((fragment) => fragment.x1))
  for (const row of rowsOf(byRows(fragments))) {
    // A line across the gutter takes what stands beside it on its row ("PLANBUREAU … | ONDERZOEKER" and
    // its "Den Haag, Nederland · 2018 – 2022").
    // So does a row whose right end is its dates and places, set flush right.
    const last = row.at(-1)!
    const endsOnMeta =
      row.length >= 2 &&
      last.x0 >= gutter.x &&
      right - last.x1 < last.size * 3 &&
      isEntryMeta(fragmentText(last)) &&
      row.filter((fragment) => fragment.x0 >= gutter.x).length === 1 &&
      row.some((fragment) => fragment.x1 <= gutter.x)
    if (row.some(crosses) || endsOnMeta) {
      flush()
      for (const item of mergeRows(row)) result.push({ fragment: item.fragment, column: -1 })
      continue
    }
    // A heading with nothing beside it or just above it opens a band ("TALEN" over a table of names
    // and levels, under a band of two columns).
    if (row.length === 1 && alone(row[0]!)) flush()
    band.push(...row)
  }
  flush()
  return result
}

/** The lines of a page in reading order. */
export function pageLines(pieces: TextPiece[]): CvLine[] {
  const ordered = order(fragmentsOf(pieces), 0)
  // The column with the most text is the main one (0), the other a sidebar (1), whichever side it is on.
  const textIn = (column: number) =>
    ordered
      .filter((item) => item.column === column)
      .reduce((sum, item) => sum + item.fragment.pieces.reduce((n, piece) => n + piece.text.length, 0), 0)
  const swap = textIn(0) < textIn(1)
  return ordered.map(({ fragment, column: side }) => {
    const column = swap && side >= 0 ? 1 - side : side
    const first = fragment.pieces[0]!
    const boldShare =
      fragment.pieces.filter((piece) => piece.bold).reduce((sum, piece) => sum + piece.text.length, 0) /
      Math.max(
        1,
        fragment.pieces.reduce((sum, piece) => sum + piece.text.length, 0),
      )
    const links = [...new Set(fragment.pieces.flatMap((piece) => (piece.link ? [piece.link] : [])))]
    return {
      text: joinPieces(fragment.pieces),
      ...(links.length ? { links } : {}),
      page: first.page,
      x: fragment.x0,
      y: fragment.y,
      width: fragment.x1 - fragment.x0,
      size: fragment.size,
      bold: boldShare > 0.6,
      column,
    }
  })
}
