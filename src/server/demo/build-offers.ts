/**
 * The offer generator: yields `offers` rows one at a time, so 100k offers never sit in memory together.
 * Offer n only depends on the seed and n (not on how many offers are asked for). The first offers
 * follow fixed plans that guarantee every enum value and the demo search ("chef de projet" énergie).
 */
import {
  CONTRACT_TYPES,
  type ContentLanguage,
  type ContractType,
  JOB_CATEGORIES,
  type JobCategory,
  OFFER_STATUSES,
  type OfferStatus,
  type RangeKind,
  REGION_GROUPS,
  REGIONS,
  REMOTE_POLICIES,
  type Region,
  type RegionGroup,
  type RemotePolicy,
  type Sector,
} from '~/domain/enums'
import type { offers } from '../db/schema'
import type { SeededCompany } from './build-companies'
import { BENEFITS } from './company-profile'
import { CITIES_BY_REGION, REGION_WEIGHTS } from './geography'
import { CATEGORY_SALARY_K, JOB_TITLES, SECTOR_DOMAINS, SUPPORT_CATEGORIES } from './job-titles'
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
import { createUuidStream, type Random, streamFor, uniqueSuffix } from './random'
import { bulletList, capitalize, escapeHtml, fill, type Localized, lowerFirst, slugify } from './text'
import { daysAfter, earliest, minutesBefore, SEED_REFERENCE_DATE } from './time'

export type OfferRow = typeof offers.$inferInsert

type Level = 'entry' | 'junior' | 'medior' | 'senior'

/** Constraints of one planned offer; anything left out is drawn at random. */
export type OfferPlan = {
  company?: string
  region?: Region
  category?: JobCategory
  contractType?: ContractType
  remotePolicy?: RemotePolicy
  status?: OfferStatus
  language?: ContentLanguage
  /** Index of the title template in JOB_TITLES[category], and the `{d}` domain. */
  title?: { template: number; sector: Sector; domain: number }
  level?: Level
  /** No seniority or gender mark in the title. */
  plainTitle?: boolean
  minutesAgo?: number
}

const DAY_MINUTES = 24 * 60
const PUBLICATION_WINDOW_DAYS = 120
const VALIDITY_DAYS = 60

/** Offers the demo relies on: the search demo looks for "chef de projet" énergie, Hainaut/Namur, CDI, hybrid. */
const FEATURED_PLANS: readonly OfferPlan[] = [
  {
    company: 'Coopérative Énergie Citoyenne',
    region: 'hainaut',
    category: 'environment',
    contractType: 'cdi',
    remotePolicy: 'remote_half_authorized',
    status: 'published',
    language: 'fr',
    title: { template: 0, sector: 'renewable_energy', domain: 0 },
    level: 'medior',
    plainTitle: true,
    minutesAgo: 2 * DAY_MINUTES,
  },
  {
    company: 'Coopérative Énergie Citoyenne',
    region: 'namur',
    category: 'engineering',
    contractType: 'cdd',
    remotePolicy: 'remote_half_authorized',
    status: 'published',
    language: 'fr',
    title: { template: 2, sector: 'renewable_energy', domain: 1 },
    level: 'medior',
    plainTitle: true,
    minutesAgo: 5 * DAY_MINUTES,
  },
  {
    company: "Rénov'Action",
    region: 'hainaut',
    category: 'environment',
    contractType: 'cdi',
    status: 'published',
    language: 'fr',
    title: { template: 0, sector: 'energy_efficiency', domain: 1 },
    level: 'senior',
  },
  {
    company: 'Coopérative Énergie Citoyenne',
    region: 'walloon_brabant',
    category: 'other',
    contractType: 'stage',
    status: 'published',
    language: 'fr',
    title: { template: 1, sector: 'energy_efficiency', domain: 0 },
  },
  {
    company: 'Windkracht Kempen',
    region: 'antwerp',
    category: 'environment',
    status: 'published',
    language: 'nl',
    title: { template: 0, sector: 'renewable_energy', domain: 2 },
  },
  {
    company: 'Coopérative Énergie Citoyenne',
    category: 'environment',
    status: 'published',
    language: 'en',
    title: { template: 0, sector: 'renewable_energy', domain: 0 },
  },
]

/** The first offers: featured ones, one per company, one per category (with every contract type, remote policy and status), one per region. */
export function coveragePlans(companies: readonly SeededCompany[]): OfferPlan[] {
  return [
    ...FEATURED_PLANS,
    ...companies.map((company): OfferPlan => ({ company: company.data.name })),
    ...JOB_CATEGORIES.map(
      (category, index): OfferPlan => ({
        category,
        contractType: CONTRACT_TYPES[index % CONTRACT_TYPES.length],
        remotePolicy: REMOTE_POLICIES[index % REMOTE_POLICIES.length],
        status: OFFER_STATUSES[index],
      }),
    ),
    ...REGIONS.map((region): OfferPlan => ({ region })),
  ]
}

const CONTRACT_WEIGHTS: Readonly<Record<ContractType, number>> = {
  cdi: 40,
  cdd: 18,
  stage: 14,
  job_etudiant: 6,
  benevolat: 6,
  service_citoyen: 4,
  flexi_job: 5,
  autres: 7,
}

