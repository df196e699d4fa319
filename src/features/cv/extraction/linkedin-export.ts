/**
 * LinkedIn's "Save to PDF" profile (docs/cv-import.md#linkedin): one known layout, read by its own rules
 * like the Europass attachment. A sidebar (contact, top skills, languages, certifications) beside a main
 * column: the name in the largest type, the headline, the location; then sections whose entries are told
 * apart by type size alone — an organisation above its posts (its total duration under it when there are
 * several), each post above its dates, its location set tight under them, and its description.
 */
import type { CvExtraction } from '~/domain/cv-extraction'
import { countryCodeOf } from '~/server/places/countries'
import { readLocation, readWholeLocation } from '~/server/places/gazetteer'
import { contractOfHeading } from './cv-contracts'
import { findDateRange } from './cv-dates'
import { diplomaType } from './cv-diploma'
import { summaryOf } from './cv-entries'
import type { CvLine } from './cv-layout'
import { columnExtents } from './cv-line-extents'
import { extractLanguages } from './cv-lists'
import { splitName } from './cv-name'
import { clean, fold } from './cv-text'

type Experience = NonNullable<CvExtraction['experiences']>[number]
type Diploma = NonNullable<CvExtraction['diplomas']>[number]
export type LinkedInReading = Pick<CvExtraction, 'experiences' | 'diplomas' | 'skills' | 'languages'> & {
  name: { first_name: string; last_name: string } | null
  title: string | null
  city: string | null
}

const FOOTER = /^(?:page|pagina|seite|pagina)\s+\d+\s+(?:of|sur|de|van|von|di)\s+\d+$/i
/** "21 years 3 months", "(2 ans 7 mois)", "1 jaar", "less than a year": how long, not when. */
const DURATION =
  /^\(?\s*(?:less than a year|moins d.un an|minder dan een jaar|(?:\d+\s+(?:years?|yrs?|ans?|jaar|jaren|jahre?)\s*)?(?:\d+\s+(?:months?|mos?|mois|maanden|maand|monate?))?)\s*\)?$/i
const EXPERIENCE =
  /^(?:experience|experiences|experience professionnelle|ervaring|werkervaring|berufserfahrung)$/
const EDUCATION = /^(?:education|formation|formations|opleiding|opleidingen|ausbildung)$/
const TOP_SKILLS = /^(?:top skills|principales competences|belangrijkste vaardigheden|top-kenntnisse)$/
const LANGUAGES = /^(?:languages|langues|talen|sprachen)$/
/** Two type sizes this close are one. */
const SAME_SIZE = 0.3

const sameSize = (a: number, b: number) => Math.abs(a - b) < SAME_SIZE
const key = (text: string) => fold(text).replace(/\s+/g, ' ').trim()

/** The footer on every page and a LinkedIn profile address: the export, not a CV that mentions LinkedIn. */
export function isLinkedInExport(lines: CvLine[]): boolean {
  const pages = new Set(lines.map((line) => line.page))
  const footed = new Set(lines.filter((line) => FOOTER.test(line.text.trim())).map((line) => line.page))
  const profile = lines.some(
    (line) =>
      /linkedin\.com\/in\//i.test(line.text) || line.links?.some((link) => /linkedin\.com\/in\//i.test(link)),
  )
  return profile && footed.size === pages.size
}

/** The smallest type size of a part: its details' (dates, places, descriptions), below its names. */
const bodySize = (lines: CvLine[]) => Math.min(...lines.map((line) => line.size))

/** Headings (larger than the body) with the lines under each; a heading wrapped over lines is one. */
function sectionsOf(lines: CvLine[], isHeading: (line: CvLine) => boolean) {
  const sections: { heading: string; lines: CvLine[] }[] = []
  let previous: CvLine | null = null
  for (const line of lines) {
    if (isHeading(line)) {
      const last = sections.at(-1)
      if (previous && isHeading(previous) && last && last.lines.length === 0) last.heading += ` ${line.text}`
      else sections.push({ heading: line.text, lines: [] })
    } else sections.at(-1)?.lines.push(line)
    previous = line
  }
  return sections.map((section) => ({ heading: key(section.heading), lines: section.lines }))
}

