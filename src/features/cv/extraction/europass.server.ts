/**
 * A Europass CV carries itself: the PDF the Europass editor exports has the CV attached as XML — today's
 * HR Open Standards `Candidate` (europass.europa.eu), or the `SkillsPassport` of the editor Cedefop ran
 * until 2020. When it is there, its values are exact and read instead of the page's layout.
 */
import { XMLParser } from 'fast-xml-parser'
import type { CvExtraction } from '~/domain/cv-extraction'
import type { LanguageLevel } from '~/domain/enums'
import type { LanguageCode } from '~/domain/languages'
import { contractOfHeading } from './cv-contracts'
import { diplomaType } from './cv-diploma'
import { clean } from './cv-text'
import { cefrLevel, e164, languageCode, overallLevel, typeOf } from './europass-codes'
import type { PdfAttachment } from './pdf-text.server'

type Node = Record<string, unknown>
type Read = Omit<CvExtraction, 'lang' | 'extractable'>

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: true,
})

const list = (value: unknown): Node[] =>
  value === undefined || value === null ? [] : ((Array.isArray(value) ? value : [value]) as Node[])
const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {})
const text = (value: unknown): string | null => {
  const raw = typeof value === 'object' && value !== null ? (value as Node)['#text'] : value
  const cleaned = typeof raw === 'string' || typeof raw === 'number' ? clean(String(raw)) : ''
  return cleaned || null
}
/** Rich text as the editor writes it (escaped HTML): its paragraphs and items, one a line. */
function plain(value: unknown): string | null {
  const html = text(value)
  if (!html) return null
  const lines = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<\/(p|li|div|h\d)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => clean(line))
    .filter(Boolean)
  return lines.length ? lines.join('\n') : null
}

/**
 * "2019-03-15", "2019-03", "2019" → the CV schema's month (or year). The editor stores a date given as a
 * year alone as its first of January: a year whose month the page never prints stays a year.
 */
function month(value: unknown, printed: string): string | null {
  const written = text(node(value).FormattedDateTime ?? value)
  const match = written ? /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(written) : null
  if (!match) return null
  const [, year, monthNumber, day] = match
  if (!monthNumber) return year!
  if (
    monthNumber === '01' &&
    (day ?? '01') === '01' &&
    !new RegExp(`\\b0?1\\s*[/.-]\\s*${year}\\b`).test(printed)
  )
    return year!
  return `${year}-${monthNumber}`
}

