/**
 * What an entry's header says. Its parts (lines, then " | ", " — ", " · "…) are read for a contract word
 * (in parentheses, on the date line, in a tag, or in the post itself: "Stagiaire …"), a city (Belgian or
 * abroad), then which part is the organisation and which the post: the words "chez", "bij", "at" first,
 * then what each part looks like (legal forms, kinds of organisation, capitals against job words and
 * agent nouns), then the usual order (post first). Diplomas are read in `cv-diploma.ts`.
 */
import type { ContractType } from '~/domain/enums'
import { readWholeLocation } from '~/server/places/gazetteer'
import { bodyContract, readPart } from './cv-contracts'
import type { RawEntry } from './cv-entries'
import { summaryOf } from './cv-entries'
import type { CvLine } from './cv-layout'
import { clean, fold } from './cv-text'
import {
  AGENT_NOUN,
  CONTRACTS,
  LEGAL_FORM,
  ORGANISATION_WORDS,
  POST_WORDS,
  ROLE_CONTRACT_WORDS,
} from './cv-words'

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

/** Header text cut into its parts: lines, then " | ", " — ", " – ", " @ ", " · " and the like. */
export function headerParts(header: string[], dashes = true): string[] {
  const parts: string[] = []
  const separators = dashes
    ? /(\s[|•·–—-]\s|\s@\s|\s\|\s?|\s*\|\s*)(?![^(]*\))/
    : /(\s[|•·]\s|\s@\s|\s\|\s?|\s*\|\s*)(?![^(]*\))/
  for (const line of header) {
    // Not inside brackets: "Agent d'accueil (CDI – temps plein)" is one part.
    const pieces = line.split(separators)
    for (let index = 0; index < pieces.length; index += 2) {
      const part = clean(pieces[index]!)
        .replace(/^[,;:]+|\s*[,;:–—]+$/g, '')
        .trim()
      if (!part) continue
      // "Bénévole – cours de français": after a dash, words in lower case go on with the part before.
      const separator = pieces[index - 1] ?? ''
      if (index > 0 && /^\s[–—-]\s$/.test(separator) && /^\p{Ll}/u.test(part) && parts.length)
        parts[parts.length - 1] = `${parts.at(-1)}${separator}${part}`
      else parts.push(part)
    }
  }
  return parts
}

/**
 * A part that is a location ("Gent", "Bruxelles (BE)", "Liège, Belgique", "Seoul, S.Korea", "Ithaca, NY");
 * after an organisation's name and a comma, a town of any size ("Fiduciaire Everard-Klein, Remich").
 */
function cityIn(part: string, anySize = false): string | null {
  return readWholeLocation(clean(part), { anySize })?.printed ?? null
}

/**
 * The parts of a header without the city: a part that is a location, or one that ends on a location after
 * a comma or in brackets ("Oxfam, Bruxelles", "Abierto (Valencia)", "Dunamu Inc., Seoul, S.Korea").
 */
export function splitCity(parts: string[]): { parts: string[]; city: string | null } {
  let city: string | null = null
  const rest: string[] = []
  for (const part of parts) {
    if (city) {
      rest.push(part)
      continue
    }
    const alone = cityIn(part)
    if (alone) {
      city = alone
      continue
    }
    // After a comma, a bracket or a dash: "Oxfam, Bruxelles", "Collibra — Brussels".
    const cuts = [...part.matchAll(/\s*[,(]\s*|\s[—–-]\s/g)]
    const after = (at: RegExpExecArray) => part.slice(at.index + at[0].length).replace(/\)$/, '')
    const cut = cuts.find((at) => cityIn(after(at), true))
    if (cut) {
      city = cityIn(after(cut), true)
      rest.push(part.slice(0, cut.index).trim())
    } else rest.push(part)
  }
  return { parts: rest.filter(Boolean), city }
}

/** "Chargée de projet chez Oxfam", "Projectmedewerker bij Natuurpunt", "Analyst at Proximus". */
const AT_WORD = /^(.+?)\s+(?:chez|auprès de|aupres de|bij|at|@)\s+(.+)$/i
/** Dutch compounds that end on a kind of organisation: "Cultuurhuis", "Klimaatwerf", "Voedselteam". */
const ORGANISATION_COMPOUND =
  /(?:huis|centrum|winkel|atelier|werf|punt|team|fonds|dienst|school|bureau|kantoor|groep|netwerk|vereniging|stichting|college)$/
const isCaps = (text: string) => text === text.toUpperCase() && /\p{Lu}{2}/u.test(text)

