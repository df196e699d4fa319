/**
 * Who the CV is about and how to reach her: name, headline, e-mail, phone (E.164, Belgian formats by
 * libphonenumber-js), city, website, LinkedIn and birthdate.
 */
import { findPhoneNumbersInText } from 'libphonenumber-js/min'
import { BELGIAN_CITIES } from './belgian-cities'
import { findDateRange, findFullDate } from './cv-dates'
import type { CvLine } from './cv-layout'
import { findName, findTitle } from './cv-name'
import { clean, fold } from './cv-text'

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
  /(?:(?<!\p{L})n[ée]e?(?!\p{L})|date de naissance|naissance|geboren|geboortedatum|geb\.|born|date of birth|birth ?date|\bdob\b|°|\u00b0)/iu
const POSTCODE_CITY = /\b(?:B[-\s]?)?([1-9]\d{3})\s+([\p{Lu}][\p{L}'’.-]*(?:[\s-][\p{L}'’.-]+){0,3})/u

/** The contact details and identity found in the CV's lines. */
export function extractContact(readLines: CvLine[], headerLines: CvLine[]): CvContact {
  const lines = joinWrappedLinks(readLines)
  const all = lines.map((line) => line.text).join('\n')
  const email = EMAIL.exec(all)?.[0] ?? null
  const linkedinMatch = LINKEDIN.exec(all)?.[0] ?? null
  // The city is where the contact details are: the header, a contact section, the lines around the
  // e-mail or phone — not wherever a place is named (an employer's city).
  const contactLike = lines.map((line) => EMAIL.test(line.text) || /\+?\d[\d\s/.]{7,}\d/.test(line.text))
  const near = lines.filter((_, index) => contactLike.slice(Math.max(0, index - 3), index + 4).some(Boolean))
  const header = new Set(headerLines.map((line) => `${line.page}:${line.y}:${line.x}`))
  const preferred = [...lines.filter((line) => header.has(`${line.page}:${line.y}:${line.x}`)), ...near]
  const { line: nameLine, ...name } = findName(readLines)
  return {
    ...name,
    title: nameLine ? findTitle(readLines, nameLine) : null,
    email: email ? email.replace(/[.,;]$/, '') : null,
    phone: findPhone(preferred) ?? findPhone(lines),
    city: findCity(preferred, lines),
    website: findWebsite(lines, new Set(preferred), email),
    linkedin: linkedinMatch ? withScheme(linkedinMatch.replace(/[.,;/]+$/, '')) : null,
    birthdate: findBirthdate(lines),
  }
}

/** The last word of a line, when it is an address cut short ("jan@skynet.", "linkedin.com/in/an"). */
const OPEN_LINK = /(?:\S*@\S*|\S*linkedin\.com\/\S*|\S*(?:https?:\/\/|www\.)\S*|\S+[./@_-])$/i

/**
 * An e-mail or link cut at the end of a narrow column goes on at the start of the next line: joined back
 * ("annesophie@outlook.b" / "e", "linkedin.com/in/an" / "nesophie-goffin/").
 */
function joinWrappedLinks(lines: CvLine[]): CvLine[] {
  const joined: CvLine[] = []
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!
    const next = lines[index + 1]
    const cut = OPEN_LINK.exec(line.text)?.[0]
    // A slug goes on in lower case, digits, dashes (not a heading, a name or another address), alone on
    // its line or before the next contact detail ("690a25 • Né le …").
    const slug = next && /^[a-z0-9.][a-z0-9\-./%_]*\/?(?=$|\s[|•·]\s)/.exec(next.text)?.[0]
    const continues =
      cut &&
      next &&
      slug &&
      /[@./]/.test(cut) &&
      next.x <= line.x + 5 &&
      next.y > line.y &&
      next.y - line.y < line.size * 2 &&
      // The address was visibly unfinished: it ends on a dot, dash or slash, its domain has no dot yet,
      // or what follows has none.
      (/[@./_-]$/.test(cut) || /@[^.]*$/.test(cut) || !/[.@]/.test(slug))
    if (continues) {
      joined.push({ ...line, text: `${line.text}${slug}` })
      const rest = next.text.slice(slug.length).replace(/^\s[|•·]\s/, '')
      if (rest) joined.push({ ...next, text: rest })
      index++
    } else joined.push(line)
  }
  return joined
}

