/** The demo offers' words: titles, slugs, salary and experience ranges, and the texts of an offer. */
import type { ContentLanguage, ContractType, JobCategory, RangeKind, Sector } from '~/domain/enums'
import type { StoredRange } from '~/domain/offer-form'
import type { SeededCompany } from './build-companies'
import { BENEFITS } from './company-profile'
import { CATEGORY_SALARY_K, JOB_TITLES, SECTOR_DOMAINS } from './job-titles'
import { LEVEL_SALARY_FACTOR, type Level, type OfferPlan, type OfferRow } from './offer-plans'
import {
  CATEGORY_TASKS,
  CONTRACT_TITLE_FORMATS,
  EXPERIENCE_SENTENCES,
  GENDER_MARKS,
  INTERVIEW_LEAD,
  INTERVIEW_PROCESSES,
  INTROS,
  MISSION_LEAD,
  PROFILE_ITEMS,
  PROFILE_LEAD,
  QUESTIONS,
  SENIORITY_FORMATS,
  TASKS_LEAD,
  WHY_LEADS,
} from './offer-texts'
import { type Random, uniqueSuffix } from './random'
import { bulletList, capitalize, escapeHtml, fill, type Localized, lowerFirst, slugify } from './text'

export type TitleParts = { template: Localized; domain: Localized }

export function pickTitleParts(
  rng: Random,
  category: JobCategory,
  sectors: readonly Sector[],
  entryLevel: boolean,
  plan: OfferPlan,
): TitleParts {
  if (plan.title) {
    const template = JOB_TITLES[category][plan.title.template]
    const domain = SECTOR_DOMAINS[plan.title.sector][plan.title.domain]
    if (!template || !domain) throw new Error(`Seed plan has an unknown title: ${JSON.stringify(plan.title)}`)
    return { template, domain }
  }
  const titles = JOB_TITLES[category]
  const suitable = entryLevel ? titles.filter((title) => !title.seniorOnly) : titles
  return {
    template: rng.pick(suitable.length > 0 ? suitable : titles),
    domain: rng.pick(SECTOR_DOMAINS[rng.pick(sectors)]),
  }
}

/** The job itself ("Chef de projet énergie renouvelable"), without contract or seniority marks. */
export function roleTitle(parts: TitleParts, language: ContentLanguage): string {
  const template = parts.template[language]
  const role = fill(template, { d: parts.domain[language] })
  return template.startsWith('{d}') ? capitalize(role) : role
}

export function decoratedTitle(
  rng: Random,
  role: string,
  language: ContentLanguage,
  level: Level,
  contractType: ContractType,
  plain: boolean,
): string {
  let title = role
  if (!plain && (level === 'junior' || level === 'senior') && rng.chance(0.4)) {
    title = fill(SENIORITY_FORMATS[level][language], { t: title, lt: lowerFirst(title) })
  }
  const contractFormat = CONTRACT_TITLE_FORMATS[contractType]
  if (contractFormat) title = fill(contractFormat[language], { t: title, lt: lowerFirst(title) })
  const genderMark = GENDER_MARKS[language]
  if (!plain && genderMark !== '' && rng.chance(0.3)) title += genderMark
  return title
}

const SLUG_BASE_MAX = 70

export function offerSlug(title: string, index: number): string {
  let base = slugify(title)
  if (base.length > SLUG_BASE_MAX) base = base.slice(0, SLUG_BASE_MAX).replace(/-[^-]*$/, '')
  return `${base}-${uniqueSuffix(index)}`
}

export type Range = StoredRange
const NO_RANGE: Range = { kind: null, min: null, max: null }

function rangeOf(kind: RangeKind, min: number, max: number): Range {
  switch (kind) {
    case 'equal':
      return { kind, min, max: min }
    case 'less_than':
      return { kind, min: null, max }
    case 'more_than':
      return { kind, min, max: null }
    case 'between':
      return { kind, min, max }
  }
}

