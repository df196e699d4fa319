/** Turns the company data into `companies` and `company_translations` rows (pure, deterministic). */
import {
  CONTENT_LANGUAGES,
  type CompanySize,
  type ContentLanguage,
  type JobCategory,
  SECTOR_GROUPS,
  type Sector,
  type SectorGroup,
} from '~/domain/enums'
import type { companies, companyTranslations, ProfileTile } from '../db/schema'
import { COMPANIES, type CompanySeed } from './companies'
import {
  ABOUT_TEMPLATE,
  BENEFITS,
  LEGAL_FORM_PHRASES,
  PLACE_TEMPLATE,
  SECTOR_GROUP_TEXTS,
  SQUARE_TITLES,
  SUPPORT_TEMPLATES,
  TEAM_SIZE_PHRASES,
  TEAM_TEMPLATES,
  VALUES,
  VALUES_SENTENCE,
} from './company-profile'
import { demoImageUrl, demoPictures } from './demo-images'
import { SECTOR_CATEGORIES } from './job-titles'
import { createUuidStream, type Random, streamFor } from './random'
import { fill, paragraphs, slugify } from './text'
import { daysBefore } from './time'

export type CompanyRow = typeof companies.$inferInsert
export type CompanyTranslationRow = typeof companyTranslations.$inferInsert

/** What the offer generator needs to know about a seeded company. */
export type SeededCompany = {
  id: string
  data: CompanySeed
  /** Job categories it typically recruits for, from its sectors. */
  categories: readonly JobCategory[]
  /** Relative number of offers it publishes. */
  weight: number
}

export type BuiltCompanies = {
  companies: SeededCompany[]
  rows: CompanyRow[]
  translations: CompanyTranslationRow[]
}

const OFFER_WEIGHT_BY_SIZE: Readonly<Record<CompanySize, number>> = {
  under_5: 1,
  '5_50': 2,
  '50_150': 3,
  '150_1000': 5,
  over_1000: 6,
}

/** The "impact" figure of a company, scaled to its size. */
const FIGURE_RANGE_BY_SIZE: Readonly<Record<CompanySize, readonly [number, number]>> = {
  under_5: [12, 60],
  '5_50': [60, 600],
  '50_150': [400, 3000],
  '150_1000': [2000, 12000],
  over_1000: [10000, 60000],
}

const NUMBER_LOCALES: Readonly<Record<ContentLanguage, string>> = { fr: 'fr-BE', nl: 'nl-BE', en: 'en-GB' }

export const SECTOR_GROUP_OF: Readonly<Record<Sector, SectorGroup>> = Object.fromEntries(
  (Object.entries(SECTOR_GROUPS) as [SectorGroup, readonly Sector[]][]).flatMap(([group, sectors]) =>
    sectors.map((sector) => [sector, group]),
  ),
) as Record<Sector, SectorGroup>

export function companySlug(company: CompanySeed, locale: ContentLanguage): string {
  return company.slugs?.[locale] ?? slugify(company.name)
}

function categoriesOf(company: CompanySeed): JobCategory[] {
  return [...new Set(company.sectors.flatMap((sector) => SECTOR_CATEGORIES[sector]))]
}

function socialHandle(company: CompanySeed): string {
  return slugify(company.name).replace(/-/g, '')
}

function buildCompanyRow(id: string, company: CompanySeed, rng: Random): CompanyRow {
  const slug = slugify(company.name)
  const handle = socialHandle(company)
  const createdAt = daysBefore(rng.int(200, 900))
  return {
    id,
    name: company.name,
    website: `https://www.${slug}.be`,
    logoUrl: demoImageUrl(demoPictures.companyLogo(company.name).key),
    bannerUrl: demoImageUrl(demoPictures.companyBanner(company.name).key),
    location: company.city,
    size: company.size,
    sectors: [...company.sectors],
    zones: [...company.zones],
    sdgGoals: [...company.sdgGoals],
    isCofounder: company.isCofounder ?? false,
    averageAge: rng.int(27, 46),
    womenPercent: rng.int(28, 78),
    facebookUrl: rng.chance(0.6) ? `https://www.facebook.com/${handle}` : null,
    instagramUrl: rng.chance(0.5) ? `https://www.instagram.com/${handle}` : null,
    twitterUrl: rng.chance(0.25) ? `https://x.com/${handle}` : null,
    youtubeUrl: rng.chance(0.2) ? `https://www.youtube.com/@${handle}` : null,
    linkedinUrl: rng.chance(0.85) ? `https://www.linkedin.com/company/${slug}` : null,
    createdAt,
    updatedAt: daysBefore(rng.int(1, 60)),
  }
}