/** Lines of one size in a row make one text (a long organisation name or post wraps). */
function runs(lines: CvLine[], body: number): CvLine[][] {
  const grouped: CvLine[][] = []
  for (const line of lines) {
    const last = grouped.at(-1)?.at(-1)
    const wraps =
      last !== undefined &&
      last.size > body + SAME_SIZE &&
      sameSize(last.size, line.size) &&
      last.page === line.page &&
      line.y - last.y < line.size * 1.6
    if (wraps) grouped.at(-1)!.push(line)
    else grouped.push([line])
  }
  return grouped
}

const joined = (lines: CvLine[]) => clean(lines.map((line) => line.text).join(' '))

/** The town of a LinkedIn location ("Namur, Région wallonne, Belgique", "Greater Brussels Area"). */
function townOf(location: string): string | null {
  return (
    (readWholeLocation(location, { anySize: true }) ?? readLocation(location, { anySize: true }))?.printed ??
    null
  )
}

/** A town, a country, or a named area ("Raleigh-Durham-Chapel Hill Area"). */
const isPlaceLine = (text: string) =>
  townOf(text) !== null ||
  countryCodeOf(text) !== null ||
  /\b(?:area|region|regio|région|metropolitan)$/i.test(text.trim())

/** A location line sits tight under the dates (closer than the description's lines do). */
const isLocation = (line: CvLine, dates: CvLine, next: CvLine | undefined) =>
  townOf(line.text) !== null ||
  (line.page === dates.page &&
    line.y - dates.y < line.size * 1.45 &&
    (!next || next.page !== line.page || next.y - line.y > line.size * 1.5) &&
    line.text.length < 80)

function experiencesOf(lines: CvLine[], body: number): Experience[] {
  const sizes = [
    ...new Set(lines.filter((line) => line.size > body + SAME_SIZE).map((line) => line.size)),
  ].sort((a, b) => b - a)
  const organisationSize = sizes[0]
  const postSize = sizes.find(
    (size) => organisationSize !== undefined && organisationSize - size >= SAME_SIZE,
  )
  const edge = columnExtents(lines)
  const experiences: Experience[] = []
  let organisation: string | null = null
  let current: { entry: Experience; dates: CvLine | null; located: boolean; body: CvLine[] } | null = null
  const close = () => {
    if (!current) return
    current.entry.summary = summaryOf(current.body, edge)
    experiences.push(current.entry)
    current = null
  }
  const grouped = runs(lines, body)
  for (const [index, run] of grouped.entries()) {
    const first = run[0]!
    const text = joined(run)
    if (organisationSize !== undefined && sameSize(first.size, organisationSize) && postSize !== undefined) {
      close()
      organisation = text
      continue
    }
    if (first.size > body + SAME_SIZE) {
      close()
      current = {
        entry: {
          company: organisation,
          post: text,
          city: null,
          start: null,
          end: null,
          currently_working: false,
          contract_type: contractOfHeading(text),
          summary: null,
        },
        dates: null,
        located: false,
        body: [],
      }
      continue
    }
    if (!current) continue
    const range = current.dates ? null : findDateRange(text)
    if (range) {
      current.entry.start = range.start
      current.entry.end = range.end
      current.entry.currently_working = range.current
      current.dates = first
      continue
    }
    if (current.dates && !current.located && current.body.length === 0 && run.length === 1) {
      current.located = true
      if (isLocation(first, current.dates, grouped[index + 1]?.[0])) {
        current.entry.city = townOf(first.text)
        continue
      }
    }
    if (!DURATION.test(text.trim())) current.body.push(...run)
  }
  close()
  return experiences.filter((entry) => entry.post || entry.company)
}

