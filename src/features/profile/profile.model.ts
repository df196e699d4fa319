import type { CvImportView } from '~/domain/cv-import'
import type { ProfileSection } from '~/domain/enums'
import type { ProfileSectionValues } from '~/domain/profile'

/** The talent's whole profile as the pages show it: each section's values, version and completeness. */
export type ProfileView = {
  versions: Record<ProfileSection, number>
  complete: Record<ProfileSection, boolean>
  /** Share of complete sections, in percent. */
  completion: number
  values: ProfileSectionValues
  /** The CV's original file name (the form keeps its location in `values.information.cv`). */
  cvName: string | null
  /** Her last CV import: what it filled that she has not checked yet, what it proposes to change. */
  cvImport: CvImportView | null
}
