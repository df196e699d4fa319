/**
 * Who the CV is about and how to reach her: name, headline, e-mail, phone (E.164, Belgian formats by
 * libphonenumber-js), city, website, LinkedIn and birthdate.
 */
import { type CountryCode, findPhoneNumbersInText } from 'libphonenumber-js/max'
import { countryCodeOf } from '~/server/places/countries'
import { type PlaceMention, readLocation } from '~/server/places/gazetteer'
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
/** "1050 Ixelles", "B-4000 Liège", "75011 Paris", "3511 AB Utrecht": a postcode and the town after it. */
const POSTCODE_CITY =
  /\b(?:(?:B|BE|F|L|NL|D)[-\s]?)?([1-9]\d{3,4}(?:\s?[A-Z]{2}(?=\s))?)\s+([\p{Lu}][\p{L}'’.-]*(?:[\s-][\p{L}'’.-]+){0,3})/u

/** The contact details and identity found in the CV's lines. */
export function extractContact(
  readLines: CvLine[],
  headerLines: CvLine[],
  documentLinks: string[] = [],
): CvContact {
  const lines = joinWrappedLinks(readLines)
  const all = lines.map((line) => line.text).join('\n')
  // What icons and short labels stand for is in the links they sit under.
  const links = [...lines.flatMap((line) => line.links ?? []), ...documentLinks]
  const email =
    EMAIL.exec(all)?.[0] ??
    linkTo(links, /^mailto:/i)
      ?.replace(/^mailto:/i, '')
      .split('?')[0] ??
    null
  const linkedinMatch = LINKEDIN.exec(all)?.[0] ?? linkTo(links, LINKEDIN) ?? null
  // The city is where the contact details are: the header, a contact section, the lines around the
  // e-mail or phone — not wherever a place is named (an employer's city).
  const contactLike = lines.map((line) => EMAIL.test(line.text) || /\+?\d[\d\s/.]{7,}\d/.test(line.text))
  const near = lines.filter((_, index) => contactLike.slice(Math.max(0, index - 3), index + 4).some(Boolean))
  const header = new Set(headerLines.map((line) => `${line.page}:${line.y}:${line.x}`))
  const preferred = [...lines.filter((line) => header.has(`${line.page}:${line.y}:${line.x}`)), ...near]
  const { line: nameLine, ...name } = findName(readLines)
  // The person's name is not her town ("Van der" / "Linden").
  const fullName = fold(`${name.first_name ?? ''} ${name.last_name ?? ''}`)
  const home = findCity(preferred, lines, (part) => ` ${fullName} `.includes(` ${fold(part).trim()} `))
  // Numbers printed without their country code are read as the home country's first.
  const countries = [
    ...new Set([home?.country, ...PHONE_COUNTRIES].filter((code): code is CountryCode => !!code)),
  ]
  return {
    ...name,
    title: nameLine ? findTitle(readLines, nameLine) : null,
    email: email ? email.replace(/[.,;]$/, '') : null,
    phone:
      findPhone(preferred, countries) ??
      findPhone(lines, countries) ??
      phonesIn(decodeURIComponent(linkTo(links, /^tel:/i)?.slice(4) ?? ''), countries)[0]?.e164 ??
      null,
    city: home?.printed ?? null,
    website:
      findWebsite(lines, new Set(preferred), email) ??
      websiteLink(
        preferred.flatMap((line) => line.links ?? []),
        email,
      ),
    linkedin: linkedinMatch ? withScheme(linkedinMatch.replace(/[.,;/]+$/, '')) : null,
    birthdate: findBirthdate(lines),
  }
}

const linkTo = (links: string[], pattern: RegExp) => links.find((link) => pattern.test(link))

