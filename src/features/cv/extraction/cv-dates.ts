/**
 * Dates as people write them in CVs, in French, Dutch and English: "mars 2019", "sept. 2018", "januari
 * 2020", "Jan 2021", "03/2019", "2019-03", "2019", and ranges between them ("2016 – 2018", "2019-03 →
 * heden", "depuis 2021", "sinds mei 2020", "since 2021"). A month is YYYY-MM; a year alone stays YYYY.
 */
import { fold } from './cv-text'

const MONTHS: Record<string, number> = {}
const monthNames: [number, string[]][] = [
  [1, ['janvier', 'janv', 'jan', 'januari', 'january', 'jänner']],
  [2, ['fevrier', 'fevr', 'fev', 'februari', 'february', 'feb', 'febr']],
  [3, ['mars', 'maart', 'march', 'mar', 'mrt', 'maa']],
  [4, ['avril', 'avr', 'april', 'apr']],
  [5, ['mai', 'mei', 'may']],
  [6, ['juin', 'juni', 'june', 'jun']],
  [7, ['juillet', 'juil', 'juli', 'july', 'jul']],
  [8, ['aout', 'augustus', 'august', 'aug']],
  [9, ['septembre', 'sept', 'sep', 'september']],
  [10, ['octobre', 'oct', 'oktober', 'october', 'okt']],
  [11, ['novembre', 'nov', 'november']],
  [12, ['decembre', 'dec', 'december']],
]
for (const [month, names] of monthNames) for (const name of names) MONTHS[name] = month

const MONTH_WORD = `\\b(?:${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?`

/** Words that mean "until now" in a range. */
const PRESENT = [
  "aujourd'hui",
  'aujourdhui',
  'ce jour',
  'present',
  'actuel',
  'actuellement',
  'en cours',
  'heden',
  'nu',
  'vandaag',
  'huidig',
  'lopend',
  'now',
  'today',
  'current',
  'currently',
  'ongoing',
  'to date',
  'till date',
  'present day',
  'maintenant',
  'momenteel',
  'op heden',
  'vandaag',
]
const PRESENT_WORD = `(?:${PRESENT.map((word) => word.replace(/'/g, "['’]?").replace(/ /g, '\\s+')).join('|')})`

/** "depuis", "sinds", "since", "vanaf", "from": an open range starts. */
const SINCE_WORD = "(?:depuis(?:\\s+le|\\s+l['’])?|des|sinds|vanaf|since|from)"

// One date: month name + year, MM/YYYY, YYYY-MM, MM.YYYY, or a year.
const SINGLE = `(?:${MONTH_WORD},?\\s*(?:\\d{4}|['’]\\d{2})\\b|\\b(?:0?[1-9]|1[0-2])\\s*[/.]\\s*(?:19|20)\\d{2}\\b|\\b(?:19|20)\\d{2}\\s*[-/.]\\s*(?:0[1-9]|1[0-2])(?!\\d)|\\b(?:19|20)\\d{2}\\b)`
/**
 * Between the two ends of a range: any dash (hyphen, non-breaking hyphen, figure, en and em dashes, minus
 * sign…), an arrow, or a word ("à", "au", "jusqu'en", "t/m", "tot (en met)", "to", "until", "through").
 */
const SEPARATOR =
  "\\s*(?:[-‐‑‒–—―−⁃﹘﹣－~>→⟶»]+|\\bau\\b|\\bà\\b|\\ba\\b|\\bjusqu['’]?(?:à|a|en|au)\\b|\\bt\\s?/\\s?m\\b|\\bt\\.e\\.m\\.?|\\btot(?:\\s+en\\s+met)?\\b|\\bto\\b|\\buntil\\b|\\btill\\b|\\bthrough\\b|\\bthru\\b|\\bbis\\b)\\s*"
/**
 * Two dates with nothing but a space between them are a range whose dash did not survive: pdf.js drops
 * soft hyphens (U+00AD), which some fonts use for the dash ("Sep. 2023 Mar. 2024").
 */
const LOST_SEPARATOR = '\\s{1,3}'

const RANGE = new RegExp(
  `(?:\\b(?:de|du|van|vanaf|from)\\s+)?(${SINGLE})(?:(?:${SEPARATOR}|${LOST_SEPARATOR})(${SINGLE}|${PRESENT_WORD})\\b)?`,
  'i',
)
const OPEN_RANGE = new RegExp(`\\b${SINCE_WORD}\\s+(${SINGLE})`, 'i')
/** "juillet – août 2022", "Feb – May 2022", "van juli tot augustus 2022": two months sharing one year. */
const SHARED_YEAR = new RegExp(
  `(?:\\b(?:de|du|van|vanaf|from)\\s+)?(${MONTH_WORD})${SEPARATOR}(${MONTH_WORD})\\s*((?:19|20)\\d{2})\\b`,
  'i',
)

export type CvDate = string // YYYY-MM or YYYY

