/** The talent's interview actions as server functions: from her space (signed in) or the e-mail's link. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { isTalent, SIGNED_OUT, sessionMiddleware } from '~/features/auth/session-middleware'
import { dbMiddleware } from '~/server/server-functions'
import { linkInvitation } from './interview-reads.server'
import { linkPick, talentPick } from './interviews.server'

const slot = z.number().check(z.int(), z.minimum(0), z.maximum(9))
const link = {
  interview: z.uuid(),
  expires: z.number().check(z.int()),
  signature: z.string().check(z.maxLength(200)),
}

export const pickInterviewSlotFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object({ interviewId: z.uuid(), slot }))
  .handler(({ data, context: { db, user } }) =>
    isTalent(user) ? talentPick(db, user.id, data.interviewId, data.slot) : SIGNED_OUT,
  )

export const getInterviewInvitationFn = createServerFn({ method: 'GET' })
  .middleware([dbMiddleware])
  .validator(z.object(link))
  .handler(({ data, context: { db } }) => linkInvitation(db, data))

export const pickInterviewByLinkFn = createServerFn({ method: 'POST' })
  .middleware([dbMiddleware])
  .validator(z.object({ ...link, slot }))
  .handler(({ data, context: { db } }) => linkPick(db, data, data.slot))
