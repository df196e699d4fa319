import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm'
import type { Database } from '~/server/db/client'
import { offers, savedItems } from '~/server/db/schema'

/** The offers a user saved, oldest first. */
export async function savedJobIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ offerId: savedItems.offerId })
    .from(savedItems)
    .where(and(eq(savedItems.userId, userId), eq(savedItems.type, 'jobs'), isNotNull(savedItems.offerId)))
    .orderBy(savedItems.createdAt)
  return rows.map((row) => row.offerId!)
}

/**
 * Spec §7 toggle-save: the client sends the whole list it wants; it replaces the saved jobs (unknown
 * offer ids are ignored) and the resulting list is returned.
 */
export async function replaceSavedJobs(db: Database, userId: string, wanted: string[]): Promise<string[]> {
  const unique = [...new Set(wanted)]
  const existing =
    unique.length === 0
      ? []
      : (await db.select({ id: offers.id }).from(offers).where(inArray(offers.id, unique))).map(
          (row) => row.id,
        )
  await db.transaction(async (tx) => {
    await tx
      .delete(savedItems)
      .where(
        and(
          eq(savedItems.userId, userId),
          eq(savedItems.type, 'jobs'),
          existing.length > 0 ? notInArray(savedItems.offerId, existing) : undefined,
        ),
      )
    if (existing.length > 0) {
      await tx
        .insert(savedItems)
        .values(existing.map((offerId) => ({ userId, type: 'jobs' as const, offerId })))
        .onConflictDoNothing()
    }
  })
  return savedJobIds(db, userId)
}