/** Random choices shared by the three translations of one company (same tiles in every language). */
type ProfileChoices = {
  figure: number
  values: readonly [number, number, number]
  benefits: readonly number[]
  team: number
  support: number
}

function chooseProfile(company: CompanySeed, rng: Random): ProfileChoices {
  const [min, max] = FIGURE_RANGE_BY_SIZE[company.size]
  const valueIndexes = rng.sample(
    VALUES.map((_, index) => index),
    3,
  )
  return {
    figure: rng.int(min, max),
    values: [valueIndexes[0] ?? 0, valueIndexes[1] ?? 1, valueIndexes[2] ?? 2],
    benefits: rng.sample(
      BENEFITS.map((_, index) => index),
      5,
    ),
    team: rng.int(0, TEAM_TEMPLATES.length - 1),
    support: rng.int(0, SUPPORT_TEMPLATES.length - 1),
  }
}

function buildTranslation(
  companyId: string,
  company: CompanySeed,
  row: CompanyRow,
  choices: ProfileChoices,
  locale: ContentLanguage,
): CompanyTranslationRow {
  const mainSector = company.sectors[0] ?? 'social_economy'
  const groupTexts = SECTOR_GROUP_TEXTS[SECTOR_GROUP_OF[mainSector]]
  const figure = new Intl.NumberFormat(NUMBER_LOCALES[locale]).format(
    SECTOR_GROUP_OF[mainSector] === 'finance'
      ? Math.max(1, Math.round(choices.figure / 100))
      : choices.figure,
  )
  const about = fill(ABOUT_TEMPLATE[locale], {
    founded: company.founded,
    city: company.city,
    name: company.name,
    form: LEGAL_FORM_PHRASES[company.form][locale],
    team: TEAM_SIZE_PHRASES[company.size][locale],
  })
  const [a, b, c] = choices.values.map((index) => VALUES[index]?.[locale] ?? '')
  const squares: ProfileTile[] = [
    { title: SQUARE_TITLES.mission[locale], text: company.mission[locale] },
    { title: SQUARE_TITLES.impact[locale], text: fill(groupTexts.impact[locale], { figure }) },
    {
      title: SQUARE_TITLES.values[locale],
      text: fill(VALUES_SENTENCE[locale], { a: a ?? '', b: b ?? '', c: c ?? '' }),
    },
    { title: SQUARE_TITLES.place[locale], text: fill(PLACE_TEMPLATE[locale], { city: company.city }) },
  ]
  const circles: ProfileTile[] = choices.benefits.flatMap((index) => {
    const benefit = BENEFITS[index]
    return benefit ? [{ ...benefit[locale] }] : []
  })
  const team = TEAM_TEMPLATES[choices.team]?.[locale] ?? ''
  const support = SUPPORT_TEMPLATES[choices.support]?.[locale] ?? ''
  return {
    companyId,
    locale,
    slug: companySlug(company, locale),
    slogan: company.slogan[locale],
    description: paragraphs(company.mission[locale], about, groupTexts.closing[locale]),
    squares,
    circles,
    teamDescription: paragraphs(fill(team, { age: row.averageAge ?? 35, women: row.womenPercent ?? 50 })),
    supportDescription: paragraphs(fill(support, { name: company.name })),
  }
}

export function buildCompanies(seed: number): BuiltCompanies {
  const rng = streamFor(seed, 'companies')
  const nextId = createUuidStream(seed, 'companies')
  const built: BuiltCompanies = { companies: [], rows: [], translations: [] }
  for (const company of COMPANIES) {
    const id = nextId()
    const row = buildCompanyRow(id, company, rng)
    const choices = chooseProfile(company, rng)
    built.rows.push(row)
    for (const locale of CONTENT_LANGUAGES)
      built.translations.push(buildTranslation(id, company, row, choices, locale))
    built.companies.push({
      id,
      data: company,
      categories: categoriesOf(company),
      weight: OFFER_WEIGHT_BY_SIZE[company.size],
    })
  }
  return built
}
