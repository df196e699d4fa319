/**
 * An organisation's members (docs/product.md#pages recruiter settings: members). Owners invite colleagues by e-mail, set
 * their role and remove them; anyone may leave; the last owner can neither leave nor be demoted, so an
 * organisation always has someone to manage it. An invited address without an account gets a recruiter
 * account without a password and a single-use, expiring link to choose one (the recovery page says when it
 * is spent or late); an existing recruiter account is told it was added. A talent's address is refused.
 * Writes lock the organisation's memberships, so two owners acting at once cannot leave it ownerless.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { INVITATION_TTL_S } from '~/domain/constants'
import type { MemberRole } from '~/domain/enums'
import type { MemberInvitation } from '~/domain/members'
import { byEmail, createOneTimeToken } from '~/features/auth/account-links.server'
import type { Locale } from '~/i18n/locales'
import type { Database } from '~/server/db/client'
import { companies, companyMembers, oneTimeTokens, users } from '~/server/db/schema'
import { sendMail } from '~/server/mail'
import { recipientColumns } from '~/server/mail/templates'
import { memberAddedMail, memberInvitationMail } from './member-mails.server'
import type { MembersView } from './recruiter.model'

export type MemberOutcome =
  | { ok: true }
  | {
      ok: false
      error: 'not-found' | 'forbidden' | 'already-member' | 'talent-account' | 'last-owner' | 'not-pending'
    }

const pending = sql<boolean>`(${users.passwordHash} is null and ${users.linkedinSubject} is null)`

/** The members of an organisation, for one of them; null for anyone else. */
export async function membersOf(
  db: Database,
  userId: string,
  companyId: string,
): Promise<MembersView | null> {
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: companyMembers.role,
      pending,
      since: companyMembers.createdAt,
      companyName: companies.name,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(sql`${companyMembers.role} = 'owner' desc`, asc(users.firstName), asc(users.lastName))
  const me = rows.find((row) => row.userId === userId)
  if (!me) return null
  return {
    companyId,
    companyName: me.companyName,
    myRole: me.role,
    members: rows.map(({ companyName: _name, since, ...row }) => ({
      ...row,
      since: since.toISOString(),
      you: row.userId === userId,
    })),
  }
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** The organisation's memberships, locked until the transaction ends; her own role among them. */
async function lockedMembers(tx: Tx, userId: string, companyId: string) {
  const rows = await tx
    .select({ userId: companyMembers.userId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId))
    .for('update')
  return { rows, myRole: rows.find((row) => row.userId === userId)?.role ?? null }
}

const owners = (rows: { role: MemberRole }[]) => rows.filter((row) => row.role === 'owner').length

/** An owner invites a colleague (a new account, or an existing recruiter's). */
export async function inviteMember(
  db: Database,
  userId: string,
  companyId: string,
  invitation: MemberInvitation,
  locale: Locale,
): Promise<MemberOutcome> {
  const done = await db.transaction(async (tx) => {
    const { rows, myRole } = await lockedMembers(tx, userId, companyId)
    if (!myRole) return { ok: false as const, error: 'not-found' as const }
    if (myRole !== 'owner') return { ok: false as const, error: 'forbidden' as const }
    const person = {
      ...recipientColumns,
      role: users.role,
      hasPassword: sql<boolean>`not ${pending}`,
    }
    const [existing] = await tx.select(person).from(users).where(byEmail(invitation.email))
    if (existing && existing.role !== 'recruiter')
      return { ok: false as const, error: 'talent-account' as const }
    if (existing && rows.some((row) => row.userId === existing.id))
      return { ok: false as const, error: 'already-member' as const }
    const [inviter] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId))
    const member =
      existing ??
      (
        await tx
          .insert(users)
          .values({
            email: invitation.email,
            firstName: invitation.firstName,
            lastName: invitation.lastName,
            role: 'recruiter',
            // Her language is unknown until she signs in: the one the invitation was written in.
            locale,
          })
          .returning(person)
      )[0]!
    await tx.insert(companyMembers).values({ companyId, userId: member.id, role: invitation.role })
    const token = member.hasPassword
      ? null
      : await createOneTimeToken(tx, member.id, 'invitation', INVITATION_TTL_S)
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId))
    return { ok: true as const, member, token, inviter: inviter!.firstName, company: company!.name }
  })
  if (!done.ok) return done
  const { member, token, inviter, company } = done
  await sendMail(
    db,
    token
      ? await memberInvitationMail(member, company, inviter, token)
      : await memberAddedMail(member, company, inviter),
  )
  return { ok: true }
}

/** An owner sends a new link to a colleague who has not chosen her password yet. */
export async function resendInvitation(
  db: Database,
  userId: string,
  companyId: string,
  memberId: string,
): Promise<MemberOutcome> {
  const view = await membersOf(db, userId, companyId)
  if (!view) return { ok: false, error: 'not-found' }
  if (view.myRole !== 'owner') return { ok: false, error: 'forbidden' }
  const member = view.members.find((m) => m.userId === memberId)
  if (!member) return { ok: false, error: 'not-found' }
  if (!member.pending) return { ok: false, error: 'not-pending' }
  const [person] = await db.select(recipientColumns).from(users).where(eq(users.id, memberId))
  const [inviter] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId))
  const token = await createOneTimeToken(db, memberId, 'invitation', INVITATION_TTL_S)
  await sendMail(db, await memberInvitationMail(person!, view.companyName, inviter!.firstName, token))
  return { ok: true }
}

/** An owner changes a colleague's role (or her own, if another owner remains). */
export async function setMemberRole(
  db: Database,
  userId: string,
  companyId: string,
  memberId: string,
  role: MemberRole,
): Promise<MemberOutcome> {
  return db.transaction(async (tx) => {
    const { rows, myRole } = await lockedMembers(tx, userId, companyId)
    if (!myRole) return { ok: false, error: 'not-found' }
    if (myRole !== 'owner') return { ok: false, error: 'forbidden' }
    const target = rows.find((row) => row.userId === memberId)
    if (!target) return { ok: false, error: 'not-found' }
    if (target.role === 'owner' && role !== 'owner' && owners(rows) === 1)
      return { ok: false, error: 'last-owner' }
    await tx
      .update(companyMembers)
      .set({ role })
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, memberId)))
    return { ok: true }
  })
}

/**
 * An owner removes a colleague, or anyone leaves. A removed colleague who never chose a password and
 * belongs nowhere else loses her unused invitation links.
 */
export async function removeMember(
  db: Database,
  userId: string,
  companyId: string,
  memberId: string,
): Promise<MemberOutcome> {
  return db.transaction(async (tx) => {
    const { rows, myRole } = await lockedMembers(tx, userId, companyId)
    if (!myRole) return { ok: false, error: 'not-found' }
    if (memberId !== userId && myRole !== 'owner') return { ok: false, error: 'forbidden' }
    const target = rows.find((row) => row.userId === memberId)
    if (!target) return { ok: false, error: 'not-found' }
    if (target.role === 'owner' && owners(rows) === 1) return { ok: false, error: 'last-owner' }
    await tx
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, memberId)))
    const [elsewhere] = await tx
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .where(eq(companyMembers.userId, memberId))
      .limit(1)
    if (!elsewhere)
      await tx
        .delete(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.userId, memberId),
            eq(oneTimeTokens.purpose, 'invitation'),
            isNull(oneTimeTokens.usedAt),
          ),
        )
    return { ok: true }
  })
}
