/**
 * The popular listing pages (cities, sectors, jobs), each as a job page and an internship page. Slugs
 * start with the kind in French (`emploi-…`, `stage-…`), `vacatures-`/`stage-` in Dutch and
 * `jobs-`/`internships-` in English.
 */
import type { JobCategory, Region, SectorGroup } from '~/domain/enums'
import type { Localized } from './text'

export type PageTopic = {
  /** Slug part per language. */
  slug: Localized
  /** What follows "Emploi" / "Vacatures" / "Jobs" in the title, e.g. "à Liège", "in Luik", "in Liège". */
  phrase: Localized
}

export type GeolocPage = PageTopic & { region: Region }
export type SectorPage = PageTopic & { group: SectorGroup }
export type JobPage = PageTopic & { category: JobCategory }

const topic = (slug: Localized, phrase: Localized): PageTopic => ({ slug, phrase })

export const GEOLOC_PAGES: readonly GeolocPage[] = [
  {
    region: 'brussels_capital',
    ...topic(
      { fr: 'bruxelles', nl: 'brussel', en: 'brussels' },
      { fr: 'à Bruxelles', nl: 'in Brussel', en: 'in Brussels' },
    ),
  },
  {
    region: 'liege',
    ...topic({ fr: 'liege', nl: 'luik', en: 'liege' }, { fr: 'à Liège', nl: 'in Luik', en: 'in Liège' }),
  },
  {
    region: 'namur',
    ...topic({ fr: 'namur', nl: 'namen', en: 'namur' }, { fr: 'à Namur', nl: 'in Namen', en: 'in Namur' }),
  },
  {
    region: 'east_flanders',
    ...topic({ fr: 'gand', nl: 'gent', en: 'ghent' }, { fr: 'à Gand', nl: 'in Gent', en: 'in Ghent' }),
  },
  {
    region: 'antwerp',
    ...topic(
      { fr: 'anvers', nl: 'antwerpen', en: 'antwerp' },
      { fr: 'à Anvers', nl: 'in Antwerpen', en: 'in Antwerp' },
    ),
  },
  {
    region: 'hainaut',
    ...topic(
      { fr: 'charleroi', nl: 'charleroi', en: 'charleroi' },
      { fr: 'à Charleroi', nl: 'in Charleroi', en: 'in Charleroi' },
    ),
  },
  {
    region: 'flemish_brabant',
    ...topic(
      { fr: 'louvain', nl: 'leuven', en: 'leuven' },
      { fr: 'à Louvain', nl: 'in Leuven', en: 'in Leuven' },
    ),
  },
  {
    region: 'west_flanders',
    ...topic(
      { fr: 'bruges', nl: 'brugge', en: 'bruges' },
      { fr: 'à Bruges', nl: 'in Brugge', en: 'in Bruges' },
    ),
  },
  {
    region: 'limburg',
    ...topic(
      { fr: 'hasselt', nl: 'hasselt', en: 'hasselt' },
      { fr: 'à Hasselt', nl: 'in Hasselt', en: 'in Hasselt' },
    ),
  },
  {
    region: 'walloon_brabant',
    ...topic({ fr: 'wavre', nl: 'waver', en: 'wavre' }, { fr: 'à Wavre', nl: 'in Waver', en: 'in Wavre' }),
  },
  {
    region: 'luxembourg',
    ...topic({ fr: 'arlon', nl: 'aarlen', en: 'arlon' }, { fr: 'à Arlon', nl: 'in Aarlen', en: 'in Arlon' }),
  },
]

export const SECTOR_PAGES: readonly SectorPage[] = [
  {
    group: 'energy',
    ...topic(
      { fr: 'energie', nl: 'energie', en: 'energy' },
      { fr: 'dans l’énergie', nl: 'in de energiesector', en: 'in the energy sector' },
    ),
  },
  {
    group: 'associations',
    ...topic(
      { fr: 'associatif', nl: 'verenigingen', en: 'non-profit' },
      { fr: 'dans le secteur associatif', nl: 'bij verenigingen', en: 'in the non-profit sector' },
    ),
  },
  {
    group: 'circular_economy',
    ...topic(
      { fr: 'economie-circulaire', nl: 'circulaire-economie', en: 'circular-economy' },
      { fr: 'dans l’économie circulaire', nl: 'in de circulaire economie', en: 'in the circular economy' },
    ),
  },
  {
    group: 'health',
    ...topic(
      { fr: 'sante', nl: 'gezondheid', en: 'health' },
      { fr: 'dans la santé', nl: 'in de gezondheidssector', en: 'in the health sector' },
    ),
  },
  {
    group: 'food_drink',
    ...topic(
      { fr: 'alimentation', nl: 'voeding', en: 'food' },
      { fr: 'dans l’alimentation durable', nl: 'in duurzame voeding', en: 'in sustainable food' },
    ),
  },
  {
    group: 'education_recruitment',
    ...topic(
      { fr: 'education', nl: 'onderwijs', en: 'education' },
      { fr: 'dans l’éducation', nl: 'in het onderwijs', en: 'in education' },
    ),
  },
  {
    group: 'finance',
    ...topic(
      { fr: 'finance-ethique', nl: 'ethische-financiering', en: 'ethical-finance' },
      { fr: 'dans la finance éthique', nl: 'in ethische financiering', en: 'in ethical finance' },
    ),
  },
  {
    group: 'mobility_housing',
    ...topic(
      { fr: 'mobilite-logement', nl: 'mobiliteit-wonen', en: 'mobility-housing' },
      { fr: 'dans la mobilité et le logement', nl: 'in mobiliteit en wonen', en: 'in mobility and housing' },
    ),
  },
  {
    group: 'culture_media',
    ...topic(
      { fr: 'culture-medias', nl: 'cultuur-media', en: 'culture-media' },
      { fr: 'dans la culture et les médias', nl: 'in cultuur en media', en: 'in culture and media' },
    ),
  },
]

