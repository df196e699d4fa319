/**
 * Experiences and diplomas. An entry is anchored on its dates: the short lines just around the date
 * range are its header (post, organisation, city, contract), the lines after it its description. Which
 * header part is the post and which the organisation is read from the words ("chez", "bij", "at"), then
 * from what the parts look like (legal forms and school words against job words), then from the usual
 * order (post first).
 */
import type { ContractType, DiplomaType } from '~/domain/enums'
import { BELGIAN_CITIES } from './belgian-cities'
import { type CvDateRange, findDateRange } from './cv-dates'
import { type CvLine, columnExtents } from './cv-layout'
import { clean, fold, startsWithBullet } from './cv-text'

export type CvExperience = {
  company: string | null
  post: string | null
  city: string | null
  start: string | null
  end: string | null
  currently_working: boolean
  contract_type: ContractType | null
  summary: string | null
}

export type CvDiploma = {
  name: string | null
  school: string | null
  start: string | null
  end: string | null
  still_studying: boolean
  type: DiplomaType | null
}

const CONTRACTS: [ContractType, RegExp][] = [
  [
    'cdi',
    /\b(cdi|contrat a duree indeterminee|vast contract|vaste aanstelling|onbepaalde duur|permanent contract|permanent)\b/,
  ],
  [
    'cdd',
    /\b(cdd|contrat a duree determinee|tijdelijk contract|bepaalde duur|fixed[- ]term( contract)?|temporary contract|interim|remplacement|vervangingscontract)\b/,
  ],
  ['stage', /\b(stages?|stagiaire|stagiair|internships?|intern|stage de fin d'etudes)\b/],
  [
    'job_etudiant',
    /\b(jobs? etudiants?|jobs? d'etudiant|jobiste|student jobs?|studentenjobs?|jobstudent|job student|etudiant jobiste)\b/,
  ],
  ['benevolat', /\b(benevolat|benevole|vrijwilliger|vrijwilligerswerk|volunteer|volunteering|vrijwillig)\b/],
  ['flexi_job', /\b(flexi[- ]?job)\b/],
  ['service_citoyen', /\b(service citoyen|burgerdienst|civic service)\b/],
  ['autres', /\b(freelance|independant|zelfstandige|self-employed|consultant independant|interim)\b/],
]

const COMPANY_WORDS =
  /\b(asbl|a\.s\.b\.l|vzw|v\.z\.w|sa|nv|bv|srl|sprl|scrl|cv|coop|cooperative|cooperatief|fondation|stichting|ville|stad|commune|gemeente|cpas|ocmw|province|provincie|region|gewest|ministere|ministerie|federation|federatie|service public|spf|fod|mutualite|ziekenfonds|hopital|ziekenhuis|universite|universiteit|ngo|ong|group|groupe|groep|agency|agence|bureau|centre|centrum|association|vereniging|network|netwerk|foundation|ltd|inc|gmbh|sas|company|s\.a|n\.v)\b/
const POST_WORDS =
  /\b(charge|chargee|coordinat\w*|responsable|medewerk\w*|manager|officer|assistant\w*|consultant\w*|stagiair\w*|animat\w*|conseill\w*|developer|developpeu\w*|ontwikkelaar|adviseur|advisor|educat\w*|opvoed\w*|project\w*|verantwoordelijke|directeu\w*|director|directrice|teamleader|team lead\w*|analyst\w*|analiste|analyste|ingenieur|engineer|designer|ontwerper|juriste|jurist|comptable|boekhoud\w*|accountant|vendeu\w*|verkoper|sales|communicat\w*|marketing|secretaire|secretaris|gestionnaire|beheerder|technicien|technieker|technician|onderzoeker|chercheu\w*|researcher|docent|enseignant\w*|leerkracht|teacher|trainer|formateu\w*|coach|begeleider|accompagnat\w*|assistent|intern|stagiaire|benevole|vrijwilliger|volunteer|lead|head|hoofd|chef|fondat\w*|founder|oprichter|zaakvoerder|gerant\w*|administrat\w*|employe\w*|bediende|logisti\w*|magasinier|chauffeur|infirmi\w*|verpleeg\w*|nurse|maatschappelijk|assistant social|travailleu\w*|worker|werker)\b/
const SCHOOL_WORDS =
  /\b(universite|universiteit|university|hogeschool|haute ecole|ecole|school|college|athenee|atheneum|lycee|lyceum|institut|instituut|institute|academie|academy|centre de formation|vdab|forem|bruxelles formation|syntra|ifapme|efp|ichec|solvay|vlerick|ucl|uclouvain|ulb|vub|ugent|kul|ku leuven|uliege|ulg|umons|unamur|uantwerpen|uhasselt|odisee|howest|artevelde|karel de grote|thomas more|ucll|pxl|vives|helmo|hel|henallux|he vinci|heh|ephec|ihecs|isib|campus|coursera|edx|openclassrooms|google|becode|interface3)\b/
const DIPLOMA_WORDS =
  /\b(master|ma|msc|mba|bachelier|bachelor|ba|bsc|licence|licencie|licentiaat|graduat|graduaat|doctorat|doctoraat|phd|doctorate|certificat|certificate|certification|getuigschrift|attest|diplome|diploma|cess|secondaire|secundair|aso|tso|bso|humanites|opleiding|formation|training|cursus|cours|course|postgraduat|postgraduaat|specialisation|agregation|ingenieur|engineer|degree|mooc)\b/

const DIPLOMA_TYPES: [DiplomaType, RegExp][] = [
  ['doctorate', /\b(doctorat|doctoraat|phd|ph\.d|doctorate|doctor)\b/],
  [
    'master',
    /\b(master|masters|msc|mba|ma|licence|licencie|licentiaat|ingenieur civil|master's|postmaster|master-na-master)\b/,
  ],
  [
    'bachelor',
    /\b(bachelier|bachelor|bachelors|bachelor's|ba|bsc|graduat|graduaat|professionele bachelor|bachelier professionnalisant)\b/,
  ],
  [
    'certificate',
    /\b(certificat|certificate|certification|certified|getuigschrift|attest|attestation|brevet)\b/,
  ],
  [
    'training',
    /\b(formation|opleiding|training|cursus|cours|course|workshop|mooc|bootcamp|postgraduat|postgraduaat|bijscholing)\b/,
  ],
]

const looksLikeSentence = (text: string) => text.split(/\s+/).length > 10

type RawEntry = { header: string[]; range: CvDateRange; body: CvLine[] }

/** The edges of a section's text; rows that start with their dates (a merged date gutter) stand out to the left. */
function edgesOf(lines: CvLine[]) {
  const text = lines.filter((line) => findDateRange(line.text)?.index !== 0)
  return columnExtents(text.length ? text : lines)
}

/** Lines cut into entries, each around one date range. */
export function splitEntries(lines: CvLine[]): RawEntry[] {
  const edge = edgesOf(lines)
  // A list item: a bullet glyph, or text indented from the section's left edge (list markers drawn as
  // shapes leave no glyph in the text).
  const isItem = (line: CvLine) => startsWithBullet(line.text) || line.x - edge(line).left > line.size * 0.9
  const dateAt = lines.map((line) =>
    !startsWithBullet(line.text) && line.text.length <= 120 ? findDateRange(line.text) : null,
  )
  const isHeaderCandidate = (index: number) => {
    const line = lines[index]!
    return (
      !isItem(line) &&
      !dateAt[index] &&
      line.text.length <= 90 &&
      !/[.!?]$/.test(line.text.trim()) &&
      !looksLikeSentence(line.text)
    )
  }
  /** Where the header of the entry dated at `anchor` starts: at most two header lines above it. */
  const headerStart = (anchor: number, floor: number) => {
    let start = anchor
    while (start > floor && anchor - start < 2 && isHeaderCandidate(start - 1)) start--
    return start
  }
  const anchors = dateAt.flatMap((range, index) => (range ? [index] : []))
  const entries: RawEntry[] = []
  let previousEnd = 0
  for (const [n, anchor] of anchors.entries()) {
    const range = dateAt[anchor]!
    const anchorText = lines[anchor]!.text
    const dateless = clean(
      `${anchorText.slice(0, range.index)} ${anchorText.slice(range.index + range.length)}`,
    )
      .replace(/^[\s|,:;·•–—-]+|[\s|,:;·•–—-]+$/g, '')
      .trim()
    const start = headerStart(anchor, previousEnd)
    const nextAnchor = anchors[n + 1] ?? lines.length
    // Dates first ("2019 – 2021" then the post and the organisation): the header follows the dates.
    let headerEnd = anchor + 1
    if (start === anchor) {
      const most = dateless ? 1 : 2
      while (headerEnd < nextAnchor && headerEnd - anchor <= most && isHeaderCandidate(headerEnd)) headerEnd++
    }
    const bodyEnd =
      n + 1 < anchors.length ? Math.max(headerEnd, headerStart(nextAnchor, headerEnd)) : lines.length
    entries.push({
      header: [
        ...lines.slice(start, anchor).map((line) => line.text),
        ...(dateless ? [dateless] : []),
        ...lines.slice(anchor + 1, headerEnd).map((line) => line.text),
      ],
      range,
      body: lines.slice(headerEnd, bodyEnd),
    })
    previousEnd = bodyEnd
  }
  return entries
}

/**
 * The description, one item per line: a bullet glyph starts an item, and so does any line after one that
 * stopped short of the column's right edge (a wrapped line reaches it).
 */
function summaryOf(body: CvLine[]): string | null {
  const edge = edgesOf(body)
  const items: string[] = []
  let previous: CvLine | null = null
  for (const line of body) {
    const text = clean(line.text)
    if (!text) continue
    const wrapped =
      previous !== null &&
      !startsWithBullet(line.text) &&
      previous.x + previous.width >= edge(previous).right - previous.size * 3.5
    if (wrapped && items.length) items[items.length - 1] = `${items.at(-1)} ${text}`
    else items.push(text)
    previous = line
  }
  return items.length ? items.join('\n') : null
}

/** Header text cut into its parts: lines, then " | ", " — ", " – ", " @ ", ", " and the like. */
function headerParts(header: string[]): string[] {
  return header
    .flatMap((line) => line.split(/\s[|•·–—-]\s|\s@\s|\s\|\s?|\s*\|\s*/))
    .map((part) =>
      clean(part)
        .replace(/^[,;:]+|[,;:]+$/g, '')
        .trim(),
    )
    .filter((part) => part.length > 0)
}

function contractOf(text: string): { contract: ContractType | null; rest: string } {
  const folded = fold(text)
  for (const [contract, pattern] of CONTRACTS) {
    const match = pattern.exec(folded)
    if (match) {
      const rest = text
        .replace(
          new RegExp(
            `\\(?\\s*${escapeRegExp(text.slice(match.index, match.index + match[0].length))}\\s*\\)?`,
            'i',
          ),
          '',
        )
        .trim()
      return { contract, rest }
    }
  }
  return { contract: null, rest: text }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A part that is a Belgian place ("Gent", "Bruxelles (BE)", "Liège, Belgique"). */
function cityIn(part: string): string | null {
  const candidate = clean(part)
    .replace(/\s*\((?:BE|B)\)$/i, '')
    .replace(/,?\s*(Belgique|België|Belgium|Belgien)$/i, '')
    .replace(/^\d{4}\s+/, '')
  return BELGIAN_CITIES.has(fold(candidate)) ? candidate : null
}

/** The parts of a header without the city (found at the end of a part after a comma, or alone). */
function splitCity(parts: string[]): { parts: string[]; city: string | null } {
  let city: string | null = null
  const rest: string[] = []
  for (const part of parts) {
    const alone = cityIn(part)
    if (alone && !city) {
      city = alone
      continue
    }
    const comma = /^(.*?)[,(]\s*([^,()]+?)\)?$/.exec(part)
    const trailing = comma ? cityIn(comma[2]!) : null
    if (trailing && !city) {
      city = trailing
      rest.push(comma![1]!.trim())
    } else rest.push(part)
  }
  return { parts: rest.filter(Boolean), city }
}

/** "Chargée de projet chez Oxfam", "Projectmedewerker bij Natuurpunt", "Analyst at Proximus". */
const AT_WORD = /^(.+?)\s+(?:chez|auprès de|aupres de|bij|at|@)\s+(.+)$/i

/** The contract a section's heading implies ("Jobs étudiants", "Vrijwilligerswerk", "Stages"). */
export function contractOfHeading(heading: string | null): ContractType | null {
  return heading ? contractOf(heading).contract : null
}

export function toExperience(entry: RawEntry, sectionContract: ContractType | null = null): CvExperience {
  let contract: ContractType | null = null
  const parts = headerParts(entry.header).flatMap((part) => {
    const found = contractOf(part)
    contract ??= found.contract
    // "Vrijwilliger", "Stagiaire": the word that says the contract is also the post.
    if (!found.rest && POST_WORDS.test(fold(part))) return [part]
    return found.rest ? [found.rest] : []
  })
  // "Administrateur, Lumen Consulting BV": one part with a comma is the post, then the organisation.
  const cut = parts.length === 1 && /, \p{Lu}/u.test(parts[0]!) ? parts[0]!.split(/, (?=\p{Lu})/u) : parts
  const { parts: named, city } = splitCity(cut)
  let post: string | null = null
  let company: string | null = null
  const at = named.map((part) => AT_WORD.exec(part)).find(Boolean)
  if (at) {
    post = clean(at[1]!)
    company = clean(at[2]!)
  } else if (named.length >= 2) {
    const [a, b] = named as [string, string]
    const aCompany = COMPANY_WORDS.test(fold(a)) && !POST_WORDS.test(fold(a))
    const bPost = POST_WORDS.test(fold(b)) && !COMPANY_WORDS.test(fold(b))
    ;[post, company] = aCompany || bPost ? [b, a] : [a, b]
  } else if (named.length === 1) {
    if (COMPANY_WORDS.test(fold(named[0]!)) && !POST_WORDS.test(fold(named[0]!))) company = named[0]!
    else post = named[0]!
  }
  return {
    company,
    post,
    city,
    start: entry.range.start,
    end: entry.range.current ? null : entry.range.end,
    currently_working: entry.range.current,
    contract_type: contract ?? sectionContract,
    summary: summaryOf(entry.body),
  }
}

export function toDiploma(entry: RawEntry): CvDiploma {
  const { parts } = splitCity(headerParts(entry.header))
  let name: string | null = null
  let school: string | null = null
  const at = parts
    .map((part) => /^(.+?)\s+(?:a l'|à l'|a la|à la|au|aan de|aan het|at|@)\s+(.+)$/i.exec(part))
    .find(Boolean)
  if (at && SCHOOL_WORDS.test(fold(at[2]!))) {
    name = clean(at[1]!)
    school = clean(at[2]!)
  } else if (parts.length >= 2) {
    const [a, b] = parts as [string, string]
    const aSchool = SCHOOL_WORDS.test(fold(a)) && !DIPLOMA_WORDS.test(fold(a))
    const bDiploma = DIPLOMA_WORDS.test(fold(b)) && !SCHOOL_WORDS.test(fold(b))
    ;[name, school] = aSchool || bDiploma ? [b, a] : [a, b]
  } else if (parts.length === 1) {
    if (SCHOOL_WORDS.test(fold(parts[0]!)) && !DIPLOMA_WORDS.test(fold(parts[0]!))) school = parts[0]!
    else name = parts[0]!
  }
  // A diploma with one date gives the year (or month) it was obtained: its end.
  const single = !entry.range.end && !entry.range.current
  return {
    name,
    school,
    start: single ? null : entry.range.start,
    end: single ? entry.range.start : entry.range.end,
    still_studying: entry.range.current,
    type: name ? diplomaType(name) : null,
  }
}

/** The §3 diploma type a diploma's name says. */
export function diplomaType(name: string): DiplomaType {
  const folded = fold(name)
  for (const [type, pattern] of DIPLOMA_TYPES) if (pattern.test(folded)) return type
  return 'other'
}
