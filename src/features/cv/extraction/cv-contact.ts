/**
 * Who the CV is about and how to reach her: name, headline, e-mail, phone (E.164, Belgian formats by
 * libphonenumber-js), city, website, LinkedIn and birthdate.
 */
import { findPhoneNumbersInText } from 'libphonenumber-js/min'
import { BELGIAN_CITIES } from './belgian-cities'
import { findDateRange, findFullDate } from './cv-dates'
import type { CvLine } from './cv-layout'
import { headingKind } from './cv-sections'
import { clean, fold, nameCase } from './cv-text'

export type CvContact = {
  title: string | null
  first_name: string | null
  last_name: string | null
  email: string | null
  phone: string | null
  city: string | null
  website: string | null
  linkedin: string | null
  birthdate: string | null
}

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.[a-z]{2,}/iu
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/[^\s,;|()]+/i
const URL =
  /(?:https?:\/\/)?(?:www\.)?[a-z\d-]+(?:\.[a-z\d-]+)*\.(?:be|com|org|net|eu|io|dev|me|site|info|nl|fr|design|studio|coop|brussels|vlaanderen)(?:\/[^\s,;|()]*)?/i
const BIRTH =
  /(?:\bn[ée]e?\b|date de naissance|naissance|geboren|geboortedatum|geb\.|born|date of birth|birth ?date|\bdob\b|°|\u00b0)/i
const POSTCODE_CITY = /\b(?:B[-\s]?)?([1-9]\d{3})\s+([\p{Lu}][\p{L}'’.-]*(?:[\s-][\p{L}'’.-]+){0,3})/u
const PARTICLES = new Set([
  'van',
  'de',
  'den',
  'der',
  'vanden',
  'vander',
  'le',
  'la',
  'du',
  'des',
  'von',
  "d'",
  'di',
  'da',
  'el',
  'al',
  'ter',
  'ten',
  'vande',
])

/** The contact details and identity found in the CV's lines. */
export function extractContact(lines: CvLine[], headerLines: CvLine[]): CvContact {
  const all = lines.map((line) => line.text).join('\n')
  const email = EMAIL.exec(all)?.[0] ?? null
  const linkedinMatch = LINKEDIN.exec(joinWrappedLinks(lines))?.[0] ?? null
  // The city is where the contact details are: the header, a contact section, the lines around the
  // e-mail or phone — not wherever a place is named (an employer's city).
  const near = lines.filter((_, index) =>
    lines
      .slice(Math.max(0, index - 3), index + 4)
      .some((other) => EMAIL.test(other.text) || /\+?\d[\d\s/.]{7,}\d/.test(other.text)),
  )
  const { line: nameLine, ...name } = findName(lines)
  return {
    ...name,
    title: nameLine ? findTitle(lines, nameLine) : null,
    email: email ? email.replace(/[.,;]$/, '') : null,
    phone: findPhone(lines),
    city: findCity([...headerLines, ...near], lines),
    website: findWebsite(lines, email),
    linkedin: linkedinMatch ? withScheme(linkedinMatch.replace(/[.,;/]+$/, '')) : null,
    birthdate: findBirthdate(lines),
  }
}

/** A link cut at the end of a narrow column goes on at the start of the next line: joined back. */
function joinWrappedLinks(lines: CvLine[]): string {
  return lines
    .map((line, index) => {
      const next = lines[index + 1]
      const cut = LINKEDIN.exec(line.text)
      const continues =
        cut &&
        next &&
        cut.index + cut[0].length === line.text.length &&
        next.column === line.column &&
        next.y - line.y < line.size * 2 &&
        // A slug goes on in lower case, digits, dashes: not a heading or a name.
        /^[a-z0-9][a-z0-9\-./%_]*\/?$/.test(next.text)
      return continues ? `${line.text}${next.text}` : line.text
    })
    .join('\n')
}