const STATUS_WEIGHTS: Readonly<Record<OfferStatus, number>> = {
  published: 90,
  draft: 4,
  archived: 3,
  closed: 3,
}

const LANGUAGE_WEIGHTS: Readonly<Record<RegionGroup, Readonly<Record<ContentLanguage, number>>>> = {
  brussels: { fr: 50, nl: 20, en: 30 },
  wallonia: { fr: 85, nl: 5, en: 10 },
  flanders: { fr: 8, nl: 72, en: 20 },
  elsewhere: { fr: 40, nl: 10, en: 50 },
}

const ON_SITE_CATEGORIES: ReadonlySet<JobCategory> = new Set([
  'hospitality',
  'retail',
  'health',
  'crafts',
  'construction',
  'mobility',
  'security',
  'tourism',
])
const REMOTE_WEIGHTS_ON_SITE: Readonly<Record<RemotePolicy, number>> = {
  remote_not_authorized: 85,
  remote_half_authorized: 13,
  remote_complete_possible: 2,
}
const REMOTE_WEIGHTS_OFFICE: Readonly<Record<RemotePolicy, number>> = {
  remote_not_authorized: 25,
  remote_half_authorized: 60,
  remote_complete_possible: 15,
}

const ENTRY_CONTRACTS: ReadonlySet<ContractType> = new Set([
  'stage',
  'job_etudiant',
  'benevolat',
  'service_citoyen',
])
const LEVEL_WEIGHTS = { junior: 30, medior: 45, senior: 25 } as const
const LEVEL_SALARY_FACTOR: Readonly<Record<Level, number>> = {
  entry: 0.4,
  junior: 0.82,
  medior: 1,
  senior: 1.25,
}

const REGION_GROUP_OF = Object.fromEntries(
  (Object.entries(REGION_GROUPS) as [RegionGroup, readonly Region[]][]).flatMap(([group, regions]) =>
    regions.map((region) => [region, group]),
  ),
) as Record<Region, RegionGroup>

type OfferContext = {
  companies: readonly SeededCompany[]
  byName: ReadonlyMap<string, SeededCompany>
  regionWeights: ReadonlyMap<string, Readonly<Record<Region, number>>>
}

function createContext(companies: readonly SeededCompany[]): OfferContext {
  const regionWeights = new Map<string, Record<Region, number>>()
  for (const company of companies) {
    const zones = company.data.zones.length > 0 ? company.data.zones : REGIONS
    regionWeights.set(
      company.id,
      Object.fromEntries(zones.map((zone) => [zone, REGION_WEIGHTS[zone]])) as Record<Region, number>,
    )
  }
  return {
    companies,
    byName: new Map(companies.map((company) => [company.data.name, company])),
    regionWeights,
  }
}

function weightedCompany(rng: Random, candidates: readonly SeededCompany[]): SeededCompany {
  const total = candidates.reduce((sum, company) => sum + company.weight, 0)
  let roll = rng.next() * total
  for (const company of candidates) {
    roll -= company.weight
    if (roll < 0) return company
  }
  return candidates[candidates.length - 1] as SeededCompany
}

function pickCompany(rng: Random, context: OfferContext, plan: OfferPlan): SeededCompany {
  if (plan.company !== undefined) {
    const company = context.byName.get(plan.company)
    if (!company) throw new Error(`Seed plan names an unknown company: ${plan.company}`)
    return company
  }
  let candidates = context.companies
  const { region, category } = plan
  if (region)
    candidates = candidates.filter((c) => c.data.zones.length === 0 || c.data.zones.includes(region))
  if (category) {
    const recruiting = candidates.filter((company) => company.categories.includes(category))
    if (recruiting.length > 0) candidates = recruiting
  }
  return weightedCompany(rng, candidates)
}

function pickOffice(
  rng: Random,
  company: SeededCompany,
  region: Region,
  language: ContentLanguage,
): string | null {
  const cities = CITIES_BY_REGION[region]
  if (cities.length === 0) return null
  const home = cities.find((city) => Object.values(city.name).includes(company.data.city))
  const city = home && rng.chance(0.6) ? home : rng.pick(cities)
  return city.name[language]
}

function pickLevel(rng: Random, contractType: ContractType): Level {
  return ENTRY_CONTRACTS.has(contractType) ? 'entry' : rng.weighted(LEVEL_WEIGHTS)
}

type TitleParts = { template: Localized; domain: Localized }

