/** The recruiter space's "waiting" count: her organisations' applications still waiting for an answer. */
import { and, count, eq, inArray } from 'drizzle-orm'
import { OPEN_STATUSES } from '~/domain/applications'
import type { Database } from '~/server/db/client'
import { applications } from '~/server/db/schema'
import { isMemberOf } from './membership.server'

export async function waitingCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ waiting: count() })
    .from(applications)
    .where(
      and(
        inArray(applications.status, [...OPEN_STATUSES]),
        eq(applications.appliedExternally, false),
        isMemberOf(userId, applications.companyId),
      ),
    )
  return row?.waiting ?? 0
}
