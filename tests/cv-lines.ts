/** Text lines as the PDF reader hands them to the CV extractor, and a profile it reads, for its unit tests. */
import type { CvExtraction } from '~/domain/cv-extraction'
import type { CvLine } from '~/features/cv/extraction/cv-layout'

/** One line on page 1, at x 50, 200 pt wide, 10 pt regular, unless `extra` says otherwise. */
export const line = (text: string, extra: Partial<CvLine> = {}): CvLine => ({
  text,
  page: 1,
  x: 50,
  y: 0,
  width: 200,
  size: 10,
  bold: false,
  column: 0,
  ...extra,
})

/** Lines of one column, at `x` in type of `size`: each given its text, its y and its width. */
export const inColumn =
  (x: number, size: number) =>
  (text: string, y: number, width: number): CvLine =>
    line(text, { x, y, width, size })

/** Lines of one section, one under the other (15 pt apart), at x 50 unless said. */
export const section = (...rows: (string | [string, Partial<CvLine>])[]): CvLine[] =>
  rows.map((row, index) => {
    const [text, extra] = typeof row === 'string' ? [row, {}] : row
    return line(text, { y: 100 + index * 15, width: 300, ...extra })
  })

/** Lotte Peeters' contact details as the extractor gives them (no headline, website, profile link, birth date). */
export const LOTTE_PROFILE = {
  title: null,
  first_name: 'Lotte',
  last_name: 'Peeters',
  email: 'lotte.peeters@example.be',
  phone: '+32486451278',
  city: 'Gent',
  website: null,
  linkedin: null,
  birthdate: null,
} satisfies CvExtraction['profile']