/** Today's `Candidate`. */
function readCandidate(candidate: Node, printed: string): Read {
  const person = node(candidate.CandidatePerson)
  const name = node(person.PersonName)
  const channels = list(person.Communication)
  const channel = (code: RegExp) => channels.find((c) => code.test(text(c.ChannelCode) ?? ''))
  const links = channels
    .filter((c) => /web|social|other/i.test(text(c.ChannelCode) ?? ''))
    .map((c) => text(c.URI))
    .filter((url): url is string => !!url)
  const phone = channels.filter((c) => /telephone|mobile/i.test(text(c.ChannelCode) ?? ''))
  const mobile = phone.find((c) => /mobile/i.test(text(c.UseCode) ?? '')) ?? phone[0]
  const address = node(channels.find((c) => c.Address)?.Address)
  const profiles = list(candidate.CandidateProfile)
  const profile = profiles[0] ?? {}
  const experiences = list(node(profile.EmploymentHistory).EmployerHistory).flatMap((employer) =>
    list(employer.PositionHistory).map((position) => {
      const period = node(position.EmploymentPeriod ?? employer.EmploymentPeriod)
      const current = text(period.CurrentIndicator) === 'true'
      const post = text(position.PositionTitle)
      const employerAddress = node(
        list(node(employer.OrganizationContact).Communication).find((c) => c.Address)?.Address,
      )
      return {
        company: text(employer.OrganizationName),
        post,
        city: text(position.City) ?? text(employerAddress.CityName),
        start: month(period.StartDate, printed),
        end: current ? null : month(period.EndDate, printed),
        currently_working: current,
        contract_type: contractOfHeading(post),
        summary: plain(position.Description),
      }
    }),
  )
  const diplomas = list(node(profile.EducationHistory).EducationOrganizationAttendance).map((attendance) => {
    const period = node(attendance.AttendancePeriod)
    const ongoing = text(period.Ongoing) === 'true'
    const diplomaName = text(attendance.ProgramName) ?? text(node(attendance.EducationDegree).DegreeName)
    return {
      name: diplomaName,
      school: text(attendance.OrganizationName),
      start: month(period.StartDate, printed),
      end: ongoing ? null : month(period.EndDate, printed),
      still_studying: ongoing,
      type: typeOf(diplomaName, text(attendance.EducationLevelCode)),
    }
  })
  const competencies = list(node(profile.PersonQualifications).PersonCompetency)
  const languages = [
    ...list(person.PrimaryLanguageCode).map((code) => ({
      language: languageCode(text(code)),
      level: 'native' as LanguageLevel,
    })),
    ...competencies
      .filter((competency) => /language/i.test(text(competency.TaxonomyID) ?? ''))
      .map((competency) => ({
        language: languageCode(text(competency.CompetencyID)),
        level: cefrLevel(
          overallLevel(
            list(competency.CompetencyDimension).map(
              (dimension) => text(node(dimension.Score).ScoreText) ?? '',
            ),
          ) ?? text(node(competency.ProficiencyLevel).ScoreText),
        ),
      })),
  ].filter(
    (language): language is { language: LanguageCode; level: LanguageLevel | null } => !!language.language,
  )
  const skills = [
    ...competencies
      .filter((competency) => !/language/i.test(text(competency.TaxonomyID) ?? ''))
      .map((competency) => text(competency.CompetencyName) ?? text(competency.CompetencyID)),
    ...list(node(profile.Skills).PersonCompetency).map((competency) => text(competency.CompetencyName)),
    ...list(node(profile.DigitalSkills).DigitalSkillsGroup).flatMap((group) =>
      list(group.DigitalSkill).map(text),
    ),
    ...list(node(profile.DigitalSkills).DigitalSkill).map(text),
    ...(text(node(profile.PersonQualifications).QualificationsSummary)?.split(/[;,]/) ?? []),
  ]
  return {
    profile: {
      title: null,
      first_name: text(name.GivenName),
      last_name: text(name.FamilyName),
      email: text(channel(/e-?mail/i)?.URI)?.replace(/^mailto:/i, '') ?? null,
      phone: mobile ? e164(text(mobile.CountryDialing), text(mobile.DialNumber)) : null,
      city: text(address.CityName),
      website: links.find((url) => !/linkedin\.com/i.test(url)) ?? null,
      linkedin: links.find((url) => /linkedin\.com/i.test(url)) ?? null,
      birthdate: text(person.BirthDate)?.slice(0, 10) ?? null,
    },
    experiences,
    diplomas,
    skills: unique(skills),
    languages: uniqueLanguages(languages),
  }
}

