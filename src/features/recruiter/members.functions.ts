/** The members page's server functions: members of the organisation only; owners for the changes. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { MEMBER_ROLES } from '~/domain/enums'
import { memberInvitationSchema } from '~/domain/members'
import { SIGNED_OUT, sessionMiddleware } from '~/features/auth/session-middleware'
import { inviteMember, membersOf, removeMember, resendInvitation, setMemberRole } from './members.server'
import { isRecruiter, THROTTLED, withinLimit } from './recruiter-guard.server'

const member = { companyId: z.uuid(), memberId: z.uuid() }

export const getMembersFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .validator(z.object({ companyId: z.uuid() }))
  .handler(({ data, context: { db, user } }) =>
    isRecruiter(user) ? membersOf(db, user.id, data.companyId) : null,
  )

export const inviteMemberFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.extend(memberInvitationSchema, { companyId: z.uuid() }))
  .handler(async ({ data: { companyId, ...invitation }, context: { db, user, locale } }) => {
    if (!isRecruiter(user)) return SIGNED_OUT
    if (!(await withinLimit(db, user))) return THROTTLED
    return inviteMember(db, user.id, companyId, invitation, locale)
  })

export const resendInvitationFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object(member))
  .handler(async ({ data, context: { db, user } }) => {
    if (!isRecruiter(user)) return SIGNED_OUT
    if (!(await withinLimit(db, user))) return THROTTLED
    return resendInvitation(db, user.id, data.companyId, data.memberId)
  })

export const setMemberRoleFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object({ ...member, role: z.enum(MEMBER_ROLES) }))
  .handler(async ({ data, context: { db, user } }) => {
    if (!isRecruiter(user)) return SIGNED_OUT
    if (!(await withinLimit(db, user))) return THROTTLED
    return setMemberRole(db, user.id, data.companyId, data.memberId, data.role)
  })

export const removeMemberFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object(member))
  .handler(async ({ data, context: { db, user } }) => {
    if (!isRecruiter(user)) return SIGNED_OUT
    if (!(await withinLimit(db, user))) return THROTTLED
    return removeMember(db, user.id, data.companyId, data.memberId)
  })
