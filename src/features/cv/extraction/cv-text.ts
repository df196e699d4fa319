/** Text helpers of the CV extractor: comparisons that ignore case, accents and spacing. */

import { fold } from '~/domain/fold'

export { fold }

/** Spaces collapsed and trimmed; bullet glyphs at the start removed. */
export function clean(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^[\s•·▪▸►‣◦●○■□✓✔➢➤→›>*–—\uf0b7\uf0a7\uf076\uf0d8\uf0fc-]+\s*/u, '')
    .trim()
}

/** Whether a line starts with a bullet glyph (a summary item). */
export const startsWithBullet = (text: string) =>
  /^\s*(?:[•·▪▸►‣◦●○■□✓✔➢➤›>*–—-]\s?|[\uf0b7\uf0a7\uf076\uf0d8\uf0fc•▪►●■✓✔➢➤])/u.test(text)

/** A heading's text reduced to compare with the known headings: folded, no punctuation or numbering. */
export function headingKey(text: string): string {
  return fold(text)
    .replace(/^[\d.)\s]+/, '')
    .replace(/[^a-z&/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Title case for names written in capitals ("VAN DEN BROECK" → "Van Den Broeck" stays a name). */
export function nameCase(text: string): string {
  if (text !== text.toUpperCase()) return text
  return text
    .toLowerCase()
    .replace(/(^|[\s'’-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
}
