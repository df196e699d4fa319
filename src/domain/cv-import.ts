/**
 * A CV import (docs/cv-import.md): the extractor's reading of her CV is applied to her profile at once where the
 * profile is empty — those fields are "to check" until she saves their section — and kept as proposals
 * where she had already typed something, until she takes or dismisses each.
 */
import type { DiplomaValues, ExperienceValues, InformationValues } from './profile'

/** The information fields an import may fill. */
export const IMPORTED_INFORMATION_FIELDS = [
  'profileTitle',
  'firstName',
  'lastName',
  'email',
  'phone',
  'birthdate',
  'city',
  'website',
  'linkedinUrl',
] as const satisfies readonly (keyof InformationValues)[]
export type ImportedInformationField = (typeof IMPORTED_INFORMATION_FIELDS)[number]

/**
 * What is left to check: `information.<field>`, and whole sections (`experiences`, `diplomas`, `skills`)
 * whose entries came from the CV.
 */
export type ToCheck = string

/** Changes the CV proposes to what she had typed. */
export type CvProposals = {
  information?: { field: ImportedInformationField; value: string }[]
  /** Entries of the CV her profile does not have (by organisation/school and start). */
  experiences?: ExperienceValues[]
  diplomas?: DiplomaValues[]
}

/** Her last CV import as the profile pages show it. */
export type CvImportView = {
  at: string
  toCheck: ToCheck[]
  proposals: CvProposals
}

/** Why an import did not fill anything (each has its message, docs/product.md#errors). */
export const CV_IMPORT_ERRORS = [
  /** No CV on the profile and none given. */
  'no-cv',
  /** The PDF has no text (a scan or a picture) and no OCR could read it. */
  'unreadable',
  /** Encrypted, damaged, too many pages, or the extraction ran out of time. */
  'failed',
  'signed-out',
  'throttled',
] as const
export type CvImportError = (typeof CV_IMPORT_ERRORS)[number]
