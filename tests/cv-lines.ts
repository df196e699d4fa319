/** Text lines as the PDF reader hands them to the CV extractor, for its unit tests. */
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

/** Lines of one section, one under the other (15 pt apart), at x 50 unless said. */
export const section = (...rows: (string | [string, Partial<CvLine>])[]): CvLine[] =>
  rows.map((row, index) => {
    const [text, extra] = typeof row === 'string' ? [row, {}] : row
    return line(text, { y: 100 + index * 15, width: 300, ...extra })
  })
