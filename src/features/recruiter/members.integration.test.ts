import { and, eq, notInArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { passwordLinkSpace, resetPassword } from '~/features/auth/account-links.server'
import type { SessionUser } from '~/features/auth/sessions.server'
import { companyMembers, outgoingMails, users } from '~/server/db/schema'
import { engines } from '../../../tests/databases'
import { recruiterOf, twoCompanies } from '../../../tests/hiring-setup'
import { createTalent } from '../../../tests/storage-setup'
import { suiteDatabase } from '../../../tests/suite-database'
import { inviteMember, membersOf, removeMember, resendInvitation, setMemberRole } from './members.server'

const tokenIn = (text: string) => text.match(/\/recovery\/([\w-]+)/)?.[1]

describe.each(engines())('organisation members on $name', ({ open }) => {
  const database = suiteDatabase(open, { offers: 0 })
  let company: string
  let other: string
  let owner: SessionUser
  let member: SessionUser
  let outsider: SessionUser

  beforeAll(async () => {
    ;[company, other] = await twoCompanies(database.db)
    owner = await recruiterOf(database.db, company, 'Owner')
    await database.db
      .update(companyMembers)
      .set({ role: 'owner' })
      .where(and(eq(companyMembers.companyId, company), eq(companyMembers.userId, owner.id)))
    member = await recruiterOf(database.db, company, 'Member')
    outsider = await recruiterOf(database.db, other, 'Outsider')
    // Only these two act for the organisation (the demo's own recruiters are set aside).
    await database.db
      .delete(companyMembers)
      .where(
        and(eq(companyMembers.companyId, company), notInArray(companyMembers.userId, [owner.id, member.id])),
      )
  })

  const roleOf = async (userId: string) =>
    (
      await database.db
        .select({ role: companyMembers.role })
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, company), eq(companyMembers.userId, userId)))
    )[0]?.role ?? null

  it('shows the members to members only', async () => {
    expect(await membersOf(database.db, outsider.id, company)).toBeNull()
    const view = (await membersOf(database.db, member.id, company))!
    expect(view.myRole).toBe('member')
    expect(view.members.find((m) => m.you)?.userId).toBe(member.id)
  })

  it('lets owners invite: a new account chooses its password once; an existing recruiter is added; a talent is refused', async () => {
    const invitation = {
      email: `new-${crypto.randomUUID()}@example.be`,
      firstName: 'Nora',
      lastName: '',
      role: 'member' as const,
    }
    expect(await inviteMember(database.db, member.id, company, invitation, 'fr')).toEqual({
      ok: false,
      error: 'forbidden',
    })
    expect(await inviteMember(database.db, outsider.id, company, invitation, 'fr')).toEqual({
      ok: false,
      error: 'not-found',
    })
    expect(await inviteMember(database.db, owner.id, company, invitation, 'nl')).toEqual({ ok: true })
    expect(await inviteMember(database.db, owner.id, company, invitation, 'nl')).toEqual({
      ok: false,
      error: 'already-member',
    })
    const [nora] = await database.db.select().from(users).where(eq(users.email, invitation.email))
    expect(nora).toMatchObject({ role: 'recruiter', passwordHash: null, locale: 'nl' })
    expect(
      (await membersOf(database.db, owner.id, company))!.members.find((m) => m.userId === nora!.id)?.pending,
    ).toBe(true)
    const [mail] = await database.db
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.toAddress, invitation.email))
    const first = tokenIn(mail!.text)!
    expect(await resendInvitation(database.db, owner.id, company, nora!.id)).toEqual({ ok: true })
    // Her password chosen, the invitation's page sends her to the recruiters' sign-in.
    expect(await passwordLinkSpace(database.db, first)).toBe('recruiter')
    expect(await resetPassword(database.db, first, 'nora-password-1')).toBe('done')
    expect(await resetPassword(database.db, first, 'nora-password-2')).toBe('invalid')
    expect(await resendInvitation(database.db, owner.id, company, nora!.id)).toEqual({
      ok: false,
      error: 'not-pending',
    })

    expect(
      await inviteMember(
        database.db,
        owner.id,
        company,
        { ...invitation, email: outsider.email.toUpperCase() },
        'fr',
      ),
    ).toEqual({ ok: true })
    expect(await roleOf(outsider.id)).toBe('member')
    const talent = await createTalent(database.db, 'Talia')
    expect(
      await inviteMember(database.db, owner.id, company, { ...invitation, email: talent.email }, 'fr'),
    ).toEqual({
      ok: false,
      error: 'talent-account',
    })
  })

  it('keeps at least one owner; members may only leave; nobody escalates herself', async () => {
    expect(await setMemberRole(database.db, member.id, company, member.id, 'owner')).toEqual({
      ok: false,
      error: 'forbidden',
    })
    expect(await roleOf(member.id)).toBe('member')
    expect(await removeMember(database.db, member.id, company, owner.id)).toEqual({
      ok: false,
      error: 'forbidden',
    })
    expect(await setMemberRole(database.db, owner.id, company, owner.id, 'member')).toEqual({
      ok: false,
      error: 'last-owner',
    })
    expect(await removeMember(database.db, owner.id, company, owner.id)).toEqual({
      ok: false,
      error: 'last-owner',
    })

    expect(await setMemberRole(database.db, owner.id, company, member.id, 'owner')).toEqual({ ok: true })
    // Two owners demoting each other at once: one of them stays owner.
    const both = await Promise.all([
      setMemberRole(database.db, owner.id, company, member.id, 'member'),
      setMemberRole(database.db, member.id, company, owner.id, 'member'),
    ])
    expect(both.filter((outcome) => outcome.ok)).toHaveLength(both[0].ok && both[1].ok ? 0 : 1)
    const owners = [await roleOf(owner.id), await roleOf(member.id)].filter((role) => role === 'owner')
    expect(owners.length).toBeGreaterThanOrEqual(1)

    const leaver = owners.length === 2 || (await roleOf(member.id)) === 'member' ? member : owner
    expect(await removeMember(database.db, leaver.id, company, leaver.id)).toEqual({ ok: true })
    expect(await roleOf(leaver.id)).toBeNull()
    expect(await membersOf(database.db, leaver.id, company)).toBeNull()
  })
})
