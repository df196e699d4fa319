/** An organisation's members (recruiters): the invitation form, shared by the browser and the server. */
import { z } from 'zod/mini'
import { MEMBER_ROLES } from './enums'
import { emailSchema, RULES } from './validation'

export const memberInvitationSchema = z.object({
  email: emailSchema,
  firstName: z
    .string({ error: RULES.required })
    .check(z.trim(), z.minLength(1, RULES.required), z.maxLength(100, RULES.tooLong)),
  lastName: z.string().check(z.trim(), z.maxLength(100, RULES.tooLong)),
  role: z.enum(MEMBER_ROLES, { error: RULES.required }),
})
export type MemberInvitation = z.infer<typeof memberInvitationSchema>
