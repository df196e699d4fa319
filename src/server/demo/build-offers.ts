/**
 * The offer generator: yields `offers` rows one at a time, so 100k offers never sit in memory together.
 * Offer n only depends on the seed and n (not on how many offers are asked for). The first offers
 * follow fixed plans that guarantee every enum value and the demo search ("chef de projet" énergie).
 */
import {
  type ContentLanguage,
  type ContractType,
  type JobCategory,
  type OfferStatus,
  REGIONS,
  type Region,
  type RemotePolicy,
  type Sector,
} from '~/domain/enums'
import { rangeColumns } from '~/domain/offer-form'
import type { SeededCompany } from './build-companies'
import { CITIES_BY_REGION, REGION_WEIGHTS } from './geography'
import { SUPPORT_CATEGORIES } from './job-titles'
import {
  CONTRACT_WEIGHTS,
  coveragePlans,
  DAY_MINUTES,
  ENTRY_CONTRACTS,
  LANGUAGE_WEIGHTS,
  LEVEL_WEIGHTS,
  type Level,
  type OfferPlan,
  type OfferRow,
  ON_SITE_CATEGORIES,
  PUBLICATION_WINDOW_DAYS,
  REGION_GROUP_OF,
  REMOTE_WEIGHTS_OFFICE,
  REMOTE_WEIGHTS_ON_SITE,
  STATUS_WEIGHTS,
  VALIDITY_DAYS,
} from './offer-plans'
import {
  decoratedTitle,
  experienceRange,
  offerSlug,
  offerTexts,
  pickTitleParts,
  roleTitle,
  salaryRange,
} from './offer-wording'
import { createUuidStream, type Random, streamFor } from './random'
import { slugify } from './text'
import { daysAfter, earliest, minutesBefore, SEED_REFERENCE_DATE } from './time'

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
    ...rangeColumns(salary, experience),
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