/** A personal site among the contact lines' links: not a profile, an e-mail domain or a mail address. */
function websiteLink(links: string[], email: string | null): string | null {
  const emailDomain = email?.split('@')[1]?.toLowerCase()
  return (
    links.find(
      (link) =>
        /^https?:\/\//i.test(link) &&
        !LINKEDIN.test(link) &&
        !/\/\/(?:www\.)?(?:twitter|x|facebook|instagram|youtube|orcid)\./i.test(link) &&
        (!emailDomain || !link.toLowerCase().includes(emailDomain)),
    ) ?? null
  )
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

/** Where the talents of a Belgian job board most often come from, after the CV's own country. */
const PHONE_COUNTRIES: CountryCode[] = ['BE', 'FR', 'NL', 'LU', 'DE', 'GB', 'US']

type FoundPhone = { e164: string; mobile: boolean }

/** The numbers of a text read as the first country they are valid in (international ones as they are). */
function phonesIn(part: string, countries: CountryCode[]): FoundPhone[] {
  // "607.379.5733", "(212) 555-0187": the North American grouping, which no European number has.
  const northAmerican = /(?:^|[^\d+])\(?[2-9]\d{2}\)?[\s.-]?\d{3}[\s.-]\d{4}(?!\d)/.test(part)
  for (const country of northAmerican ? ['US' as const, ...countries] : countries) {
    const numbers = findPhoneNumbersInText(part, { defaultCountry: country })
      .map(({ number }) => number)
      .filter((number) => number.isValid() && number.number.replace(/\D/g, '').length >= 9)
    if (numbers.length)
      return numbers.map((number) => ({
        e164: number.number,
        mobile: ['MOBILE', 'FIXED_LINE_OR_MOBILE'].includes(number.getType() ?? ''),
      }))
  }
  return []
}

/** The phone: when a CV gives a mobile and a landline, the mobile. */
function findPhone(lines: CvLine[], countries: CountryCode[]): string | null {
  const found: FoundPhone[] = []
  for (const line of lines) {
    for (const part of partsOf(line.text)) {
      // "2015 – 2017" reads as a number to libphonenumber: a part with dates is not a phone, unless it
      // also has what only phone numbers have (+32, 0032, 0486/…).
      if (findDateRange(part) && !/(?:^|[^\d])(?:\+|00)\d|\d{3,4}[/.\s]\d{2}(?!\d{2})/.test(part)) continue
      found.push(...phonesIn(part, countries))
    }
  }
  return (found.find((phone) => phone.mobile) ?? found[0])?.e164 ?? null
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

/** The home city a contact part names: "1050 Ixelles", "Adresse : Wavre, Belgique", "Lille (France)". */
function cityOfPart(part: string): PlaceMention | null {
  if (BIRTH.test(part) || EMAIL.test(part)) return null
  const text = clean(part.replace(LABEL, ''))
  const postcode = POSTCODE_CITY.exec(text)
  if (postcode) {
    // "1050 Ixelles Belgique": the longest run of words after the postcode that is a known place, else
    // the words up to a comma (a small town the gazetteer does not list).
    const words = postcode[2]!
      .replace(/[,(].*$/, '')
      .trim()
      .split(/\s+/)
    const country = countryCodeOf(words.at(-1) ?? '') ? words.pop() : null
    for (let count = words.length; count > 0; count--) {
      const place = readLocation(
        `${postcode[1]} ${words.slice(0, count).join(' ')}${country ? `, ${country}` : ''}`,
      )
      if (place && (count > 1 || place.population > 0 || words.length === 1)) return place
    }
    return null
  }
  for (const piece of [text, ...text.split(',')]) {
    const place = readLocation(clean(piece))
    if (place) return place
  }
  return null
}

function findCity(
  preferred: CvLine[],
  all: CvLine[],
  isName: (part: string) => boolean,
): PlaceMention | null {
  for (const [index, line] of preferred.entries()) {
    // "Adres: Veldstraat 179, 8400" / "Oostende", "7100 La" / "Louvière": a city cut after its postcode.
    const next = preferred[index + 1]
    const ending = /\b[1-9]\d{3}(?:\s+\p{Lu}\p{L}*)?$/u.exec(line.text)?.[0]
    const cutCity =
      ending !== undefined && !readLocation(ending) && next && /^\p{Lu}[\p{L}' -]{1,30}$/u.test(next.text)
    const text = cutCity ? `${line.text} ${next.text}` : line.text
    for (const part of partsOf(text)) {
      const city = isName(part) ? null : cityOfPart(part)
      if (city) return city
    }
  }
  for (const line of all) {
    if (BIRTH.test(line.text) || !POSTCODE_CITY.test(line.text)) continue
    const city = cityOfPart(line.text)
    if (city) return city
  }
  return null
}