/** How much a header part looks like an organisation rather than a post (negative: a post). */
export function organisationScore(part: string): number {
  const folded = fold(part)
  const words = folded.split(/[\s'-]+/).filter(Boolean)
  let score = 0
  if (LEGAL_FORM.test(folded)) score += 3
  if (ORGANISATION_WORDS.test(folded) || words.some((word) => ORGANISATION_COMPOUND.test(word))) score += 2
  // Employers printed in capitals above a post in normal case; posts rarely start with an article.
  if (isCaps(part)) score += 1
  if (/^(?:les?|la|l'|de|het|the|den|du)\s/.test(folded)) score += 1
  if (POST_WORDS.test(folded) || ROLE_CONTRACT_WORDS.test(folded)) score -= 2
  // "Vakantiejob zorgkundige", "Stage marketing": a kind of job is a post.
  else if (CONTRACTS.some(([, pattern]) => pattern.test(folded))) score -= 2
  if (AGENT_NOUN.test(words[0] ?? '') || AGENT_NOUN.test(words.at(-1) ?? '')) score -= 1
  return score
}

type Header = {
  company: string | null
  post: string | null
  city: string | null
  contract: ContractType | null
}

function readHeader(header: string[], body: CvLine[]): Header & { companyFirst: boolean } {
  let explicit: ContractType | null = null
  let implied: ContractType | null = null
  let role: string | undefined
  // A header of several lines gives a line to each thing ("Research Assistant" / "KU Leuven — Leuven
  // Institute for Healthcare Policy"): a line is cut at its dashes only when the lines alone do not give
  // both a post and an organisation.
  const byLine = header.length >= 2 ? headerParts(header, false) : null
  const linesSuffice =
    byLine !== null && splitCity(byLine.flatMap((part) => readPart(part).text ?? [])).parts.length >= 2
  const parts = (linesSuffice ? byLine : headerParts(header)).flatMap((part) => {
    const read = readPart(part)
    explicit ??= read.explicit
    implied ??= read.implied
    role ??= read.role
    return read.text ? [read.text] : []
  })
  for (const line of body) explicit ??= bodyContract(line)
  const { parts: placed, city } = splitCity(parts)
  // "Administrateur, Fondation Horizon Jeunesse": a comma before a capital cuts a post from an organisation.
  // (Not before a legal form: "Omnious Co., Ltd.")
  const cut = placed.flatMap((part) =>
    /, \p{Lu}/u.test(part) && !AT_WORD.test(part)
      ? part.split(/, (?=\p{Lu})/u).reduce<string[]>((pieces, piece) => {
          if (pieces.length && LEGAL_FORM.test(` ${fold(piece)}`) && !/\s/.test(piece.trim()))
            pieces[pieces.length - 1] = `${pieces.at(-1)}, ${piece}`
          else pieces.push(piece)
          return pieces
        }, [])
      : [part],
  )
  // "Stad Leuven – Dienst Duurzaamheid": two parts that both name organisations are one (and its department).
  const named: string[] = []
  for (const part of cut) {
    const last = named.at(-1)
    if (last && organisationScore(last) >= 2 && organisationScore(part) >= 2)
      named[named.length - 1] = `${last} – ${part}`
    else named.push(part)
  }
  // "Vrijwilliger — Natuurpunt", "Jeune en Service Citoyen — Voedselteam Leuven vzw": a role is the post;
  // where the other parts already give a post and an organisation ("· Bénévole | Cheffe guide, Buurtwerk
  // Noord vzw") or it is printed in lower case beside them, it is a tag.
  if (role && (named.length === 0 || (named.length < 2 && /^\p{Lu}/u.test(role)))) named.unshift(role)
  let post: string | null = null
  let company: string | null = null
  let companyFirst = false
  const at = named.map((part) => AT_WORD.exec(part)).find(Boolean)
  if (at) {
    post = clean(at[1]!)
    company = clean(at[2]!)
  } else if (named.length >= 2) {
    const [a, b] = named as [string, string]
    companyFirst = organisationScore(a) > organisationScore(b)
    ;[post, company] = companyFirst ? [b, a] : [a, b]
  } else if (named.length === 1) {
    if (organisationScore(named[0]!) >= 2) company = named[0]!
    else post = named[0]!
  }
  return { company, post, city, contract: explicit ?? implied, companyFirst }
}

/**
 * The experiences of one section. A post listed under the previous one's organisation heading ("COMPANY |
 * City", then several posts with their dates) keeps that organisation and its city.
 */
export function toExperiences(entries: RawEntry[], sectionContract: ContractType | null): CvExperience[] {
  let heading: Header | null = null
  return entries.map((entry) => {
    const header = readHeader(entry.header, entry.body)
    if (header.companyFirst) heading = header
    else if (!header.company && header.post && heading) {
      header.company = heading.company
      header.city ??= heading.city
    } else heading = null
    return {
      company: header.company,
      post: header.post,
      city: header.city,
      start: entry.range.start,
      // "2019 | Stagiaire …": a post dated by one year (or month) starts and ends then.
      end: entry.range.current ? null : (entry.range.end ?? entry.range.start),
      currently_working: entry.range.current,
      contract_type: header.contract ?? sectionContract,
      summary: summaryOf(
        entry.body.filter((line) => !bodyContract(line)),
        entry.edge,
      ),
    }
  })
}
