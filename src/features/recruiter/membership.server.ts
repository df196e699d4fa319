/**
 * Who may act for an organisation: its members (`company_members`). Every recruiter read and write goes
 * through these checks, keyed by the signed-in user — never by an id the browser sends as "mine".
 */
import { type AnyColumn, and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm'
import type { Database } from '~/server/db/client'
import { companies, companyMembers } from '~/server/db/schema'
import type { Membership } from './recruiter.model'

/** The organisations the user is a member of, by name. */
export async function memberships(db: Database, userId: string): Promise<Membership[]> {
  return db
    .select({
      companyId: companies.id,
      name: companies.name,
      role: companyMembers.role,
      suspended: sql<boolean>`${companies.suspendedAt} is not null`,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(asc(companies.name))
}

/** SQL: the user is a member of the company `companyId` (a column of the outer query). */
export function isMemberOf(userId: string, companyId: AnyColumn): SQL {
  return sql`exists (select 1 from ${companyMembers} m where m.company_id = ${companyId} and m.user_id = ${userId})`
}

/** Whether the user is a member of the company. */
export async function isMember(db: Database, userId: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
  return Boolean(row)
}

/**
 * Whether the user is a member of the company and it may publish and reach talents: not suspended by the
 * selection committee.
 */
export async function isActiveMember(db: Database, userId: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.userId, userId),
        isNull(companies.suspendedAt),
      ),
    )
  return Boolean(row)
}
