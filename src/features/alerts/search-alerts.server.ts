/**
 * A talent's saved searches and followed organisations (docs/product.md#pages "My alerts"): list, save, change, delete.
 * Every call is for the signed-in user; another talent's alert is `not-found` (nothing changed).
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { MAX_SEARCH_ALERTS } from '~/domain/alerts'
import { companyTranslationIn } from '~/features/companies/companies.server'
import type { Locale } from '~/i18n/locales'
import { type Database, queryRows } from '~/server/db/client'
import { companies, companyAlerts, companyTranslations, searchAlerts, users } from '~/server/db/schema'
import { type AlertChange, type NewAlert, storedFilters } from './alert-input'
import type { FollowedCompany, SavedSearch } from './alerts.model'

export async function savedSearches(db: Database, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(searchAlerts)
    .where(eq(searchAlerts.userId, userId))
    .orderBy(desc(searchAlerts.createdAt), desc(searchAlerts.id))
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    query: row.query,
    filters: storedFilters(row.filters),
    emailAlert: row.emailAlert,
    frequency: row.frequency,
    createdAt: row.createdAt.toISOString(),
  }))
}

export type SaveAlertOutcome =
  | { ok: true; alertId: string }
  | { ok: false; error: 'too-many' | 'unconfirmed' }

/** E-mailed alerts go to her address: only once she has confirmed it is hers. */
const CONFIRMED = sql`exists (select 1 from users u where u.id = ${searchAlerts.userId} and u.email_verified_at is not null)`

/** Saves a search; refused past MAX_SEARCH_ALERTS (counted in the same statement as the insert). */
export async function saveSearch(db: Database, userId: string, alert: NewAlert): Promise<SaveAlertOutcome> {
  return db.transaction(async (tx) => {
    // One talent's saves are serialised on her row of `users`, so two at once cannot pass the limit.
    const [user] = await queryRows<{ confirmed: boolean }>(
      tx as unknown as Database,
      sql`select email_verified_at is not null as confirmed from users where id = ${userId} for update`,
    )
    if (alert.emailAlert && !user?.confirmed) return { ok: false as const, error: 'unconfirmed' as const }
    const [{ saved } = { saved: 0 }] = await tx
      .select({ saved: count() })
      .from(searchAlerts)
      .where(eq(searchAlerts.userId, userId))
    if (saved >= MAX_SEARCH_ALERTS) return { ok: false as const, error: 'too-many' as const }
    const [row] = await tx
      .insert(searchAlerts)
      .values({
        userId,
        name: alert.name,
        query: alert.search.query,
        filters: storedFilters(alert.search.filters),
        emailAlert: alert.emailAlert,
        frequency: alert.frequency,
      })
      .returning({ id: searchAlerts.id })
    return { ok: true as const, alertId: row!.id }
  })
}

/**
 * Renames, pauses or resumes, or changes the frequency of one of her saved searches: `not-found` when it is
 * not hers, `unconfirmed` when she switches its e-mails on before confirming her address.
 */
export async function changeSavedSearch(
  db: Database,
  userId: string,
  change: AlertChange,
): Promise<'ok' | 'not-found' | 'unconfirmed'> {
  const { alertId, ...values } = change
  const [row] = await db
    .update(searchAlerts)
    .set({
      ...values,
      updatedAt: sql`now()`,
      // Switched back on: only offers from now on (not everything published while it was paused).
      ...(values.emailAlert
        ? {
            lastSentAt: sql`case when ${searchAlerts.emailAlert} then ${searchAlerts.lastSentAt} else now() end`,
          }
        : {}),
    })
    .where(
      and(
        eq(searchAlerts.id, alertId),
        eq(searchAlerts.userId, userId),
        values.emailAlert ? CONFIRMED : undefined,
      ),
    )
    .returning({ id: searchAlerts.id })
  if (row) return 'ok'
  if (!values.emailAlert) return 'not-found'
  const [mine] = await db
    .select({ id: searchAlerts.id })
    .from(searchAlerts)
    .where(and(eq(searchAlerts.id, alertId), eq(searchAlerts.userId, userId)))
  return mine ? 'unconfirmed' : 'not-found'
}

export async function deleteSavedSearch(db: Database, userId: string, alertId: string): Promise<boolean> {
  const [row] = await db
    .delete(searchAlerts)
    .where(and(eq(searchAlerts.id, alertId), eq(searchAlerts.userId, userId)))
    .returning({ id: searchAlerts.id })
  return Boolean(row)
}

/** The organisations she follows (on or off), by name, with their page in the page's language. */
export async function followedCompanies(
  db: Database,
  userId: string,
  locale: Locale,
): Promise<FollowedCompany[]> {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      slug: companyTranslations.slug,
      active: companyAlerts.active,
    })
    .from(companyAlerts)
    .innerJoin(companies, eq(companies.id, companyAlerts.companyId))
    .leftJoin(companyTranslations, companyTranslationIn(locale))
    .where(eq(companyAlerts.userId, userId))
    .orderBy(asc(companies.name))
  return rows
}

export async function wantsDigestPicks(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: users.digestPicks }).from(users).where(eq(users.id, userId))
  return row?.on ?? false
}

export async function setDigestPicks(db: Database, userId: string, on: boolean): Promise<void> {
  await db.update(users).set({ digestPicks: on, updatedAt: sql`now()` }).where(eq(users.id, userId))
}
