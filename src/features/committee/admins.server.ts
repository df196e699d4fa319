/**
 * Admins (the selection committee) are made by an operator on the command line, never by sign-up: the
 * account is created without a password and its holder chooses one through an invitation link.
 */
import { INVITATION_TTL_S } from '~/domain/constants'
import { byEmail, createOneTimeToken } from '~/features/auth/account-links.server'
import type { Locale } from '~/i18n/locales'
import { pathFor } from '~/i18n/paths'
import type { Database } from '~/server/db/client'
import { users } from '~/server/db/schema'
import { env } from '~/server/env'
import { sendMail } from '~/server/mail'
import { recipientColumns } from '~/server/mail/templates'
import { adminInvitationMail } from './committee-mails.server'

export type NewAdmin = { email: string; firstName: string; lastName: string; locale: Locale }

export type AdminCreation =
  | { kind: 'created'; userId: string; link: string }
  | { kind: 'exists'; role: string }

export async function createAdmin(db: Database, admin: NewAdmin): Promise<AdminCreation> {
  const [existing] = await db.select({ role: users.role }).from(users).where(byEmail(admin.email))
  if (existing) return { kind: 'exists', role: existing.role }
  const [user] = await db
    .insert(users)
    .values({ ...admin, email: admin.email.trim(), role: 'admin' })
    .returning(recipientColumns)
  const token = await createOneTimeToken(db, user!.id, 'invitation', INVITATION_TTL_S)
  await sendMail(db, await adminInvitationMail(user!, token))
  return {
    kind: 'created',
    userId: user!.id,
    link: env().appUrl + pathFor('recovery', admin.locale, { data: token }),
  }
}