export const JOB_PAGES: readonly JobPage[] = [
  {
    category: 'marketing',
    ...topic(
      { fr: 'marketing', nl: 'marketing', en: 'marketing' },
      { fr: 'en marketing', nl: 'in marketing', en: 'in marketing' },
    ),
  },
  {
    category: 'tech',
    ...topic(
      { fr: 'informatique', nl: 'it', en: 'tech' },
      { fr: 'dans l’informatique', nl: 'in IT', en: 'in tech' },
    ),
  },
  {
    category: 'health',
    ...topic(
      { fr: 'sante-social', nl: 'zorg', en: 'health-care' },
      { fr: 'dans la santé et le social', nl: 'in de zorg', en: 'in health and social care' },
    ),
  },
  {
    category: 'environment',
    ...topic(
      { fr: 'environnement', nl: 'milieu', en: 'environment' },
      { fr: 'dans l’environnement', nl: 'in milieu', en: 'in the environment' },
    ),
  },
  {
    category: 'education',
    ...topic(
      { fr: 'enseignement', nl: 'opleiding', en: 'teaching' },
      { fr: 'dans l’enseignement', nl: 'in onderwijs en opleiding', en: 'in teaching and training' },
    ),
  },
  {
    category: 'finance',
    ...topic(
      { fr: 'comptabilite', nl: 'boekhouding', en: 'accounting' },
      {
        fr: 'en finance et comptabilité',
        nl: 'in financiën en boekhouding',
        en: 'in finance and accounting',
      },
    ),
  },
  {
    category: 'hr',
    ...topic(
      { fr: 'ressources-humaines', nl: 'hr', en: 'hr' },
      { fr: 'en ressources humaines', nl: 'in HR', en: 'in HR' },
    ),
  },
  {
    category: 'sales',
    ...topic(
      { fr: 'vente', nl: 'verkoop', en: 'sales' },
      { fr: 'dans la vente', nl: 'in verkoop', en: 'in sales' },
    ),
  },
  {
    category: 'construction',
    ...topic(
      { fr: 'construction', nl: 'bouw', en: 'construction' },
      { fr: 'dans la construction', nl: 'in de bouw', en: 'in construction' },
    ),
  },
  {
    category: 'csr',
    ...topic(
      { fr: 'rse', nl: 'duurzaamheid', en: 'csr' },
      { fr: 'en RSE et durabilité', nl: 'in duurzaamheid en MVO', en: 'in CSR and sustainability' },
    ),
  },
]

/** How many of each list also get an internship page (the first ones). */
export const INTERNSHIP_PAGES_PER_TYPE = 7

export const PAGE_TITLE_PREFIX = {
  emploi: { fr: 'Emploi', nl: 'Vacatures', en: 'Jobs' },
  stage: { fr: 'Stage', nl: 'Stages', en: 'Internships' },
} as const satisfies Record<string, Localized>

export const PAGE_SLUG_PREFIX = {
  emploi: { fr: 'emploi', nl: 'vacatures', en: 'jobs' },
  stage: { fr: 'stage', nl: 'stage', en: 'internships' },
} as const satisfies Record<string, Localized>

/** Intros: {phrase} is the topic phrase ("à Liège", "in Luik"...). */
export const PAGE_INTROS = {
  emploi: {
    fr: 'Toutes les offres d’emploi à impact {phrase}, publiées par des ASBL, des coopératives et des entreprises engagées. Filtrez par contrat, par télétravail ou par secteur pour trouver le poste qui vous ressemble.',
    nl: 'Alle impactvacatures {phrase}, gepubliceerd door vzw’s, coöperaties en geëngageerde bedrijven. Filter op contract, thuiswerk of sector en vind de job die bij je past.',
    en: 'All impact job offers {phrase}, posted by non-profits, cooperatives and committed companies. Filter by contract, remote work or sector to find the role that suits you.',
  },
  stage: {
    fr: 'Les offres de stage {phrase} dans des organisations qui changent les choses. Un premier pas idéal pour découvrir un métier et lancer une carrière qui a du sens.',
    nl: 'Stageplaatsen {phrase} bij organisaties die het verschil maken. Een ideale eerste stap om een beroep te ontdekken en een zinvolle loopbaan te starten.',
    en: 'Internships {phrase} in organisations that make a difference. An ideal first step to discover a trade and start a meaningful career.',
  },
} as const satisfies Record<string, Localized>
