/**
 * The recruiter's interview actions as server functions. The proposal's shape is checked inside, so a
 * refused one (no slot, four slots) comes back as a reason the form translates, never a failed call.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { parseProposal } from '~/domain/interviews'
import { SIGNED_OUT, sessionMiddleware } from '~/features/auth/session-middleware'
import { isRecruiter, THROTTLED, withinLimit } from './recruiter-guard.server'
import {
  recruiterCancelInterview,
  recruiterChangeInterview,
  recruiterInvite,
} from './recruiter-interviews.server'

const INVALID = { ok: false as const, error: 'invalid-slots' as const }

export const inviteToInterviewFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object({ applicationId: z.uuid(), proposal: z.unknown() }))
  .handler(async ({ data, context: { db, user } }) => {
    if (!isRecruiter(user)) return SIGNED_OUT
    if (!(await withinLimit(db, user))) return THROTTLED
    const proposal = parseProposal(data.proposal)
    return proposal ? recruiterInvite(db, user.id, data.applicationId, proposal) : INVALID
  })

export const changeInterviewFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object({ interviewId: z.uuid(), proposal: z.unknown() }))
  .handler(async ({ data, context: { db, user } }) => {
    if (!isRecruiter(user)) return SIGNED_OUT
    if (!(await withinLimit(db, user))) return THROTTLED
    const proposal = parseProposal(data.proposal)
    return proposal ? recruiterChangeInterview(db, user.id, data.interviewId, proposal) : INVALID
  })

export const cancelInterviewFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object({ interviewId: z.uuid() }))
  .handler(async ({ data, context: { db, user } }) => {
    if (!isRecruiter(user)) return SIGNED_OUT
    if (!(await withinLimit(db, user))) return THROTTLED
    return recruiterCancelInterview(db, user.id, data.interviewId)
  })
