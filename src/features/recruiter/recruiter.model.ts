/** The recruiter space's view models. */
import type { ApplicationStatus, MemberRole, OfferStatus } from '~/domain/enums'
import type { TimelineEntry } from '~/features/applications/applications.model'

export type StatusCounts = Partial<Record<ApplicationStatus, number>>

export type RecruiterOffer = {
  id: string
  title: string
  status: OfferStatus
  /** Public now (published, its time come, not past its closing date). */
  open: boolean
  publishedAt: string | null
  counts: StatusCounts
  total: number
}

/** An organisation the recruiter belongs to, with its offers and their applicants per status. */
export type RecruiterCompany = { id: string; name: string; role: MemberRole; offers: RecruiterOffer[] }

export type ApplicantRow = {
  id: string
  name: string
  title: string | null
  city: string | null
  status: ApplicationStatus
  sentAt: string
}

export type OfferApplicants = {
  offer: { id: string; title: string; companyName: string; open: boolean }
  counts: StatusCounts
  total: number
  /** The status filter applied (null: every status). */
  status: ApplicationStatus | null
  page: number
  pageCount: number
  rows: ApplicantRow[]
}

/** One application as the organisation sees it. */
export type RecruiterApplication = {
  id: string
  status: ApplicationStatus
  /** The statuses a recruiter may move it to now. */
  next: ApplicationStatus[]
  sentAt: string
  offer: { id: string; title: string; companyName: string }
  applicant: {
    firstName: string
    lastName: string
    email: string
    phone: string | null
    city: string | null
    title: string | null
    linkedinUrl: string | null
    website: string | null
  }
  /** Fresh signed links (minutes), made for a member of the organisation only. */
  cv: { name: string; src: string } | null
  coverLetterFile: { name: string; src: string } | null
  coverLetterText: string | null
  answers: { question: string; answer: string }[]
  timeline: TimelineEntry[]
  note: string
}
