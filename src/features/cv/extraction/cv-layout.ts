/**
 * Reading order of a CV page. PDF text comes in content-stream order, which interleaves a sidebar and the
 * main column, or two columns, line by line. Pieces of text are grouped into rows, rows into fragments
 * (runs separated by a wide gap), and a page is cut by its vertical gutters — x intervals no text crosses
 * over a good part of the page — into columns read one after the other. Text that crosses a gutter (a
 * header band, a full-width paragraph) cuts the page into bands instead. A gutter beside a column of
 * nothing but dates (a date gutter) is not a column: its dates stay on the rows they face.
 */
import { findDateRange, isOnlyDates } from './cv-dates'

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
}

/** A line of the CV in reading order. */
export type CvLine = {
  text: string
  page: number
  x: number
  y: number
  width: number
  size: number
  bold: boolean
  /** 0 in the main column (or a page of one column), 1 in a sidebar, -1 across the page. */
  column: number
}

type Fragment = { pieces: TextPiece[]; x0: number; x1: number; y: number; size: number }

const joinPieces = (pieces: TextPiece[]) => {
  let text = ''
  let end = Number.NEGATIVE_INFINITY
  for (const piece of pieces) {
    if (piece.text === ' | ') {
      if (text && !text.endsWith(' | ')) text += ' | '
      continue
    }
    const gap = piece.x - end
    if (text && !text.endsWith(' | ')) {
      // A gap of about an em or more is not a word space: tags side by side ("Excel" "Canva"), a tab.
      if (gap > piece.size * 0.9) text += ' | '
      else if (gap > piece.size * 0.12 && !text.endsWith(' ') && !piece.text.startsWith(' ')) text += ' '
    }
    text += piece.text
    end = piece.x + piece.width
  }
  return text.replace(/\s+/g, ' ').trim()
}

/** Rows of pieces at the same height, each cut into fragments where a gap is wide. */
function fragmentsOf(pieces: TextPiece[]): Fragment[] {
  const sorted = pieces.filter((piece) => piece.text.trim()).sort((a, b) => a.y - b.y || a.x - b.x)
  const rows: TextPiece[][] = []
  for (const piece of sorted) {
    const row = rows.at(-1)
    const reference = row?.[0]
    if (row && reference && Math.abs(piece.y - reference.y) < Math.min(piece.size, reference.size) * 0.5)
      row.push(piece)
    else rows.push([piece])
  }
  const fragments: Fragment[] = []
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x)
    let current: TextPiece[] = []
    for (const piece of row) {
      const last = current.at(-1)
      if (last && piece.x - (last.x + last.width) > Math.max(piece.size, last.size) * 1.6) {
        fragments.push(toFragment(current))
        current = []
      }
      current.push(piece)
    }
    if (current.length) fragments.push(toFragment(current))
  }
  return fragments
}

