/**
 * Rows and fragments of a CV page: pieces of text at the same height are a row, cut into fragments where
 * a gap is wider than a word space; a one-column stretch of page reads row by row.
 */
import { findDateRange } from './cv-dates'
import type { TextPiece } from './cv-layout'

export type Fragment = { pieces: TextPiece[]; x0: number; x1: number; y: number; size: number }

export const joinPieces = (pieces: TextPiece[]) => {
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
      // (A bullet is followed by its item, whatever the gap.)
      if (gap > piece.size * 0.9 && !BULLET.test(text)) text += ' | '
      else if (gap > piece.size * 0.12 && !text.endsWith(' ') && !piece.text.startsWith(' ')) text += ' '
    }
    text += piece.text
    end = piece.x + piece.width
  }
  return text.replace(/\s+/g, ' ').trim()
}

/** Rows of pieces at the same height, each cut into fragments where a gap is wide. */
export function fragmentsOf(pieces: TextPiece[]): Fragment[] {
  const sorted = withBulletsOnTheirRows(pieces.filter((piece) => piece.text.trim())).sort(
    (a, b) => a.y - b.y || a.x - b.x,
  )
  const rows: TextPiece[][] = []
  for (const piece of sorted) {
    const row = rows.at(-1)
    const reference = row?.[0]
    if (row && reference && Math.abs(piece.y - reference.y) < Math.min(piece.size, reference.size) * 0.5)
      row.push(piece)
    else rows.push([piece])
  }
  for (const row of rows) row.sort((a, b) => a.x - b.x)
  const gap = (last: TextPiece, piece: TextPiece) => piece.x - (last.x + last.width)
  // A tight gutter: several rows where labels set flush right end at the same x and the text starts at the
  // same x just after them, closer than the usual cut (moderncv's dates end 0.8 em before the text).
  const ends = new Map<number, number[]>()
  for (const row of rows)
    for (const [index, piece] of row.entries()) {
      const last = row[index - 1]
      if (last && gap(last, piece) >= Math.min(piece.size, last.size) * 0.4)
        ends.set(Math.round(piece.x), [...(ends.get(Math.round(piece.x)) ?? []), last.x + last.width])
    }
  const atGutter = (x: number) => {
    const before = [-1, 0, 1].flatMap((shift) => ends.get(Math.round(x) + shift) ?? []).sort((a, b) => a - b)
    return before.some((end, index) => (before[index + 2] ?? Number.POSITIVE_INFINITY) - end <= 2.5)
  }
  const fragments: Fragment[] = []
  for (const row of rows) {
    let current: TextPiece[] = []
    for (const piece of row) {
      const last = current.at(-1)
      const size = last ? Math.min(piece.size, last.size) : 0
      // (Never between a bullet and its item.)
      const cut =
        last &&
        !BULLET.test(last.text) &&
        (gap(last, piece) > size * 1.1 || (gap(last, piece) >= size * 0.4 && atGutter(piece.x)))
      if (cut) {
        fragments.push(toFragment(current))
        current = []
      }
      current.push(piece)
    }
    if (current.length) fragments.push(toFragment(current))
  }
  return fragments
}

const BULLET = /^\s*[•○●◦▪▫■□◆◇▸▹►▻➤➢✓✔‣⁃–-]\s*$/u

/**
 * A bullet glyph drawn smaller or raised sits on the row of the text just right of it (otherwise its
 * own row would come before the item's).
 */
function withBulletsOnTheirRows(pieces: TextPiece[]): TextPiece[] {
  return pieces.map((piece) => {
    if (!BULLET.test(piece.text)) return piece
    const middle = piece.y + piece.size / 2
    const item = pieces.find(
      (other) =>
        other !== piece &&
        !BULLET.test(other.text) &&
        other.page === piece.page &&
        other.x > piece.x &&
        other.x - (piece.x + piece.width) < other.size * 2 &&
        middle >= other.y - other.size * 0.2 &&
        middle <= other.y + other.size * 1.2,
    )
    return item ? { ...piece, y: item.y, size: Math.max(piece.size, item.size * 0.99) } : piece
  })
}

export function toFragment(pieces: TextPiece[]): Fragment {
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

export const fragmentText = (fragment: Fragment) => joinPieces(fragment.pieces)

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
    // The lines just below, at the same left edge.
    const stack = [first]
    for (let next = index + 1; next < sorted.length && stack.length < 4; next++) {
      const above = stack.at(-1)!
      const below = sorted[next]!
      if (below.y - above.y > above.size * 1.8) break
      // Set flush left, or flush right (moderncv's dates end at the text's margin).
      const aligned = Math.abs(below.x0 - first.x0) <= 2 || Math.abs(below.x1 - first.x1) <= first.size * 0.3
      if (aligned && below.y - above.y >= above.size * 0.5) stack.push(below)
    }
    const heads = stack.map((fragment) => joinPieces(splitAtGap(fragment)[0]))
    // The longest range the first two or three lines make together; it must run into the last of them
    // (two dates stacked are two entries, not one range), and a short word may follow it ("Août 2023 ·
    // CDI", "2012 · Job étudiant").
    let best: { lines: number; text: string; reach: number } | null = null
    for (let lines = 2; lines <= Math.min(3, stack.length); lines++) {
      const text = heads.slice(0, lines).join(' ')
      const range = findDateRange(text)
      if (!range || range.index > 3) continue
      const reach = range.index + range.length
      if (reach <= text.length - heads[lines - 1]!.length || text.length - reach > 25) continue
      if (!best || reach > best.reach) best = { lines, text, reach }
    }
    if (!best) continue
    // A gutter label's last word wrapped in lower case below it ("étudiant") goes with it.
    const after = heads[best.lines]
    const lines =
      after && best.text.length > best.reach && /^\p{Ll}[\p{L}-]{0,14}$/u.test(after)
        ? best.lines + 1
        : best.lines
    const used = stack.slice(0, lines)
    const label = heads.slice(0, lines).join(' ')
    const x1 = Math.max(...used.flatMap((f) => splitAtGap(f)[0]).map((piece) => piece.x + piece.width))
    const date = toFragment([{ ...first.pieces[0]!, text: label, x: first.x0, width: x1 - first.x0 }])
    for (const [i, fragment] of used.entries()) {
      const tail = splitAtGap(fragment)[1]
      replaced.set(fragment, [...(i === 0 ? [date] : []), ...(tail.length ? [toFragment(tail)] : [])])
    }
  }
  return sorted.flatMap((fragment) => replaced.get(fragment) ?? [fragment])
}

/** Fragments at the same height, top to bottom and left to right (`list` sorted by rows). */
export function rowsOf(list: Fragment[]): Fragment[][] {
  const rows: Fragment[][] = []
  for (const fragment of list) {
    const row = rows.at(-1)
    const last = row?.at(-1)
    if (row && last && Math.abs(fragment.y - last.y) < Math.min(fragment.size, last.size) * 0.5)
      row.push(fragment)
    else rows.push([fragment])
  }
  return rows.map((row) => row.sort((a, b) => a.x0 - b.x0))
}

/** One column: the fragments of a row are joined, left to right (a date gutter's dates first). */
export function mergeRows(fragments: Fragment[]): { fragment: Fragment; column: number }[] {
  const sorted = joinStackedDates(fragments).sort((a, b) => a.y - b.y || a.x0 - b.x0)
  return rowsOf(sorted).map((row) => {
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
