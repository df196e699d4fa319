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

/** An organisation as the committee lists it. */
export type AdminOrganisationRow = {
  id: string
  name: string
  slug: string
  members: number
  publicOffers: number
  suspendedAt: string | null
}

/** One organisation's page in the committee's space: its state and every offer it wrote. */
export type AdminOrganisation = AdminOrganisationRow & {
  suspensionReason: string | null
  offers: {
    id: string
    title: string
    slug: string
    status: import('~/domain/enums').OfferStatus
    publishedAt: string | null
    suspendedAt: string | null
    suspensionReason: string | null
  }[]
}

/** A co-founder project in the committee's list. */
export type AdminProjectRow = {
  id: string
  slug: string
  title: string
  founderName: string
  language: import('~/i18n/locales').Locale
  status: import('~/domain/enums').OfferStatus
  publishedAt: string | null
}

/** A project as the committee's editor shows it. */
export type AdminProject = {
  id: string
  slug: string
  status: import('~/domain/enums').OfferStatus
  /** The save is refused when the project changed since this version was read. */
  version: string
  values: import('~/domain/cofounder-project-form').CofounderProjectValues
}
