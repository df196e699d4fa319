/** The applications' view models, shared by the talent's pages, the recruiter space and the API. */
import type { ApplicationActor, ApplicationStatus } from '~/domain/enums'
import type { InterviewEventKind, InterviewStatus } from '~/domain/interviews'

/** One step of an application's timeline (ISO time). */
export type TimelineEntry = { status: ApplicationStatus; actor: ApplicationActor; at: string }

/** An application as its talent sees it under "My applications". */
export type TalentApplication = {
  id: string
  /** The status she sees (`closed` for an unanswered application to an offer no longer open). */
  status: ApplicationStatus
  sentAt: string
  /** The organisation answers by then or the platform closes it (null: applied on its own site). */
  answerDueAt: string | null
  /** A refusal's reason and the organisation's message, as her e-mail said them. */
  refusal: { reason: string | null; message: string | null } | null
  appliedExternally: boolean
  canWithdraw: boolean
  offer: {
    id: string
    title: string
    companyName: string
    /** The offer page's parameters in the page's language, null when the company has no page in it. */
    link: { slug: string; job: string } | null
    open: boolean
  }
  timeline: TimelineEntry[]
  /** Interviews arranged on it (events beside the status) and their steps on the timeline. */
  interviews: InterviewView[]
  interviewSteps: InterviewStep[]
}

/** What the apply modal needs to know before showing the form. */
export type ApplyContext =
  | { kind: 'signed-out' }
  | { kind: 'not-talent' }
  | { kind: 'unknown-offer' }
  | { kind: 'closed' }
  /** Her address is not confirmed yet: she confirms it (or has the link sent again) before applying. */
  | { kind: 'unconfirmed'; email: string }
  | { kind: 'already-applied'; applicationId: string }
  | {
      kind: 'ready'
      questions: string[]
      studentJob: boolean
      /** The CV of her profile, offered first. */
      profileCv: { name: string; location: string } | null
      /** Who the organisation will see (from her profile; edited there). */
      applicant: { firstName: string; lastName: string; email: string; phone: string | null }
    }

/** An interview on an application, as both sides see it (slots as UTC ISO instants). */
export type InterviewView = {
  id: string
  status: InterviewStatus
  slots: { startsAt: string; location: string }[]
  durationMinutes: number
  /** The slot picked (index in `slots`), null until the talent picks. */
  chosenSlot: number | null
  sequence: number
}

/** An interview's step on the application's timeline. */
export type InterviewStep = { kind: InterviewEventKind; at: string; startsAt: string | null }

/** The interview reached through the e-mail's signed link. */
export type InterviewInvitation = InterviewView & {
  applicationId: string
  offerTitle: string
  companyName: string
}
