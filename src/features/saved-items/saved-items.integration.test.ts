import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { articleCards } from '~/features/media/articles.server'
import { queryRows } from '~/server/db/client'
import { articles, users } from '~/server/db/schema'
import { engines } from '../../../tests/databases'
import { suiteDatabase } from '../../../tests/suite-database'
import { replaceSavedItems, savedArticleIds, savedItemIds } from './saved-items.server'

describe.each(engines())('saved offers and articles on $name', ({ open }) => {
  const database = suiteDatabase(open, { offers: 20 })
  let first: string
  let second: string
  let offer: string
  let articleIds: string[]

  beforeAll(async () => {
    const created = await database.db
      .insert(users)
      .values([
        { email: 'noor@example.be', firstName: 'Noor' },
        { email: 'lucas@example.be', firstName: 'Lucas' },
      ])
      .returning({ id: users.id })
    ;[first, second] = created.map((row) => row.id) as [string, string]
    const [row] = await queryRows<{ id: string }>(database.db, sql`select id from offers limit 1`)
    offer = row!.id
    articleIds = (
      await queryRows<{ id: string }>(
        database.db,
        sql`select id from articles where published_at <= now() order by published_at desc limit 3`,
      )
    ).map((article) => article.id)
  })

  it('saves articles next to offers, ignoring unknown ids, and lists articles most recently saved first', async () => {
    const [a, b] = articleIds as [string, string]
    expect(await replaceSavedItems(database.db, first, [offer, a, crypto.randomUUID()])).toEqual([offer, a])
    expect(await replaceSavedItems(database.db, first, [offer, a, b, b])).toEqual([offer, a, b])
    expect(await savedArticleIds(database.db, first)).toEqual([b, a])
    const cards = await articleCards(database.db, 'nl', await savedArticleIds(database.db, first))
    expect(cards.map((card) => card.id)).toEqual([b, a])
    expect(cards[0]?.title).toBeTruthy()
  })

  it('keeps each list its own: another talent’s saves and removals leave it alone', async () => {
    const [a, b, c] = articleIds as [string, string, string]
    expect(await replaceSavedItems(database.db, second, [c, a])).toEqual([c, a])
    expect(await replaceSavedItems(database.db, second, [c])).toEqual([c])
    expect(await savedItemIds(database.db, first)).toEqual([offer, a, b])
    expect(await savedArticleIds(database.db, second)).toEqual([c])
  })

  it('un-saves an article (the whole list is sent) and keeps the offers; an empty list clears everything', async () => {
    const [a] = articleIds as [string]
    expect(await replaceSavedItems(database.db, first, [offer, a])).toEqual([offer, a])
    expect(await savedArticleIds(database.db, first)).toEqual([a])
    expect(await replaceSavedItems(database.db, first, [offer])).toEqual([offer])
    expect(await replaceSavedItems(database.db, first, [])).toEqual([])
    expect(await savedArticleIds(database.db, second)).toHaveLength(1)
  })

  it('shows only published articles among the saved ones', async () => {
    const [a, b] = articleIds as [string, string]
    await database.db
      .update(articles)
      .set({ publishedAt: new Date(Date.now() + 86_400_000) })
      .where(sql`${articles.id} = ${b}::uuid`)
    expect((await articleCards(database.db, 'fr', [b, a])).map((card) => card.id)).toEqual([a])
    expect(await articleCards(database.db, 'fr', [])).toEqual([])
  })
})
