import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { companies, companyMembers, users } from '~/server/db/schema'
import { engines } from '../../../tests/databases'
import { recruiterOf, twoCompanies } from '../../../tests/hiring-setup'
import { suiteDatabase } from '../../../tests/suite-database'
import { deleteAccount } from './account-settings.server'

describe.each(engines())('deleting the account of an organisation owner on $name', ({ open }) => {
  const database = suiteDatabase(open, { offers: 0 })
  let company: string
  beforeAll(async () => {
    ;[company] = await twoCompanies(database.db)
    // The seed's members of this organisation step aside: the test decides who owns it.
    await database.db.delete(companyMembers).where(eq(companyMembers.companyId, company))
  })

  const makeOwner = (userId: string) =>
    database.db
      .update(companyMembers)
      .set({ role: 'owner' })
      .where(and(eq(companyMembers.companyId, company), eq(companyMembers.userId, userId)))
  const exists = async (userId: string) =>
    (await database.db.select().from(users).where(eq(users.id, userId))).length === 1

  it('refuses the last owner, keeping everything, and lets her go once another member owns it too', async () => {
    const [{ name }] = (await database.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, company))) as [{ name: string }]
    const claire = await recruiterOf(database.db, company, 'Claire')
    const jonas = await recruiterOf(database.db, company, 'Jonas')
    await makeOwner(claire.id)
    expect(await deleteAccount(database.db, claire.id)).toEqual({
      ok: false,
      error: 'last-owner',
      organisations: [name],
    })
    expect(await exists(claire.id)).toBe(true)
    // A member who is not the owner may leave.
    expect(await deleteAccount(database.db, jonas.id)).toEqual({ ok: true })
    expect(await exists(jonas.id)).toBe(false)

    const lea = await recruiterOf(database.db, company, 'Lea')
    await makeOwner(lea.id)
    // Two owners leaving at the same moment: one of them stays.
    const both = await Promise.all([
      deleteAccount(database.db, claire.id),
      deleteAccount(database.db, lea.id),
    ])
    expect(both.filter((outcome) => outcome.ok)).toHaveLength(1)
    const owners = await database.db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, company), eq(companyMembers.role, 'owner')))
    expect(owners).toHaveLength(1)
  })
})
