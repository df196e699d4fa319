import { and, desc, eq, inArray, isNotNull, notInArray, or, type SQL, sql } from 'drizzle-orm'
import type { PgInsertValue } from 'drizzle-orm/pg-core'
import type { Database } from '~/server/db/client'
import { articles, offers, savedItems } from '~/server/db/schema'

/** What a user saved (offers and articles, docs/product.md#data saved items) as one list of ids, oldest first. */
export async function savedItemIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ offerId: savedItems.offerId, articleId: savedItems.articleId })
    .from(savedItems)
    .where(eq(savedItems.userId, userId))
    .orderBy(savedItems.createdAt, savedItems.id)
  return rows.flatMap((row) => row.offerId ?? row.articleId ?? [])
}

/** The items of one type a user saved, the most recently saved first. */
async function savedIdsOfType(db: Database, userId: string, type: 'jobs' | 'articles'): Promise<string[]> {
  const column = type === 'jobs' ? savedItems.offerId : savedItems.articleId
  const rows = await db
    .select({ id: column })
    .from(savedItems)
    .where(and(eq(savedItems.userId, userId), eq(savedItems.type, type), isNotNull(column)))
    .orderBy(desc(savedItems.createdAt), desc(savedItems.id))
  return rows.map((row) => row.id!)
}

/** The articles a user saved, the most recently saved first. */
export const savedArticleIds = (db: Database, userId: string) => savedIdsOfType(db, userId, 'articles')

/** The offers a user saved, the most recently saved first. */
export const savedOfferIds = (db: Database, userId: string) => savedIdsOfType(db, userId, 'jobs')

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
 * docs/product.md#api toggle-save: the client sends the whole list it wants (offer and article ids together); it
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
    const offerSet = new Set(offerIds)
    const articleSet = new Set(articleIds)
    // Items saved by one request are a microsecond apart, in the order sent, so every list comes back in
    // one stable order (oldest first). Already saved ones keep their time (conflict: nothing done).
    const rows = unique.flatMap((id, index): PgInsertValue<typeof savedItems>[] => {
      const createdAt = sql`now() + ${`${index} microseconds`}::interval`
      if (offerSet.has(id)) return [{ userId, type: 'jobs', offerId: id, createdAt }]
      if (articleSet.has(id)) return [{ userId, type: 'articles', articleId: id, createdAt }]
      return []
    })
    if (rows.length > 0) await tx.insert(savedItems).values(rows).onConflictDoNothing()
  })
  return savedItemIds(db, userId)
}
