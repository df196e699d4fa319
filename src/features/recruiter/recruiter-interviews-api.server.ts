/** The recruiter's interview doors of `/api`: her organisations' applications only (403 for another's). */
import { answer, proposal, signedIn } from '~/features/applications/interviews-api.server'
import type { SessionUser } from '~/features/auth/sessions.server'
import type { Database } from '~/server/db/client'
import { applications, interviews } from '~/server/db/schema'
import {
  recruiterCancelInterview,
  recruiterChangeInterview,
  recruiterInvite,
} from './recruiter-interviews.server'

/** `POST /api/recruiter/applications/<application>/interviews`: invite to an interview (1–3 slots). */
export async function handleInviteToInterview(
  db: Database,
  user: SessionUser | null,
  applicationId: string,
  request: Request,
) {
  const who = await signedIn(db, user, 'recruiter', applicationId, request)
  if (!who.ok) return who.response
  const body = await proposal(request)
  if (!body.ok) return body.response
  const outcome = await recruiterInvite(db, who.user.id, applicationId, body.data)
  return answer(db, request, outcome, applications, applicationId, true)
}

/** `PUT /api/recruiter/interviews/<interview>`: new slots (one slot moves a fixed interview at once). */
export async function handleChangeInterview(
  db: Database,
  user: SessionUser | null,
  interviewId: string,
  request: Request,
) {
  const who = await signedIn(db, user, 'recruiter', interviewId, request)
  if (!who.ok) return who.response
  const body = await proposal(request)
  if (!body.ok) return body.response
  const outcome = await recruiterChangeInterview(db, who.user.id, interviewId, body.data)
  return answer(db, request, outcome, interviews, interviewId)
}

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