function diplomasOf(lines: CvLine[], body: number): Diploma[] {
  const diplomas: Diploma[] = []
  let school: string | null = null
  let details: CvLine[] = []
  const close = () => {
    if (school === null && details.length === 0) return
    const text = joined(details)
    const [named, when] = text.includes(' · ')
      ? [text.slice(0, text.lastIndexOf(' · ')), text.slice(text.lastIndexOf(' · ') + 3)]
      : [text, '']
    const range = findDateRange(when) ?? (when ? null : findDateRange(named))
    const name =
      (range && !when ? named.slice(0, range.index) : named).replace(/[\s(·-]+$/, '').trim() || null
    diplomas.push({
      name,
      school,
      start: range?.end || range?.current ? range.start : null,
      end: range?.current ? null : (range?.end ?? range?.start ?? null),
      still_studying: range?.current ?? false,
      type: diplomaType(name ?? ''),
    })
    school = null
    details = []
  }
  for (const run of runs(lines, body)) {
    if (run[0]!.size > body + SAME_SIZE) {
      close()
      school = joined(run)
    } else details.push(...run)
  }
  close()
  return diplomas
}

/** "Elisa Park, PharmD", "Brianna Swanson - SHRM-CP", "Cathrine Sant (Petersen)": the name without its titles. */
function nameOf(text: string): { first_name: string; last_name: string } | null {
  const name = text
    .replace(/\s*\(.*\)\s*$/, '')
    .replace(/\s*,.*$/, '')
    .replace(/\s+[-–|]\s+[\p{Lu}\d .,-]+$/u, '')
    .trim()
  return /^[\p{L}'’ .-]+$/u.test(name) && name.includes(' ') ? splitName(name) : null
}

/** Reads a LinkedIn export's main column and sidebar; null when the lines are not one. */
export function readLinkedInExport(lines: CvLine[]): LinkedInReading | null {
  if (!isLinkedInExport(lines)) return null
  const content = lines.filter((line) => !FOOTER.test(line.text.trim()))
  const firstPage = content.filter((line) => line.page === content[0]?.page)
  const nameLine = firstPage.reduce<CvLine | null>(
    (biggest, line) => (!biggest || line.size > biggest.size ? line : biggest),
    null,
  )
  if (!nameLine) return null
  const main = content.filter((line) => line.x >= nameLine.x - 5)
  const sidebar = content.filter((line) => line.x < nameLine.x - 5)
  const body = bodySize(main)
  const sectionSize = Math.max(
    ...main.filter((line) => line !== nameLine && line.size < nameLine.size).map((line) => line.size),
  )
  const isSection = (line: CvLine) =>
    line !== nameLine && sameSize(line.size, sectionSize) && sectionSize > body + 2
  const firstSection = main.findIndex(isSection)
  // The headline and location: the lines set close under the name, before any section.
  const header: CvLine[] = []
  for (const line of main.slice(main.indexOf(nameLine) + 1, firstSection < 0 ? undefined : firstSection)) {
    const above = header.at(-1) ?? nameLine
    if (line.page !== above.page || line.y - above.y > Math.max(line.size * 2, nameLine.size * 1.5)) break
    header.push(line)
  }
  const last = header.at(-1)
  const location = header.length > 1 && last && isPlaceLine(last.text) ? last : null
  const headline = header.filter((line) => line !== location)
  const sections = sectionsOf(main.slice(Math.max(0, firstSection)), isSection)
  const side = sectionsOf(sidebar, (line) => line.size > bodySize(sidebar) + 1)
  const of = <T>(list: typeof sections, pattern: RegExp, read: (lines: CvLine[]) => T[]) =>
    list.filter((section) => pattern.test(section.heading)).flatMap((section) => read(section.lines))
  return {
    name: nameOf(nameLine.text),
    title: headline.length ? joined(headline) : null,
    city: location ? townOf(location.text) : null,
    experiences: of(sections, EXPERIENCE, (section) => experiencesOf(section, bodySize(section))),
    diplomas: of(sections, EDUCATION, (section) => diplomasOf(section, bodySize(section))),
    skills: of(side, TOP_SKILLS, (section) => section.map((line) => clean(line.text)).filter(Boolean)),
    languages: of(side, LANGUAGES, extractLanguages),
  }
}
