import { and, desc, eq, inArray, isNotNull, notInArray, or, type SQL } from 'drizzle-orm'
import type { Database } from '~/server/db/client'
import { articles, offers, savedItems } from '~/server/db/schema'

async function savedRows(db: Database, userId: string): Promise<{ id: string; savedAt: number }[]> {
  const rows = await db
    .select({ offerId: savedItems.offerId, articleId: savedItems.articleId, createdAt: savedItems.createdAt })
    .from(savedItems)
    .where(eq(savedItems.userId, userId))
    .orderBy(savedItems.createdAt, savedItems.id)
  return rows.flatMap((row) => {
    const id = row.offerId ?? row.articleId
    return id ? [{ id, savedAt: row.createdAt.getTime() }] : []
  })
}

/** What a user saved (offers and articles, spec §3 saved items) as one list of ids, oldest first. */
export async function savedItemIds(db: Database, userId: string): Promise<string[]> {
  return (await savedRows(db, userId)).map((row) => row.id)
}

/** The articles a user saved, the most recently saved first. */
export async function savedArticleIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ articleId: savedItems.articleId })
    .from(savedItems)
    .where(
      and(eq(savedItems.userId, userId), eq(savedItems.type, 'articles'), isNotNull(savedItems.articleId)),
    )
    .orderBy(desc(savedItems.createdAt), desc(savedItems.id))
  return rows.map((row) => row.articleId!)
}

/** Of one type, the saved items of a user that are not in `kept`. */
function notKept(userId: string, type: 'jobs' | 'articles', kept: string[]): SQL {
  const column = type === 'jobs' ? savedItems.offerId : savedItems.articleId
  return and(
    eq(savedItems.userId, userId),
    eq(savedItems.type, type),
    kept.length > 0 ? notInArray(column, kept) : undefined,
  )!
}

/**
 * Spec §7 toggle-save: the client sends the whole list it wants (offer and article ids together); it
 * replaces the user's saved items (each id is looked up among offers and articles; unknown ids are
 * ignored) and the resulting list is returned.
 */
export async function replaceSavedItems(db: Database, userId: string, wanted: string[]): Promise<string[]> {
  const unique = [...new Set(wanted)]
  const [offerIds, articleIds] =
    unique.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ id: offers.id })
            .from(offers)
            .where(inArray(offers.id, unique))
            .then((rows) => rows.map((row) => row.id)),
          db
            .select({ id: articles.id })
            .from(articles)
            .where(inArray(articles.id, unique))
            .then((rows) => rows.map((row) => row.id)),
        ])
  await db.transaction(async (tx) => {
    await tx
      .delete(savedItems)
      .where(or(notKept(userId, 'jobs', offerIds), notKept(userId, 'articles', articleIds)))
    const rows = [
      ...offerIds.map((offerId) => ({ userId, type: 'jobs' as const, offerId })),
      ...articleIds.map((articleId) => ({ userId, type: 'articles' as const, articleId })),
    ]
    if (rows.length > 0) await tx.insert(savedItems).values(rows).onConflictDoNothing()
  })
  // Oldest first; items saved at the same moment (one request) in the order they were sent.
  const position = new Map(unique.map((id, index) => [id, index]))
  return (await savedRows(db, userId))
    .sort((a, b) => a.savedAt - b.savedAt || position.get(a.id)! - position.get(b.id)!)
    .map((row) => row.id)
}