/** The former editor's `SkillsPassport`. */
function readSkillsPassport(passport: Node): Read {
  const learner = node(passport.LearnerInfo)
  const identification = node(learner.Identification)
  const contact = node(identification.ContactInfo)
  const personName = node(identification.PersonName)
  const telephones = list(node(contact.TelephoneList).Telephone)
  const mobile = telephones.find((t) => /mobile/i.test(text(node(t.Use).Code) ?? '')) ?? telephones[0]
  const websites = list(node(contact.WebsiteList).Website)
    .map((w) => text(w.Contact))
    .filter((url): url is string => !!url)
  const birth = node(node(identification.Demographics).Birthdate)
  const day = (part: string, size: number) =>
    (text(birth[`@${part}`]) ?? '').replace(/-/g, '').padStart(size, '0')
  const period = (value: unknown) => {
    const date = node(value)
    const year = text(date['@year'])
    const monthNumber = text(date['@month'])?.replace(/-/g, '')
    return year ? (monthNumber ? `${year}-${monthNumber.padStart(2, '0')}` : year) : null
  }
  const description = (value: unknown) => text(node(value).Label) ?? text(value)
  const skills = node(learner.Skills)
  const linguistic = node(skills.Linguistic)
  return {
    profile: {
      title: description(node(learner.Headline).Description),
      first_name: text(personName.FirstName),
      last_name: text(personName.Surname),
      email: text(node(contact.Email).Contact),
      phone: mobile ? e164(null, text(mobile.Contact)) : null,
      city: text(node(node(contact.Address).Contact).Municipality),
      website: websites.find((url) => !/linkedin\.com/i.test(url)) ?? null,
      linkedin: websites.find((url) => /linkedin\.com/i.test(url)) ?? null,
      birthdate:
        text(birth['@year']) && day('month', 2) !== '00'
          ? `${text(birth['@year'])}-${day('month', 2)}-${day('day', 2)}`
          : null,
    },
    experiences: list(node(learner.WorkExperienceList).WorkExperience).map((work) => {
      const workPeriod = node(work.Period)
      const current = text(workPeriod.Current) === 'true'
      const post = description(work.Position)
      return {
        company: text(node(work.Employer).Name),
        post,
        city: text(node(node(node(node(work.Employer).ContactInfo).Address).Contact).Municipality),
        start: period(workPeriod.From),
        end: current ? null : period(workPeriod.To),
        currently_working: current,
        contract_type: contractOfHeading(post),
        summary: plain(work.Activities),
      }
    }),
    diplomas: list(node(learner.EducationList).Education).map((education) => {
      const educationPeriod = node(education.Period)
      const current = text(educationPeriod.Current) === 'true'
      const title = text(education.Title)
      return {
        name: title,
        school: text(node(education.Organisation).Name),
        start: period(educationPeriod.From),
        end: current ? null : period(educationPeriod.To),
        still_studying: current,
        type: title ? diplomaType(title) : null,
      }
    }),
    skills: unique(
      ['Computer', 'JobRelated', 'Organisational', 'Communication', 'Other'].flatMap((kind) =>
        (plain(node(skills[kind]).Description) ?? '').split(/\n|[;,]/),
      ),
    ),
    languages: uniqueLanguages(
      [
        ...list(node(linguistic.MotherTongueList).MotherTongue).map((tongue) => ({
          language: languageCode(text(node(tongue.Description).Code)),
          level: 'native' as LanguageLevel,
        })),
        ...list(node(linguistic.ForeignLanguageList).ForeignLanguage).map((language) => ({
          language: languageCode(text(node(language.Description).Code)),
          level: cefrLevel(
            overallLevel(Object.values(node(language.ProficiencyLevel)).map((level) => text(level) ?? '')),
          ),
        })),
      ].filter(
        (language): language is { language: LanguageCode; level: LanguageLevel | null } =>
          !!language.language,
      ),
    ),
  }
}

function unique(values: (string | null | undefined)[]): string[] {
  const seen = new Map<string, string>()
  for (const value of values) {
    const cleaned = value ? clean(value) : ''
    if (cleaned && cleaned.length <= 80 && !seen.has(cleaned.toLowerCase()))
      seen.set(cleaned.toLowerCase(), cleaned)
  }
  return [...seen.values()]
}

function uniqueLanguages(languages: { language: LanguageCode; level: LanguageLevel | null }[]) {
  return [...new Map(languages.map((language) => [language.language, language])).values()]
}

/** The CV a Europass PDF carries, or null when none of its attachments is one. */
export function readEuropassAttachment(attachments: PdfAttachment[], printed: string): Read | null {
  for (const attachment of attachments) {
    const xml = new TextDecoder().decode(attachment.content)
    // No document type declarations: nothing in a CV needs entities of its own.
    if (/<!DOCTYPE|<!ENTITY/i.test(xml)) continue
    let document: Node
    try {
      document = node(parser.parse(xml))
    } catch {
      continue
    }
    const candidate = node(document.Candidate)
    // `Candidate` is an HR Open Standards noun other systems write too: Europass's has its namespace.
    if (candidate.CandidatePerson && /xmlns(?::\w+)?=["']https?:\/\/www\.europass\.eu\//.test(xml))
      return readCandidate(candidate, printed)
    const passport = node(document.SkillsPassport)
    if (passport.LearnerInfo) return readSkillsPassport(passport)
  }
  return null
}
