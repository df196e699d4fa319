/**
 * From a raw posting to the offer Tremplin would publish, or the reason it is refused: title and
 * sanitised description, employment type → contract type, location → region through the gazetteer the
 * CV reader uses, remote work, salary in thousands of euros a year, closing date, language, and a proposed
 * category and sectors (the organisation's own).
 */
import { detect } from 'tinyld'
import type {
  ContentLanguage,
  ContractType,
  JobCategory,
  RangeKind,
  Region,
  RemotePolicy,
} from '~/domain/enums'
import { fold } from '~/domain/fold'
import {
  OFFER_SECTORS_MAX,
  OFFER_TEXT_MAX_LENGTH,
  OFFER_TITLE_MAX_LENGTH,
  SALARY_LIMIT,
} from '~/domain/offer-form'
import type { RefusalReason } from '~/domain/offer-sources'
import { richTextToPlain, safeHttpUrl, sanitizeRichText } from '~/server/html/sanitize'
import { readLocation } from '~/server/places/gazetteer'
import type { RawPosting } from './raw-posting'

export type MappedOffer = {
  key: string
  sourceUrl: string | null
  title: string
  description: string
  language: ContentLanguage
  contractType: ContractType
  remotePolicy: RemotePolicy
  region: Region | null
  office: string | null
  category: JobCategory
  sectors: string[]
  salaryKind: RangeKind | null
  salaryMin: number | null
  salaryMax: number | null
  /** ISO date-time, or null when the posting has no closing date. */
  validThrough: string | null
  externalApplyUrl: string | null
}

export type Mapping =
  | { ok: true; offer: MappedOffer }
  | { ok: false; key: string; title: string; reason: RefusalReason }

const CONTRACTS: [RegExp, ContractType][] = [
  [/intern|stage|stagiair|trainee/, 'stage'],
  [/volunt|benevol|vrijwillig/, 'benevolat'],
  [/student|etudiant/, 'job_etudiant'],
  [/flexi/, 'flexi_job'],
  [/temporary|contractor|cdd|fixed|bepaalde duur|interim|temp/, 'cdd'],
  [/full|part|cdi|permanent|onbepaalde|vast|temps plein|temps partiel|voltijd|deeltijd/, 'cdi'],
]

/** A schema.org employment type ("FULL_TIME") or a feed's job type ("CDI", "internship") as a contract. */
export function contractOf(types: string[]): ContractType {
  const text = fold(types.join(' ')).replace(/[_-]/g, ' ')
  return CONTRACTS.find(([pattern]) => pattern.test(text))?.[1] ?? (text.trim() ? 'autres' : 'cdi')
}

const CATEGORIES: [RegExp, JobCategory][] = [
  [/develop|engineer.*(software|data)|software|devops|data|informati|it\b|programm|ontwikkelaar/, 'tech'],
  [/market|communica|content|seo\b|social media/, 'marketing'],
  [/sales|vente|commercial|verkoop|account manager|business develop/, 'sales'],
  [/financ|accountant|comptab|boekhoud|controller/, 'finance'],
  [/\bhr\b|human resources|ressources humaines|recrut|recruit|personeel/, 'hr'],
  [/nurse|infirmi|verpleeg|health|sante|gezondheid|medic|care|soins|zorg/, 'health'],
  [/teach|enseign|leerkracht|educat|formation|opleiding|trainer/, 'education'],
  [/environment|environnement|milieu|climat|climate|sustainab|durab|duurzaam/, 'environment'],
  [/legal|juridi|jurist|lawyer|avocat|advocaat/, 'law'],
  [/admin|secretar|office manager|assistant|onthaal|accueil/, 'admin'],
  [/chef|cook|cuisin|kok|horeca|hospitality|restaura|serveu/, 'hospitality'],
  [/logisti|driver|chauffeur|mobilit|transport/, 'mobility'],
  [/construct|batiment|bouw|architect/, 'construction'],
  [/engineer|ingenieur/, 'engineering'],
  [/culture|artist|museum|musee/, 'culture'],
  [/csr|rse|impact|mvo/, 'csr'],
]

/** The category the posting's occupational category, industry or title suggests ("other" when none). */
export function categoryOf(hints: string[]): JobCategory {
  const text = fold(hints.join(' '))
  return CATEGORIES.find(([pattern]) => pattern.test(text))?.[1] ?? 'other'
}

const PER_YEAR: Record<string, number> = { HOUR: 1976, DAY: 220, WEEK: 52, MONTH: 12, YEAR: 1 }

