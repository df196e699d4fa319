/** The recruiter's interview doors of `/api`: her organisations' applications only (403 for another's). */
import type { InterviewProposal } from '~/domain/interviews'
import type { InterviewOutcome } from '~/features/applications/interviews.server'
import { answer, proposal, signedIn } from '~/features/applications/interviews-api.server'
import type { SessionUser } from '~/features/auth/sessions.server'
import type { Database } from '~/server/db/client'
import { applications, interviews } from '~/server/db/schema'
import {
  recruiterCancelInterview,
  recruiterChangeInterview,
  recruiterInvite,
} from './recruiter-interviews.server'

/** A recruiter's door that proposes slots (1–3) for the application or interview `id` through `act`. */
function proposalDoor(
  act: (db: Database, userId: string, id: string, proposal: InterviewProposal) => Promise<InterviewOutcome>,
  table: typeof applications | typeof interviews,
  created = false,
) {
  return async (db: Database, user: SessionUser | null, id: string, request: Request): Promise<Response> => {
    const who = await signedIn(db, user, 'recruiter', id, request)
    if (!who.ok) return who.response
    const body = await proposal(request)
    if (!body.ok) return body.response
    return answer(db, request, await act(db, who.user.id, id, body.data), table, id, created)
  }
}

/** `POST /api/recruiter/applications/<application>/interviews`: invite to an interview (1–3 slots). */
export const handleInviteToInterview = proposalDoor(recruiterInvite, applications, true)

/** `PUT /api/recruiter/interviews/<interview>`: new slots (one slot moves a fixed interview at once). */
export const handleChangeInterview = proposalDoor(recruiterChangeInterview, interviews)

/** `DELETE /api/recruiter/interviews/<interview>`: cancels it (METHOD:CANCEL to the calendars). */
export async function handleCancelInterview(
  db: Database,
  user: SessionUser | null,
  interviewId: string,
  request: Request,
) {
  const who = await signedIn(db, user, 'recruiter', interviewId, request)
  if (!who.ok) return who.response
  const outcome = await recruiterCancelInterview(db, who.user.id, interviewId)
  return answer(db, request, outcome, interviews, interviewId)
}