function pickTitleParts(
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
function roleTitle(parts: TitleParts, language: ContentLanguage): string {
  const template = parts.template[language]
  const role = fill(template, { d: parts.domain[language] })
  return template.startsWith('{d}') ? capitalize(role) : role
}

function decoratedTitle(
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

function offerSlug(title: string, index: number): string {
  let base = slugify(title)
  if (base.length > SLUG_BASE_MAX) base = base.slice(0, SLUG_BASE_MAX).replace(/-[^-]*$/, '')
  return `${base}-${uniqueSuffix(index)}`
}

type Range = { kind: RangeKind | null; min: number | null; max: number | null }
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
function salaryRange(rng: Random, category: JobCategory, level: Level, contractType: ContractType): Range {
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
function experienceRange(rng: Random, level: Level): Range {
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

function offerTexts(
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

type OfferDates = Pick<OfferRow, 'publishedAt' | 'validThrough' | 'createdAt' | 'updatedAt'>

function offerDates(rng: Random, status: OfferStatus, minutesAgo: number | undefined): OfferDates {
  if (status === 'draft') {
    const created = minutesBefore(rng.int(60, 30 * DAY_MINUTES))
    return { publishedAt: null, validThrough: null, createdAt: created, updatedAt: created }
  }
  const publishedAt = minutesBefore(minutesAgo ?? rng.int(0, PUBLICATION_WINDOW_DAYS * DAY_MINUTES - 1))
  const createdAt = minutesBefore(rng.int(30, 3 * DAY_MINUTES), publishedAt)
  const updatedAt =
    status === 'published'
      ? publishedAt
      : earliest(daysAfter(rng.int(10, 50), publishedAt), SEED_REFERENCE_DATE)
  // Open offers run until filled (no closing date): the seed's dates are fixed, and a closing date would
  // empty the demo as the calendar moves on. Those no longer open closed after their validity.
  const validThrough = status === 'published' ? null : daysAfter(VALIDITY_DAYS, publishedAt)
  return { publishedAt, validThrough, createdAt, updatedAt }
}

function pickRegion(rng: Random, context: OfferContext, company: SeededCompany): Region {
  const weights = context.regionWeights.get(company.id)
  return weights ? rng.weighted(weights) : rng.weighted(REGION_WEIGHTS)
}

function pickRemote(rng: Random, category: JobCategory, region: Region): RemotePolicy {
  if (region === 'internet') return 'remote_complete_possible'
  return rng.weighted(ON_SITE_CATEGORIES.has(category) ? REMOTE_WEIGHTS_ON_SITE : REMOTE_WEIGHTS_OFFICE)
}

function pickCategory(rng: Random, company: SeededCompany): JobCategory {
  return rng.chance(0.65) && company.categories.length > 0
    ? rng.pick(company.categories)
    : rng.pick(SUPPORT_CATEGORIES)
}

function pickSectors(rng: Random, company: SeededCompany): Sector[] {
  const sectors = company.data.sectors
  return sectors.length > 1 && rng.chance(0.3) ? [rng.pick(sectors)] : [...sectors]
}

function buildOffer(
  rng: Random,
  id: string,
  index: number,
  context: OfferContext,
  plan: OfferPlan,
): OfferRow {
  const company = pickCompany(rng, context, plan)
  const region = plan.region ?? pickRegion(rng, context, company)
  const language = plan.language ?? rng.weighted(LANGUAGE_WEIGHTS[REGION_GROUP_OF[region]])
  const office = pickOffice(rng, company, region, language)
  const category = plan.category ?? pickCategory(rng, company)
  // A company's coverage offer carries all its sectors, so offers cover every sector too.
  const sectors = plan.title
    ? [plan.title.sector]
    : plan.company !== undefined
      ? [...company.data.sectors]
      : pickSectors(rng, company)
  const contractType = plan.contractType ?? rng.weighted(CONTRACT_WEIGHTS)
  const remotePolicy = plan.remotePolicy ?? pickRemote(rng, category, region)
  const level = plan.level ?? pickLevel(rng, contractType)
  const role = roleTitle(pickTitleParts(rng, category, sectors, level === 'entry', plan), language)
  const title = decoratedTitle(rng, role, language, level, contractType, plan.plainTitle ?? false)
  const salary = salaryRange(rng, category, level, contractType)
  const experience = experienceRange(rng, level)
  const status = plan.status ?? rng.weighted(STATUS_WEIGHTS)
  const slug = offerSlug(title, index)
  const external = rng.chance(0.05)
  return {
    id,
    companyId: company.id,
    companyName: company.data.name,
    slug,
    language,
    title,
    office,
    region,
    contractType,
    remotePolicy,
    category,
    sectors,
    salaryKind: salary.kind,
    salaryMin: salary.min,
    salaryMax: salary.max,
    experienceKind: experience.kind,
    experienceMin: experience.min,
    experienceMax: experience.max,
    ...offerTexts(rng, company, category, role, office ?? company.data.city, language, experience),
    externalApplyUrl: external ? `https://www.${slugify(company.data.name)}.be/jobs/${slug}` : null,
    status,
    ...offerDates(rng, status, plan.minutesAgo),
  }
}

/** Yields `count` offers; the first ones follow the coverage plans. */
export function* generateOffers(
  seed: number,
  companies: readonly SeededCompany[],
  count: number,
): Generator<OfferRow, void, undefined> {
  const rng = streamFor(seed, 'offers')
  const nextId = createUuidStream(seed, 'offers')
  const context = createContext(companies)
  const plans = coveragePlans(companies)
  for (let index = 0; index < count; index++) {
    yield buildOffer(rng, nextId(), index, context, plans[index] ?? {})
  }
}
