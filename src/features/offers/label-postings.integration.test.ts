import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { CONTENT_LANGUAGES } from '~/domain/enums'
import { type Database, queryRows } from '~/server/db/client'
import { companies, offers } from '~/server/db/schema'
import { engines } from '../../../tests/databases'
import { insertOffer } from '../../../tests/offers'
import relevanceQueries from '../../../tests/search-relevance/queries.json'
import { suiteDatabase } from '../../../tests/suite-database'
import { facetIndex } from './facet-index.server'
import { type IndexedKeywordMatches, keywordSearchIn } from './keyword-positions.server'
import { keywordQuery } from './keyword-query'
import { keywordSearch, labelledGroup } from './offer-keywords.server'
import { isPublicOffer } from './offer-visibility.server'
import { offerVocabulary } from './offer-vocabulary.server'

/** The relevance set's texts, and texts naming occupations alone in other shapes. */
const TEXTS = [
  ...new Set([
    ...relevanceQueries.map((query) => query.q),
    'développeuses',
    'cmoptabilte',
    'project manager',
    'acountant',
    'boekhoduer',
    'aide-soignant',
    'the',
    'de',
  ]),
]

/**
 * Every text's matches and ranks, through the postings and row by row, on each page language: the postings
 * add the offers published for later too (the facet pass drops them), so only public offers are compared.
 */
async function differences(db: Database): Promise<string[]> {
  const index = await facetIndex(db)
  const publicIds = new Set(
    (await queryRows<{ id: string }>(db, sql`select id from offers o where ${isPublicOffer('o')}`)).map(
      ({ id }) => id,
    ),
  )
  const vocabulary = await offerVocabulary(db)
  // The texts postings answer (the others take the same path either way).
  const answered = TEXTS.filter((text) => labelledGroup(keywordQuery(text, vocabulary)))
  expect(answered.length).toBeGreaterThan(40)
  const differing: string[] = []
  for (const [at, text] of answered.entries()) {
    // Each text on one page language, in turn: the page's language moves offers by one tier.
    const locale = CONTENT_LANGUAGES[at % CONTENT_LANGUAGES.length]!
    const rowByRow = await keywordSearch(db, text, { locale })
    const withPostings = await keywordSearchIn(db, index, text, { locale })
    const ranks = (ranked: Iterable<[string, number]>) =>
      [...ranked].filter(([id]) => publicIds.has(id)).sort(([a], [b]) => a.localeCompare(b))
    if (
      JSON.stringify(ranks(rowByRow?.ranks ?? [])) !== JSON.stringify(ranks(byId(withPostings, index.ids))) ||
      rowByRow?.exactCount !== withPostings?.exactCount ||
      rowByRow?.suggestion !== withPostings?.suggestion
    )
      differing.push(`${locale}: ${text}`)
  }
  return differing
}

/** Matches found by position, as offer ids and ranks. */
function byId(found: IndexedKeywordMatches | null, ids: readonly string[]): Map<string, number> {
  const { positions, rankAt } = found?.matches ?? { positions: [], rankAt: [] }
  return new Map(Array.from(positions, (position) => [ids[position]!, rankAt[position]!]))
}

/** The offers a text finds, through the postings. */
async function foundBy(db: Database, text: string) {
  const index = await facetIndex(db)
  return byId(await keywordSearchIn(db, index, text, { locale: 'en' }), index.ids)
}

describe.each(engines())('occupation postings on $name', (engine) => {
  const database = suiteDatabase(engine.open, { offers: 250, answerHistory: false })

  it('rank every search as matching each offer row by row does', async () => {
    expect(await differences(database.db)).toEqual([])
  })

  it('follow new offers, title edits, archiving, suspensions and deletions', async () => {
    const { db } = database
    const [company] = await db.select({ id: companies.id }).from(companies).limit(1)
    const before = await foundBy(db, 'accountant')
    const id = await insertOffer(db, company!.id, {
      title: 'Boekhouder (m/v/x)',
      language: 'nl',
      publishedAt: new Date(),
    })
    expect((await foundBy(db, 'accountant')).has(id)).toBe(true)

    await db.update(offers).set({ title: 'Tuinier (m/v/x)' }).where(eq(offers.id, id))
    expect((await foundBy(db, 'accountant')).has(id)).toBe(false)
    expect((await foundBy(db, 'jardinier')).has(id)).toBe(true)

    const [gardener] = [...(await foundBy(db, 'jardinier')).keys()].filter((other) => other !== id)
    await db.update(offers).set({ status: 'archived' }).where(eq(offers.id, gardener!))
    expect((await foundBy(db, 'jardinier')).has(gardener!)).toBe(false)

    await db.update(companies).set({ suspendedAt: new Date() }).where(eq(companies.id, company!.id))
    expect((await foundBy(db, 'jardinier')).has(id)).toBe(false)
    await db.update(companies).set({ suspendedAt: null }).where(eq(companies.id, company!.id))
    expect((await foundBy(db, 'jardinier')).has(id)).toBe(true)

    await db.delete(offers).where(eq(offers.id, id))
    expect((await foundBy(db, 'jardinier')).has(id)).toBe(false)
    expect([...(await foundBy(db, 'accountant')).keys()].sort()).toEqual([...before.keys()].sort())
    expect(await differences(db)).toEqual([])
  })
})