const withScheme = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`)

/** The parts of a contact line: "Ixelles | 0486 12 34 56 | marie@x.be", "Adresse : Wavre • …". */
const partsOf = (text: string) =>
  text
    .split(/\s[|•·–—]\s|\s{2,}/)
    .map((part) => part.trim())
    .filter(Boolean)

/** "Adresse : ", "Tél. : ", "Address:", "Mobile:": the label before a contact detail. */
const LABEL = /^[\p{L}. '’-]{2,30}?\s?:\s*/u

/** A Belgian mobile number (+32 4xx): when a CV gives a mobile and a landline, the mobile. */
const isMobile = (e164: string) => /^\+324[5-9]/.test(e164)

function findPhone(lines: CvLine[]): string | null {
  const found: string[] = []
  for (const line of lines) {
    for (const part of partsOf(line.text)) {
      // "2015 – 2017" reads as a number to libphonenumber: a part with dates is not a phone, unless it
      // also has what only phone numbers have (+32, 0032, 0486/…).
      if (findDateRange(part) && !/(?:^|[^\d])(?:\+|00)\d|\d{3,4}[/.\s]\d{2}(?!\d{2})/.test(part)) continue
      for (const number of findPhoneNumbersInText(part, 'BE')) {
        const digits = number.number.number.replace(/\D/g, '')
        if (digits.length >= 10) found.push(number.number.number)
      }
    }
  }
  return found.find(isMobile) ?? found[0] ?? null
}

function findWebsite(lines: CvLine[], contact: Set<CvLine>, email: string | null): string | null {
  const emailDomain = email?.split('@')[1]?.toLowerCase()
  for (const line of lines) {
    const text = line.text
      .replace(new RegExp(LINKEDIN.source, 'gi'), ' ')
      .replace(new RegExp(EMAIL.source, 'giu'), ' ')
    for (const match of text.matchAll(new RegExp(URL.source, 'gi'))) {
      const url = match[0]
      const host = url
        .replace(/^https?:\/\//i, '')
        .replace(/^www\./i, '')
        .split('/')[0]!
        .toLowerCase()
      if (host === emailDomain || /^(gmail|hotmail|outlook|yahoo|skynet|telenet|proximus)\./.test(host))
        continue
      // A bare "name.be" is a website among the contact details or after a label, and printed in lower
      // case ("ASP.NET" in a list of skills is not one).
      const marked = /^https?:\/\/|^www\./i.test(url) || /\//.test(url)
      const labelled = /(?:web|site|portfolio|blog)/i.test(line.text)
      if (!marked && !((labelled || contact.has(line)) && /^[a-z0-9.-]+$/.test(url))) continue
      return withScheme(url.replace(/[.,;]+$/, ''))
    }
  }
  return null
}

function findBirthdate(lines: CvLine[]): string | null {
  for (const [index, line] of lines.entries()) {
    if (!BIRTH.test(line.text)) continue
    // "Geboren op 27 januari" / "1992", "Date of birth: 1993-04-" / "06": a date cut by the line's end.
    const next = lines[index + 1]?.text ?? ''
    const date =
      findFullDate(line.text) ??
      findFullDate(`${line.text}${/[-/.]$/.test(line.text) ? '' : ' '}${next}`) ??
      findFullDate(next)
    if (date) return date
  }
  return null
}

const COUNTRY = /,?\s*\(?(?:Belgique|België|Belgium|Belgien|BE|B)\)?$/i

/** The home city a contact part names: "1050 Ixelles", "Adresse : Wavre, Belgique", "Gent (BE)". */
function cityOfPart(part: string): string | null {
  if (BIRTH.test(part) || EMAIL.test(part)) return null
  const text = clean(part.replace(LABEL, ''))
  const postcode = POSTCODE_CITY.exec(text)
  if (postcode) return clean(postcode[2]!.replace(/[,(].*$/, '').replace(COUNTRY, ''))
  for (const piece of [text, ...text.split(',')]) {
    const candidate = clean(piece).replace(COUNTRY, '').trim()
    if (BELGIAN_CITIES.has(fold(candidate))) return candidate
  }
  return null
}

function findCity(preferred: CvLine[], all: CvLine[]): string | null {
  for (const [index, line] of preferred.entries()) {
    // "Adres: Veldstraat 179, 8400" / "Oostende", "7100 La" / "Louvière": a city cut after its postcode.
    const next = preferred[index + 1]
    const cutCity =
      /\b[1-9]\d{3}(?:\s+\p{Lu}\p{L}*)?$/u.test(line.text) &&
      next &&
      /^\p{Lu}[\p{L}' -]{1,30}$/u.test(next.text)
    const text = cutCity ? `${line.text} ${next.text}` : line.text
    for (const part of partsOf(text)) {
      const city = cityOfPart(part)
      if (city) return city
    }
  }
  for (const line of all) {
    if (BIRTH.test(line.text)) continue
    const postcode = POSTCODE_CITY.exec(line.text)
    if (postcode) return clean(postcode[2]!.replace(/[,(].*$/, '').replace(COUNTRY, ''))
  }
  return null
}
