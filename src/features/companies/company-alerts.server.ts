/**
 * "Alert me on new offers" of a company (docs/product.md#data company alert: on/off; docs/product.md#states activate/deactivate). The user
 * is always the signed-in one of the request: the caller passes it, never the browser.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '~/server/db/client'
import { companies, companyAlerts } from '~/server/db/schema'

export type CompanyAlertOutcome =
  | { ok: true; active: boolean }
  | { ok: false; error: 'signed-out' | 'missing' | 'unconfirmed' }

/** Whether the user's alert on the company is on (null when signed out). */
export async function companyAlertState(
  db: Database,
  user: { id: string } | null,
  companyId: string,
): Promise<boolean | null> {
  if (!user) return null
  const [row] = await db
    .select({ active: companyAlerts.active })
    .from(companyAlerts)
    .where(and(eq(companyAlerts.userId, user.id), eq(companyAlerts.companyId, companyId)))
  return row?.active ?? false
}

/** Turns the user's alert on the company on or off (kept as a row, so the talent's alerts list it). */
export async function setCompanyAlert(
  db: Database,
  user: { id: string; emailVerified: boolean } | null,
  companyId: string,
  active: boolean,
): Promise<CompanyAlertOutcome> {
  if (!user) return { ok: false, error: 'signed-out' }
  // Its e-mails go to her address: switching it on waits until she confirmed the address is hers.
  if (active && !user.emailVerified) return { ok: false, error: 'unconfirmed' }
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId))
  if (!company) return { ok: false, error: 'missing' }
  await db
    .insert(companyAlerts)
    .values({ userId: user.id, companyId, active })
    .onConflictDoUpdate({
      target: [companyAlerts.userId, companyAlerts.companyId],
      set: {
        active,
        // Switched back on: only offers from now on (not those published while it was off).
        lastSentAt: active
          ? sql`case when ${companyAlerts.active} then ${companyAlerts.lastSentAt} else now() end`
          : sql`${companyAlerts.lastSentAt}`,
      },
    })
  return { ok: true, active }
}