/** One written date as YYYY-MM (or YYYY when only the year is printed); null when it is not one. */
export function parseCvDate(written: string): CvDate | null {
  const text = fold(written).replace(/\s+/g, ' ').trim()
  let match = new RegExp(`^(${MONTH_WORD}),?\\s*(\\d{4}|['’]\\d{2})$`).exec(text)
  if (match) {
    const month = MONTHS[match[1]!.replace('.', '')]
    const digits = match[2]!.replace(/['’]/, '')
    const year = digits.length === 2 ? `20${digits}` : digits
    return month ? `${year}-${String(month).padStart(2, '0')}` : null
  }
  match = /^(\d{1,2})\s*[/.]\s*(\d{4})$/.exec(text)
  if (match) return `${match[2]}-${match[1]!.padStart(2, '0')}`
  match = /^(\d{4})\s*[-/.]\s*(\d{2})$/.exec(text)
  if (match) return `${match[1]}-${match[2]}`
  match = /^(\d{4})$/.exec(text)
  return match ? match[1]! : null
}

export type CvDateRange = {
  start: CvDate
  end: CvDate | null
  current: boolean
  /** Where the range stands in the text it was found in. */
  index: number
  length: number
}

/** The first date range (or single date) written in a text, if any. */
export function findDateRange(text: string): CvDateRange | null {
  const folded = fold(text)
  const open = OPEN_RANGE.exec(folded)
  // "From Sept 2017 to Jun 2019", "Vanaf 2015 tot 2018": a "from" with an end is a closed range.
  const closed = RANGE.exec(folded)
  const closes = closed?.[2] !== undefined && open !== null && closed.index <= open.index + open[0].length
  if (open && !closes) {
    const start = parseCvDate(open[1]!)
    if (start) return { start, end: null, current: true, index: open.index, length: open[0].length }
  }
  const found = RANGE.exec(folded)
  const shared = SHARED_YEAR.exec(folded)
  if (shared && (!found || shared.index <= found.index)) {
    const start = parseCvDate(`${shared[1]} ${shared[3]}`)
    const end = parseCvDate(`${shared[2]} ${shared[3]}`)
    if (start && end) return { start, end, current: false, index: shared.index, length: shared[0].length }
  }
  if (!found) return null
  const start = parseCvDate(found[1]!)
  if (!start) return null
  const second = found[2]
  if (!second) return { start, end: null, current: false, index: found.index, length: found[0].length }
  const end = parseCvDate(second)
  const current = !end && new RegExp(`^${PRESENT_WORD}$`, 'i').test(second.trim())
  return { start, end: current ? null : end, current, index: found.index, length: found[0].length }
}

/** Whether a short text is nothing but a date range (a line of a date gutter, say). */
export function isOnlyDates(text: string): boolean {
  const range = findDateRange(text)
  if (!range) return false
  const rest = `${text.slice(0, range.index)}${text.slice(range.index + range.length)}`
  return rest.replace(/[\s,.;:|()[\]–—-]/g, '').length <= 2
}

const WRITTEN_BIRTHDATE = new RegExp(
  `\\b(\\d{1,2})(?:er|e|st|nd|rd|th)?\\s+(${MONTH_WORD})\\s+((?:19|20)\\d{2})\\b`,
  'i',
)
const WRITTEN_BIRTHDATE_EN = new RegExp(
  `\\b(${MONTH_WORD})\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+((?:19|20)\\d{2})\\b`,
  'i',
)
const NUMERIC_BIRTHDATE = /\b(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*((?:19|20)\d{2})\b/
const ISO_BIRTHDATE = /\b((?:19|20)\d{2})-(\d{2})-(\d{2})\b/

const iso = (year: string, month: number, day: number) =>
  month >= 1 && month <= 12 && day >= 1 && day <= 31
    ? `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
    : null

/** A full date (birthdate) in a text: "03/09/1992", "3 septembre 1992", "March 12, 1990", "1990-03-12". */
export function findFullDate(text: string): string | null {
  const folded = fold(text)
  let match = ISO_BIRTHDATE.exec(folded)
  if (match) return iso(match[1]!, Number(match[2]), Number(match[3]))
  match = NUMERIC_BIRTHDATE.exec(folded)
  if (match) return iso(match[3]!, Number(match[2]), Number(match[1]))
  match = WRITTEN_BIRTHDATE.exec(folded)
  if (match) return iso(match[3]!, MONTHS[match[2]!.replace('.', '')] ?? 0, Number(match[1]))
  match = WRITTEN_BIRTHDATE_EN.exec(folded)
  if (match) return iso(match[3]!, MONTHS[match[1]!.replace('.', '')] ?? 0, Number(match[2]))
  return null
}

const DANGLING_RANGE = new RegExp(`(${SINGLE}${SEPARATOR})(${MONTH_WORD})(?!\\s*(?:['’]?\\d))`, 'i')

/**
 * A range cut by a narrow column: "oct. 2021 — juin" then "2023 | Épicerie…" on the next line. Gives both
 * lines mended ("oct. 2021 — juin 2023", "Épicerie…"), or null when they are not such a pair.
 */
export function joinWrappedDate(line: string, next: string): [string, string] | null {
  const year = /^\s*((?:19|20)\d{2})\b[\s|·•,–—-]*/.exec(next)
  if (!year) return null
  const dangling = DANGLING_RANGE.exec(fold(line))
  if (!dangling) return null
  const end = dangling.index + dangling[0].length
  return [`${line.slice(0, end)} ${year[1]}${line.slice(end)}`, next.slice(year[0].length)]
}
