/** The recruiter space's view models. */
import type {
  ApplicationStatus,
  Availability,
  JobCategory,
  MemberRole,
  OfferStatus,
  Region,
} from '~/domain/enums'
import type { OfferFormInput } from '~/domain/offer-form'
import type { OfferAudience } from '~/features/analytics/audience.model'
import type { InterviewStep, InterviewView, TimelineEntry } from '~/features/applications/applications.model'
import type { Locale } from '~/i18n/locales'
import type { ApplicationSnapshot } from '~/server/db/schema'

export type StatusCounts = Partial<Record<ApplicationStatus, number>>

export type RecruiterOffer = {
  id: string
  title: string
  status: OfferStatus
  /** Public now (published, its time come, not past its closing date). */
  open: boolean
  /** Taken down by the selection committee (the offer or its organisation). */
  suspended: boolean
  publishedAt: string | null
  counts: StatusCounts
  total: number
  /** The last 30 days (first-party analytics, counts only). */
  audience: OfferAudience
}

/** An organisation the recruiter belongs to, with its offers and their applicants per status. */
export type RecruiterCompany = {
  id: string
  name: string
  role: MemberRole
  /** Suspended by the selection committee: nothing of it is shown, nothing can be published. */
  suspended: boolean
  /** Views of its public page over the last 30 days. */
  pageViews: number
  offers: RecruiterOffer[]
}

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
  /** Her details as the application froze them. */
  applicant: Omit<ApplicationSnapshot, 'questions'>
  /** Fresh signed links (minutes), made for a member of the organisation only. */
  cv: { name: string; src: string } | null
  coverLetterFile: { name: string; src: string } | null
  coverLetterText: string | null
  answers: { question: string; answer: string }[]
  timeline: TimelineEntry[]
  note: string
  /** Interviews arranged on it (events beside the status) and their steps on the timeline. */
  interviews: InterviewView[]
  interviewSteps: InterviewStep[]
}

/** An offer as its editor shows it (the form values of `~/domain/offer-form`). */
export type EditableOffer = {
  id: string
  companyId: string
  companyName: string
  status: OfferStatus
  /** Public now: its page is in search (the editor links to it). */
  open: boolean
  /** Taken down by the selection committee (the offer or its organisation): nothing can change it. */
  suspended: boolean
  editable: boolean
  /** Its page's address parts: its slug and its company's slug in each language. */
  slug: string
  companySlugs: Partial<Record<Locale, string>>
  /** The save is refused when the offer changed since this version was read (another tab, a colleague). */
  version: string
  values: OfferFormInput
}

/** An organisation the recruiter belongs to, and her role in it. */
export type Membership = { companyId: string; name: string; role: MemberRole; suspended: boolean }

export type MemberRow = {
  userId: string
  firstName: string
  lastName: string
  email: string
  role: MemberRole
  /** Invited, has not chosen a password yet. */
  pending: boolean
  since: string
  you: boolean
}

/** An organisation's members, as one of them sees them. */
export type MembersView = { companyId: string; companyName: string; myRole: MemberRole; members: MemberRow[] }

/** A talent of the CV library, as recruiters see her: her professional summary, never her contact details. */
export type LibraryTalent = {
  id: string
  name: string
  title: string | null
  city: string | null
  availability: Availability | null
  categories: JobCategory[]
  regions: Region[]
  skills: string[]
  languages: { language: string; level: string }[]
  experiences: { postTitle: string; company: string; current: boolean }[]
  diplomas: { name: string; school: string }[]
  /** When one of her organisations last wrote to her (null: never). */
  contactedAt: string | null
}

export type LibraryPage = {
  organisations: { id: string; name: string }[]
  total: number
  page: number
  pageCount: number
  talents: LibraryTalent[]
}

/** An organisation's profile as its editor shows it (the form values of `~/domain/company-profile`). */
export type EditableCompanyProfile = {
  companyId: string
  /** The save is refused when the profile changed since this version was read. */
  version: string
  values: import('~/domain/company-profile').CompanyProfileValues
}

/** An organisation's answer time and its refusal message per language (`custom`: its own words). */
export type RefusalTemplates = {
  companyId: string
  name: string
  answerDays: number
  templates: { locale: 'fr' | 'nl' | 'en'; body: string; custom: boolean }[]
}

/** What the talent would read, shown to the recruiter before she refuses. */
export type RefusalPreview = { locale: 'fr' | 'nl' | 'en'; subject: string; text: string }

/** The applications a bulk refusal answered: each can be taken back within the undo window. */
export type BulkRefusal = { refused: { applicationId: string; eventId: string }[]; undoSeconds: number }