/** A salary in euros per period as the offers' range: thousands of euros a year. */
export function salaryRange(
  salary: RawPosting['salary'],
): Pick<MappedOffer, 'salaryKind' | 'salaryMin' | 'salaryMax'> {
  const none = { salaryKind: null, salaryMin: null, salaryMax: null }
  const factor = salary ? PER_YEAR[salary.unit] : undefined
  if (salary?.currency !== 'EUR' || !factor) return none
  const yearly = (value: number | null) =>
    value === null || value <= 0 ? null : Math.round((value * factor) / 1000)
  const min = yearly(salary.min)
  const max = yearly(salary.max)
  if ((min ?? 0) > SALARY_LIMIT || (max ?? 0) > SALARY_LIMIT) return none
  if (min !== null && max !== null)
    return min < max
      ? { salaryKind: 'between', salaryMin: min, salaryMax: max }
      : { salaryKind: 'equal', salaryMin: min, salaryMax: null }
  if (min !== null) return { salaryKind: 'more_than', salaryMin: min, salaryMax: null }
  if (max !== null) return { salaryKind: 'less_than', salaryMin: null, salaryMax: max }
  return none
}

function languageOf(declared: string | null, text: string): ContentLanguage {
  const code = declared?.slice(0, 2).toLowerCase()
  if (code === 'fr' || code === 'nl' || code === 'en') return code
  const found = detect(text, { only: ['fr', 'nl', 'en'] })
  return found === 'nl' || found === 'en' ? found : 'fr'
}

/** Descriptions in feeds are often HTML escaped once more, or plain text with line breaks. */
function descriptionHtml(raw: string): string {
  const unescaped = /&lt;\/?(p|br|ul|li|strong)\b/i.test(raw)
    ? raw
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
    : raw
  if (/<\/?[a-z][\s\S]*>/i.test(unescaped)) return unescaped
  return unescaped
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p>${paragraph.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>')}</p>`,
    )
    .join('')
}

/** Maps one posting for the organisation (its sectors proposed), at `now`. */
export function mapPosting(posting: RawPosting, companySectors: string[], now = new Date()): Mapping {
  const title = richTextToPlain(posting.title).slice(0, 500)
  const refuse = (reason: RefusalReason): Mapping => ({ ok: false, key: posting.key, title, reason })
  if (!posting.key) return refuse('no-id')
  if (!title) return refuse('no-title')
  if (title.length > OFFER_TITLE_MAX_LENGTH) return refuse('title-too-long')
  const description = sanitizeRichText(descriptionHtml(posting.descriptionHtml))
  const plain = richTextToPlain(description)
  if (!plain) return refuse('no-description')
  if (description.length > OFFER_TEXT_MAX_LENGTH) return refuse('description-too-long')
  let validThrough: string | null = null
  if (posting.validThrough) {
    const date = new Date(posting.validThrough)
    if (Number.isNaN(date.getTime())) return refuse('bad-date')
    // A closing day without a time closes at the end of that day.
    if (/^\d{4}-\d{2}-\d{2}$/.test(posting.validThrough.trim())) date.setUTCHours(23, 59, 59)
    if (date <= now) return refuse('expired')
    validThrough = date.toISOString()
  }
  const place = posting.locations.map((text) => readLocation(text)).find(Boolean) ?? null
  const remoteText = fold(`${posting.employmentTypes.join(' ')} ${plain.slice(0, 2000)}`)
  const remotePolicy: RemotePolicy = posting.remote
    ? 'remote_complete_possible'
    : /hybrid|hybride|teletravail partiel|thuiswerk|telewerk|remote/.test(remoteText)
      ? 'remote_half_authorized'
      : 'remote_not_authorized'
  const applyUrl = safeHttpUrl(posting.applyUrl)
  return {
    ok: true,
    offer: {
      key: posting.key.slice(0, 500),
      sourceUrl: safeHttpUrl(posting.url),
      title,
      description,
      language: languageOf(posting.language, `${title} ${plain.slice(0, 2000)}`),
      contractType: contractOf(posting.employmentTypes),
      remotePolicy,
      region: place?.region ?? (posting.remote && !place ? 'internet' : null),
      office: place ? place.printed.slice(0, 120) : null,
      category: categoryOf(posting.categoryHints),
      sectors: companySectors.slice(0, OFFER_SECTORS_MAX),
      ...salaryRange(posting.salary),
      validThrough,
      externalApplyUrl: applyUrl,
    },
  }
}
