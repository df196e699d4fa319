/** The selection committee's view of a request to join. */
import type { CompanySize, OrganisationRequestStatus, Region, SdgGoal, Sector } from '~/domain/enums'
import type { Locale } from '~/i18n/locales'

export type OrganisationRequestRow = {
  id: string
  name: string
  website: string | null
  size: CompanySize
  sectors: Sector[]
  zones: Region[]
  sdgGoals: SdgGoal[]
  mission: string
  commitments: string
  contactFirstName: string
  contactLastName: string
  contactEmail: string
  contactPhone: string | null
  contactRole: string | null
  locale: Locale
  status: OrganisationRequestStatus
  refusalReason: string | null
  reviewedAt: string | null
  /** The first name of the admin who decided. */
  reviewer: string | null
  createdAt: string
}