const withScheme = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`)

function findPhone(lines: CvLine[]): string | null {
  for (const line of lines) {
    // "2015 – 2017" reads as a number to libphonenumber: a line of dates is not a phone line.
    if (findDateRange(line.text) && !/(?:\+|00)\d|\d{3,4}[/.\s]\d{2}/.test(line.text)) continue
    for (const found of findPhoneNumbersInText(line.text, 'BE')) {
      const digits = found.number.number.replace(/\D/g, '')
      if (digits.length >= 10) return found.number.number
    }
  }
  return null
}

function findWebsite(lines: CvLine[], email: string | null): string | null {
  const emailDomain = email?.split('@')[1]?.toLowerCase()
  for (const line of lines) {
    if (LINKEDIN.test(line.text)) continue
    const text = line.text.replace(EMAIL, ' ')
    const match = URL.exec(text)?.[0]
    if (!match) continue
    const host = match
      .replace(/^https?:\/\//i, '')
      .replace(/^www\./i, '')
      .split('/')[0]!
      .toLowerCase()
    if (host === emailDomain || /^(gmail|hotmail|outlook|yahoo|skynet|telenet|proximus)\./.test(host))
      continue
    if (
      !/^https?:\/\/|^www\./i.test(match) &&
      !/\//.test(match) &&
      !/(?:web|site|portfolio|blog)/i.test(line.text)
    )
      continue
    return withScheme(match.replace(/[.,;]+$/, ''))
  }
  return null
}

function findBirthdate(lines: CvLine[]): string | null {
  for (const [index, line] of lines.entries()) {
    if (!BIRTH.test(line.text)) continue
    const date = findFullDate(line.text) ?? findFullDate(lines[index + 1]?.text ?? '')
    if (date) return date
  }
  return null
}

function findCity(preferred: CvLine[], all: CvLine[]): string | null {
  for (const list of [preferred, all]) {
    for (const line of list) {
      const postcode = POSTCODE_CITY.exec(line.text)
      if (postcode)
        return clean(postcode[2]!.replace(/[,(].*$/, '').replace(/\s+(Belgique|België|Belgium)$/i, ''))
    }
    if (list === all) break
    for (const line of list) {
      if (EMAIL.test(line.text) || line.text.length > 80) continue
      for (const part of line.text.split(/[,|·•–—]/)) {
        const candidate = clean(part).replace(/\s*\((?:BE|B)\)$/i, '')
        if (BELGIAN_CITIES.has(fold(candidate))) return candidate
      }
    }
  }
  return null
}

type Name = { first_name: string | null; last_name: string | null; line: CvLine | null }

const isNameLike = (text: string, most: number) =>
  text.trim().split(/\s+/).length <= most &&
  /^[\p{L}'’ .-]+$/u.test(text) &&
  !headingKind(text) &&
  !/\b(curriculum|vitae|cv|resume)\b/i.test(text)

/**
 * The name: the largest short line of letters on the first page, or two such lines of the same size one
 * above the other ("Théo" / "VAN DEN BROECK").
 */
function findName(lines: CvLine[]): Name {
  const candidates: { text: string; size: number; y: number; last: CvLine }[] = []
  for (const [index, line] of lines.entries()) {
    if (line.page !== 1 || !isNameLike(line.text, 5)) continue
    const next = lines[index + 1]
    if (
      next &&
      next.page === 1 &&
      Math.abs(next.size - line.size) < 0.5 &&
      next.y > line.y &&
      next.y - line.y < line.size * 2 &&
      isNameLike(line.text, 3) &&
      isNameLike(next.text, 4)
    )
      candidates.push({ text: `${line.text} ${next.text}`, size: line.size + 0.01, y: line.y, last: next })
    if (line.text.trim().split(/\s+/).length >= 2)
      candidates.push({ text: line.text, size: line.size, y: line.y, last: line })
  }
  const biggest = candidates.sort((a, b) => b.size - a.size || a.y - b.y)[0]
  if (!biggest) return { first_name: null, last_name: null, line: null }
  return { ...splitName(biggest.text.trim()), line: biggest.last }
}

/** "Marie DUPONT", "DUPONT Marie", "Jan Van den Broeck", "Anne-Sophie de Wilde". */
export function splitName(full: string): { first_name: string; last_name: string } {
  const words = full.split(/\s+/)
  const isCaps = (word: string) => word.length > 1 && word === word.toUpperCase() && /\p{Lu}/u.test(word)
  const caps = words.map(isCaps)
  if (caps.some(Boolean) && !caps.every(Boolean)) {
    const last = words.filter((_, i) => caps[i])
    const first = words.filter((_, i) => !caps[i])
    return { first_name: first.join(' '), last_name: nameCase(last.join(' ')) }
  }
  const cased = caps.every(Boolean) ? words.map((word) => nameCase(word)) : words
  const particle = cased.findIndex((word, i) => i > 0 && PARTICLES.has(word.toLowerCase()))
  const split = particle > 0 ? particle : Math.max(1, cased.length - 1)
  return { first_name: cased.slice(0, split).join(' '), last_name: cased.slice(split).join(' ') }
}

/** The headline: the line after the name, when it is not contact details or a heading. */
function findTitle(lines: CvLine[], nameLine: CvLine): string | null {
  const index = lines.indexOf(nameLine)
  for (const line of lines.slice(index + 1, index + 3)) {
    const text = clean(line.text)
    if (!text || headingKind(text)) return null
    if (EMAIL.test(text) || LINKEDIN.test(text) || /\d{3}/.test(text) || text.length > 90) continue
    if (BELGIAN_CITIES.has(fold(text))) continue
    return text
  }
  return null
}
