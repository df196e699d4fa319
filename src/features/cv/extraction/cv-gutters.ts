/**
 * What the sides of a candidate gutter hold: a column of dates (or dates and places) facing entries, the
 * names of side-by-side sections, row ends flush right, a label column in the margin. `cv-layout.ts` reads
 * a page's order with them.
 */
import { readWholeLocation } from '~/server/places/gazetteer'
import { findDateRange, isOnlyDates } from './cv-dates'
import { headingKind } from './cv-headings'
import { type Fragment, fragmentText } from './cv-rows'

/**
 * Whether one side of a gutter is a date gutter rather than a column: it holds nothing but dates, or the
 * fragments that face text across the gutter on their row are dates (headings and short full-width
 * lines that start at the left margin have nothing beside them). A sidebar's rows face the main
 * column's rows only by chance, and those are not dates.
 */
export function isDateColumn(side: Fragment[], other: Fragment[]): boolean {
  if (side.length === 0) return false
  const isDate = (fragment: Fragment) => isOnlyDates(fragmentText(fragment))
  if (side.filter(isDate).length / side.length >= 0.6) return true
  // Dates and places set beside their entries ("sinds 2022" / "Brussel"), however they are aligned.
  const isPlace = (fragment: Fragment) => readWholeLocation(fragmentText(fragment)) !== null
  const placed = side.filter((fragment) => isDate(fragment) || isPlace(fragment))
  if (side.filter(isDate).length >= 2 && placed.length >= side.length * 0.8) return true
  const facing = side.filter((fragment) =>
    other.some((o) => Math.abs(o.y - fragment.y) < Math.min(o.size, fragment.size) * 0.5),
  )
  // Dates that lead a short fragment count too: a gutter also holds "2012 · Job étudiant", "2019 – CDI".
  const leadsWithDate = (fragment: Fragment) => {
    const text = fragmentText(fragment)
    return isDate(fragment) || (findDateRange(text)?.index === 0 && text.length <= 30)
  }
  const dated = facing.filter(leadsWithDate).length
  if (dated >= 2 && dated / facing.length >= 0.6) return true
  return isRowEnds(side, facing)
}

/** Where and when an entry was: a date range, a place, or both ("Den Haag, Nederland · 2018 – 2022"). */
export function isEntryMeta(text: string): boolean {
  const range = findDateRange(text)
  const rest = range ? `${text.slice(0, range.index)} ${text.slice(range.index + range.length)}` : text
  const place = rest.replace(/^[\s|·•,–—-]+|[\s|·•,–—-]+$/g, '')
  return (range !== null && place === '') || readWholeLocation(place) !== null
}

/**
 * Whether the left side of a gutter holds the section headings of what stands right of it (a table of
 * two columns, dates or labels on the left): the left names sections, the right names none, and the
 * rest of the left faces rows of the right.
 */
export function namesSectionsOf(left: Fragment[], right: Fragment[]): boolean {
  const named = (fragment: Fragment) => headingKind(fragmentText(fragment)) !== null
  const headings = left.filter(named)
  if (headings.length === 0 || right.some(named)) return false
  const rest = left.filter((fragment) => !named(fragment))
  const facing = rest.filter((fragment) =>
    right.some((other) => Math.abs(other.y - fragment.y) < Math.min(other.size, fragment.size) * 0.5),
  )
  return facing.length >= rest.length * 0.8
}

/**
 * Whether one side of a gutter is the right end of the rows it faces: dates and cities right-aligned on the
 * line of a post or an organisation ("DATAWAAL NV ........ Courtrai"). Such text ends at one edge and
 * starts wherever its length puts it, and nearly every piece of it has text beside it; a sidebar's
 * text starts at one edge and runs on where the main column has nothing.
 */
function isRowEnds(side: Fragment[], facing: Fragment[]): boolean {
  if (side.length < 3 || facing.length < side.length * 0.7) return false
  const right = Math.max(...side.map((fragment) => fragment.x1))
  const left = Math.min(...side.map((fragment) => fragment.x0))
  const endAligned = side.filter((fragment) => right - fragment.x1 < fragment.size * 0.5).length
  const startAligned = side.filter((fragment) => fragment.x0 - left < 3).length
  return endAligned >= side.length * 0.7 && startAligned < side.length * 0.8
}

/** An x that no fragment of a small block crosses, with at least two fragments on each side, or null. */
export function blockGutter(block: Fragment[]): number | null {
  let best: { x: number; score: number } | null = null
  for (const fragment of block) {
    const x = fragment.x0 - 1
    const left = block.filter((other) => other.x1 <= x)
    const right = block.filter((other) => other.x0 >= x)
    if (left.length < 2 || right.length < 2 || left.length + right.length < block.length) continue
    const width = x + 1 - Math.max(...left.map((other) => other.x1))
    const score = Math.min(left.length, right.length) * Math.min(width, 40)
    if (width >= 12 && (!best || score > best.score)) best = { x, score }
  }
  return best?.x ?? null
}

/**
 * Whether the left side of a gutter is a column of labels set against the text (moderncv's section names,
 * right-aligned in a margin): few short fragments without digits, ending at the gutter, most of them
 * facing text.
 */
export function isLabelColumn(left: Fragment[], right: Fragment[]): boolean {
  if (left.length === 0 || left.length > right.length * 0.6) return false
  // A page may hold one or two labels only, when they name sections.
  if (left.length < 3 && !left.every((fragment) => headingKind(fragmentText(fragment)))) return false
  const edge = Math.max(...left.map((fragment) => fragment.x1))
  const short = left.filter((fragment) => {
    const text = fragmentText(fragment)
    return text.length <= 40 && text.split(/\s+/).length <= 4 && !/\d{2}/.test(text)
  })
  const endAligned = left.filter((fragment) => edge - fragment.x1 < fragment.size * 0.5)
  return short.length >= left.length * 0.8 && endAligned.length >= left.length * 0.7
}
