/**
 * The shape the CV extractor of docs/cv-import.md returns, and the shape of the ground truth in `tests/cv/truth/`.
 * Keys are fixed; a field the CV does not state is `null` (an empty list for skills and languages).
 * The profile, experience and diploma types are the extractor's own: phone in E.164 (+32486451278), dates
 * YYYY-MM (or YYYY when only the year is printed).
 */
import type { LanguageLevel } from '../../src/domain/enums'
import type { CvContact } from '../../src/features/cv/extraction/cv-contact'
import type { CvDiploma } from '../../src/features/cv/extraction/cv-diploma'
import type { CvExperience } from '../../src/features/cv/extraction/cv-experience'

export type CvLang = 'fr' | 'nl' | 'en'

export {
  CONTRACT_TYPES,
  type ContractType,
  DIPLOMA_TYPES,
  type DiplomaType,
  LANGUAGE_LEVELS,
  type LanguageLevel,
} from '../../src/domain/enums'
export type { CvDiploma } from '../../src/features/cv/extraction/cv-diploma'
export type { CvExperience } from '../../src/features/cv/extraction/cv-experience'

export interface CvLanguage {
  /** ISO 639-1. */
  language: string
  level: LanguageLevel | null
}

export interface CvExtracted {
  lang: CvLang
  extractable: true
  profile: CvContact
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
