/**
 * The shape the CV extractor of docs/cv-import.md returns, and the shape of the ground truth in `tests/cv/truth/`.
 * Keys are fixed; a field the CV does not state is `null` (an empty list for skills and languages).
 */
export type CvLang = 'fr' | 'nl' | 'en'

export const CONTRACT_TYPES = [
  'cdi',
  'cdd',
  'service_citoyen',
  'stage',
  'job_etudiant',
  'benevolat',
  'autres',
  'flexi_job',
] as const
export type ContractType = (typeof CONTRACT_TYPES)[number]

export const DIPLOMA_TYPES = ['bachelor', 'master', 'doctorate', 'certificate', 'training', 'other'] as const
export type DiplomaType = (typeof DIPLOMA_TYPES)[number]

export const LANGUAGE_LEVELS = ['beginner', 'intermediate', 'advanced', 'native'] as const
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number]

export interface CvProfile {
  title: string | null
  first_name: string | null
  last_name: string | null
  email: string | null
  /** E.164, e.g. +32486451278. */
  phone: string | null
  city: string | null
  website: string | null
  linkedin: string | null
  /** YYYY-MM-DD. */
  birthdate: string | null
}

export interface CvExperience {
  company: string | null
  post: string | null
  city: string | null
  /** YYYY-MM, or YYYY when only the year is printed. */
  start: string | null
  /** Same format; null while currently_working. */
  end: string | null
  currently_working: boolean
  contract_type: ContractType | null
  /** The entry's bullet or description lines joined by "\n", without bullet glyphs. */
  summary: string | null
}

export interface CvDiploma {
  name: string | null
  school: string | null
  start: string | null
  end: string | null
  still_studying: boolean
  type: DiplomaType | null
}

export interface CvLanguage {
  /** ISO 639-1. */
  language: string
  level: LanguageLevel | null
}

export interface CvExtracted {
  lang: CvLang
  extractable: true
  profile: CvProfile
  experiences: CvExperience[]
  diplomas: CvDiploma[]
  skills: string[]
  languages: CvLanguage[]
}

/** A PDF without a text layer (a scan): only its language is recorded. */
export interface CvNotExtractable {
  lang: CvLang
  extractable: false
}

export type CvResult = CvExtracted | CvNotExtractable

export const LAYOUTS = [
  'single-column',
  'classic-centred',
  'header-band',
  'date-gutter',
  'sidebar-left',
  'sidebar-right',
  'sidebar-dark',
  'two-columns',
] as const
export type CvLayout = (typeof LAYOUTS)[number]

export interface ManifestEntry {
  id: string
  language: CvLang
  layout: CvLayout
  pages: number
  extractable: boolean
  /** Deliberate difficulties in this CV (free text, for whoever debugs a low score). */
  features: string[]
}
