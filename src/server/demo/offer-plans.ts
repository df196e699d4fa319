/** The demo offers' plans and the weights their random draws follow (build-offers.ts draws them). */
import {
  CONTRACT_TYPES,
  type ContentLanguage,
  type ContractType,
  JOB_CATEGORIES,
  type JobCategory,
  OFFER_STATUSES,
  type OfferStatus,
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

export type OfferRow = typeof offers.$inferInsert

export type Level = 'entry' | 'junior' | 'medior' | 'senior'

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

export const DAY_MINUTES = 24 * 60
export const PUBLICATION_WINDOW_DAYS = 120
export const VALIDITY_DAYS = 60

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

export const CONTRACT_WEIGHTS: Readonly<Record<ContractType, number>> = {
  cdi: 40,
  cdd: 18,
  stage: 14,
  job_etudiant: 6,
  benevolat: 6,
  service_citoyen: 4,
  flexi_job: 5,
  autres: 7,
}

export const STATUS_WEIGHTS: Readonly<Record<OfferStatus, number>> = {
  published: 90,
  draft: 4,
  archived: 3,
  closed: 3,
}

export const LANGUAGE_WEIGHTS: Readonly<Record<RegionGroup, Readonly<Record<ContentLanguage, number>>>> = {
  brussels: { fr: 50, nl: 20, en: 30 },
  wallonia: { fr: 85, nl: 5, en: 10 },
  flanders: { fr: 8, nl: 72, en: 20 },
  elsewhere: { fr: 40, nl: 10, en: 50 },
}

export const ON_SITE_CATEGORIES: ReadonlySet<JobCategory> = new Set([
  'hospitality',
  'retail',
  'health',
  'crafts',
  'construction',
  'mobility',
  'security',
  'tourism',
])
export const REMOTE_WEIGHTS_ON_SITE: Readonly<Record<RemotePolicy, number>> = {
  remote_not_authorized: 85,
  remote_half_authorized: 13,
  remote_complete_possible: 2,
}
export const REMOTE_WEIGHTS_OFFICE: Readonly<Record<RemotePolicy, number>> = {
  remote_not_authorized: 25,
  remote_half_authorized: 60,
  remote_complete_possible: 15,
}

export const ENTRY_CONTRACTS: ReadonlySet<ContractType> = new Set([
  'stage',
  'job_etudiant',
  'benevolat',
  'service_citoyen',
])
export const LEVEL_WEIGHTS = { junior: 30, medior: 45, senior: 25 } as const
export const LEVEL_SALARY_FACTOR: Readonly<Record<Level, number>> = {
  entry: 0.4,
  junior: 0.82,
  medior: 1,
  senior: 1.25,
}

export const REGION_GROUP_OF = Object.fromEntries(
  (Object.entries(REGION_GROUPS) as [RegionGroup, readonly Region[]][]).flatMap(([group, regions]) =>
    regions.map((region) => [region, group]),
  ),
) as Record<Region, RegionGroup>
