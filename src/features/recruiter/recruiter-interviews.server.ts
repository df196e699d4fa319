/**
 * The recruiter's side of interviews: invite, change, cancel, each on an application of one of her
 * organisations only; to anyone else the application or interview does not exist (`not-found`).
 */
import { and, eq } from 'drizzle-orm'
import type { InterviewProposal } from '~/domain/interviews'
import {
  cancelInterview,
  changeInterview,
  type InterviewOutcome,
  proposeInterview,
} from '~/features/applications/interviews.server'
import type { Database } from '~/server/db/client'
import { applications, interviews } from '~/server/db/schema'
import { isMemberOf } from './membership.server'

const NOT_FOUND = { ok: false as const, error: 'not-found' as const }

async function isMembersApplication(db: Database, userId: string, applicationId: string) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.appliedExternally, false),
        isMemberOf(userId, applications.companyId),
      ),
    )
  return Boolean(row)
}

async function isMembersInterview(db: Database, userId: string, interviewId: string) {
  const [row] = await db
    .select({ id: interviews.id })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .where(and(eq(interviews.id, interviewId), isMemberOf(userId, applications.companyId)))
  return Boolean(row)
}

export async function recruiterInvite(
  db: Database,
  userId: string,
  applicationId: string,
  proposal: InterviewProposal,
  now = new Date(),
): Promise<InterviewOutcome> {
  if (!(await isMembersApplication(db, userId, applicationId))) return NOT_FOUND
  return proposeInterview(db, userId, applicationId, proposal, now)
}

export async function recruiterChangeInterview(
  db: Database,
  userId: string,
  interviewId: string,
  proposal: InterviewProposal,
  now = new Date(),
): Promise<InterviewOutcome> {
  if (!(await isMembersInterview(db, userId, interviewId))) return NOT_FOUND
  return changeInterview(db, interviewId, proposal, now)
}

export async function recruiterCancelInterview(
  db: Database,
  userId: string,
  interviewId: string,
): Promise<InterviewOutcome> {
  if (!(await isMembersInterview(db, userId, interviewId))) return NOT_FOUND
  return cancelInterview(db, interviewId)
}
