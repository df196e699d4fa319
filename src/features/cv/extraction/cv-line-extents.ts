/** Where the text of a page's column starts and ends, and whether a line break there was meant. */
import type { CvLine } from './cv-layout'

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

/** Whether the first word of `next` would have fitted at the end of `line` (so the break was meant). */
export function roomFor(line: CvLine, next: CvLine, right: number): boolean {
  const firstWord = next.text.trim().split(/\s+/)[0] ?? ''
  const charWidth = next.width / Math.max(1, next.text.length)
  return right - (line.x + line.width) > (firstWord.length + 1) * charWidth
}