/** Thousands of euros a year. */
export function salaryRange(
  rng: Random,
  category: JobCategory,
  level: Level,
  contractType: ContractType,
): Range {
  if (contractType === 'benevolat') return NO_RANGE
  if (level === 'entry') {
    if (rng.chance(0.7)) return NO_RANGE
    const value = rng.int(8, 14)
    return rangeOf(rng.chance(0.5) ? 'equal' : 'less_than', value, value)
  }
  const kind = rng.weighted({ between: 60, more_than: 10, less_than: 7, equal: 5, none: 18 })
  if (kind === 'none') return NO_RANGE
  const typical = Math.round(CATEGORY_SALARY_K[category] * LEVEL_SALARY_FACTOR[level]) + rng.int(-3, 3)
  const width = rng.int(4, 12)
  const min = typical - Math.floor(width / 2)
  return rangeOf(kind, min, min + width)
}

/** Years of experience. */
export function experienceRange(rng: Random, level: Level): Range {
  if (rng.chance(0.1)) return NO_RANGE
  switch (level) {
    case 'entry':
      return rng.chance(0.5) ? NO_RANGE : rangeOf('equal', 0, 0)
    case 'junior':
      return rng.chance(0.5) ? rangeOf('less_than', 0, 2) : rangeOf('between', 0, 2)
    case 'medior': {
      const min = rng.int(2, 3)
      return rangeOf('between', min, min + 3)
    }
    case 'senior':
      return rangeOf('more_than', rng.pick([5, 7, 8, 10]), 0)
  }
}

/** The requirement line about experience; none when the offer states no experience range. */
function experienceSentence(range: Range, language: ContentLanguage): string[] {
  if (range.kind === null) return []
  if ((range.min ?? 0) === 0) return [EXPERIENCE_SENTENCES.none[language]]
  const years = range.kind === 'between' ? `${range.min}-${range.max}` : String(range.min ?? range.max)
  return [fill(EXPERIENCE_SENTENCES.some[language], { years })]
}

function pickLocalized(
  rng: Random,
  items: readonly Localized[],
  count: number,
  language: ContentLanguage,
): string[] {
  return rng.sample(items, count).map((item) => item[language])
}

type OfferTexts = Pick<
  OfferRow,
  'description' | 'profileSought' | 'whyApply' | 'interviewProcess' | 'questions'
>

export function offerTexts(
  rng: Random,
  company: SeededCompany,
  category: JobCategory,
  role: string,
  office: string,
  language: ContentLanguage,
  experience: Range,
): OfferTexts {
  const intro = fill(rng.pick(INTROS)[language], {
    company: company.data.name,
    title: lowerFirst(role),
    office,
  })
  const mission = fill(MISSION_LEAD[language], { mission: lowerFirst(company.data.mission[language]) })
  const tasks = pickLocalized(rng, CATEGORY_TASKS[category], 3, language)
  const requirements = [
    ...pickLocalized(rng, PROFILE_ITEMS, 3, language),
    ...experienceSentence(experience, language),
  ]
  const separator = language === 'fr' ? ' : ' : ': '
  const benefits = rng
    .sample(BENEFITS, 3)
    .map((benefit) => `${benefit[language].title}${separator}${lowerFirst(benefit[language].text)}`)
  const questionCount = rng.weighted({ none: 40, one: 35, two: 25 })
  const questions = pickLocalized(
    rng,
    QUESTIONS,
    questionCount === 'none' ? 0 : questionCount === 'one' ? 1 : 2,
    language,
  )
  return {
    description: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(mission)}</p><p>${escapeHtml(TASKS_LEAD[language])}</p>${bulletList(tasks)}`,
    profileSought: `<p>${escapeHtml(PROFILE_LEAD[language])}</p>${bulletList(requirements)}`,
    whyApply: `<p>${escapeHtml(fill(rng.pick(WHY_LEADS)[language], { company: company.data.name }))}</p>${bulletList(benefits)}`,
    interviewProcess: `<p>${escapeHtml(INTERVIEW_LEAD[language])}</p>${bulletList(rng.pick(INTERVIEW_PROCESSES)[language])}`,
    questions,
  }
}