function toFragment(pieces: TextPiece[]): Fragment {
  const x0 = Math.min(...pieces.map((piece) => piece.x))
  const x1 = Math.max(...pieces.map((piece) => piece.x + piece.width))
  return {
    pieces,
    x0,
    x1,
    y: Math.min(...pieces.map((piece) => piece.y)),
    size: Math.max(...pieces.map((piece) => piece.size)),
  }
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

const fragmentText = (fragment: Fragment) => joinPieces(fragment.pieces)

/**
 * Whether one side of a gutter is a date gutter rather than a column: it holds nothing but dates, or the
 * fragments that face text across the gutter on their row are dates (headings and short full-width
 * lines that start at the left margin have nothing beside them). A sidebar's rows face the main
 * column's rows only by chance, and those are not dates.
 */
function isDateColumn(side: Fragment[], other: Fragment[]): boolean {
  if (side.length === 0) return false
  const isDate = (fragment: Fragment) => isOnlyDates(fragmentText(fragment))
  if (side.filter(isDate).length / side.length >= 0.6) return true
  const facing = side.filter((fragment) =>
    other.some((o) => Math.abs(o.y - fragment.y) < Math.min(o.size, fragment.size) * 0.5),
  )
  return facing.length >= 2 && facing.filter(isDate).length / facing.length >= 0.75
}

/** Fragments in reading order: bands top to bottom, columns left to right, rows top to bottom. */
function order(fragments: Fragment[], depth: number): { fragment: Fragment; column: number }[] {
  const byRows = (list: Fragment[]) => [...list].sort((a, b) => a.y - b.y || a.x0 - b.x0)
  const gutter = depth < 2 ? findGutter(fragments) : null
  // One column: a row's fragments ("Post ........ 2019 – 2021") are one line.
  if (!gutter) return mergeRows(fragments)
  const leftSide = fragments.filter((fragment) => fragment.x1 <= gutter.x)
  const rightSide = fragments.filter((fragment) => fragment.x0 >= gutter.x)
  if (isDateColumn(leftSide, rightSide) || isDateColumn(rightSide, leftSide)) return mergeRows(fragments)
  const result: { fragment: Fragment; column: number }[] = []
  let band: Fragment[] = []
  const flush = () => {
    const left = band.filter((fragment) => fragment.x1 <= gutter.x)
    const right = band.filter((fragment) => fragment.x0 >= gutter.x)
    for (const item of order(left, depth + 1)) result.push({ fragment: item.fragment, column: 0 })
    for (const item of order(right, depth + 1)) result.push({ fragment: item.fragment, column: 1 })
    band = []
  }
  for (const fragment of byRows(fragments)) {
    if (fragment.x0 < gutter.x && fragment.x1 > gutter.x) {
      flush()
      result.push({ fragment, column: -1 })
    } else band.push(fragment)
  }
  flush()
  return result
}

/** A fragment cut at its first wide gap (a date label a little apart from the text it faces). */
function splitAtGap(fragment: Fragment): [TextPiece[], TextPiece[]] {
  const { pieces } = fragment
  const cut = pieces.findIndex(
    (piece, i) => i > 0 && piece.x - (pieces[i - 1]!.x + pieces[i - 1]!.width) > piece.size * 0.9,
  )
  return cut < 0 ? [pieces, []] : [pieces.slice(0, cut), pieces.slice(cut)]
}

/**
 * A date range wrapped over two or three lines of a narrow date column ("De mars 2020 à" / "juin 2023",
 * "2022-08 →" / "2026-03") is one fragment on the row of its first line; what followed the dates on
 * those lines stays where it was.
 */
function joinStackedDates(fragments: Fragment[]): Fragment[] {
  const sorted = [...fragments].sort((a, b) => a.y - b.y)
  const replaced = new Map<Fragment, Fragment[]>()
  for (const [index, first] of sorted.entries()) {
    if (replaced.has(first)) continue
    let stack = [first]
    for (let next = index + 1; next < sorted.length && stack.length < 3; next++) {
      const above = stack.at(-1)!
      const below = sorted[next]!
      if (below.y - above.y > above.size * 1.8) break
      if (Math.abs(below.x0 - first.x0) > 2 || below.y - above.y < above.size * 0.5) continue
      stack = [...stack, below]
      const heads = stack.map((fragment) => splitAtGap(fragment)[0])
      const text = heads.map((pieces) => joinPieces(pieces)).join(' ')
      const range = findDateRange(text)
      // The range must run into the added line: two dates stacked are two entries, not one range.
      const lastHead = joinPieces(heads.at(-1)!)
      if (!range || !isOnlyDates(text) || range.index + range.length <= text.length - lastHead.length)
        continue
      const x1 = Math.max(...heads.flat().map((piece) => piece.x + piece.width))
      const date = toFragment([{ ...first.pieces[0]!, text, x: first.x0, width: x1 - first.x0 }])
      for (const [i, fragment] of stack.entries()) {
        const tail = splitAtGap(fragment)[1]
        replaced.set(fragment, [...(i === 0 ? [date] : []), ...(tail.length ? [toFragment(tail)] : [])])
      }
      break
    }
  }
  return sorted.flatMap((fragment) => replaced.get(fragment) ?? [fragment])
}

/** One column: the fragments of a row are joined, left to right (a date gutter's dates first). */
function mergeRows(fragments: Fragment[]): { fragment: Fragment; column: number }[] {
  const sorted = joinStackedDates(fragments).sort((a, b) => a.y - b.y || a.x0 - b.x0)
  const rows: Fragment[][] = []
  for (const fragment of sorted) {
    const row = rows.at(-1)
    const last = row?.at(-1)
    if (row && last && Math.abs(fragment.y - last.y) < Math.min(fragment.size, last.size) * 0.5)
      row.push(fragment)
    else rows.push([fragment])
  }
  return rows.map((row) => {
    // Fragments of a row at slightly different heights (a smaller date beside a post) read left to right.
    const [first, ...rest] = row.sort((a, b) => a.x0 - b.x0)
    const pieces = [...first!.pieces]
    for (const next of rest) pieces.push({ ...next.pieces[0]!, text: ' | ', width: 0 }, ...next.pieces)
    const fragment: Fragment = {
      ...first!,
      pieces,
      x1: Math.max(...row.map((f) => f.x1)),
      y: Math.min(...row.map((f) => f.y)),
    }
    return { fragment, column: 0 }
  })
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
    return {
      text: joinPieces(fragment.pieces),
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

export type ColumnExtent = { left: number; right: number }

/**
 * The left and right edges of the text of each page and column among `lines`, looked up for any line
 * (a line of another column gets its own edges).
 */
export function columnExtents(lines: CvLine[]): (line: CvLine) => ColumnExtent {
  const extents = new Map<string, ColumnExtent>()
  const key = (line: CvLine) => `${line.page}:${line.column}`
  for (const line of lines) {
    const extent = extents.get(key(line)) ?? { left: line.x, right: line.x + line.width }
    extents.set(key(line), {
      left: Math.min(extent.left, line.x),
      right: Math.max(extent.right, line.x + line.width),
    })
  }
  return (line) => extents.get(key(line)) ?? { left: line.x, right: line.x + line.width }
}
