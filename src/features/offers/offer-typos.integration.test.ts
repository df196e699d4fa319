import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '~/server/db/client'
import { seedDatabase } from '~/server/db/seed'
import { engines, type TestDatabase } from '../../../tests/databases'
import { keywordSearch } from './offer-keywords.server'

describe.each(engines())('typo-tolerant keywords on $name', ({ open }) => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await open()
    await seedDatabase(database.db, { offers: 120 })
    // An offer whose own title carries a typo: a correction of "énergie", not an exact match.
    const [template] = await queryRows<{ id: string }>(
      database.db,
      sql`select id from offers where status = 'published' and company_name not ilike '%nergi%' limit 1`,
    )
    await database.db.execute(sql`
      insert into offers (company_id, slug, language, title, company_name, contract_type, remote_policy, category, status, published_at)
      select company_id, 'typo-offer-test', 'fr', 'Conseillère enrgie citoyenne', company_name, 'cdd', 'remote_not_authorized', 'environment', 'published', now() - interval '1 minute'
      from offers where id = ${template!.id}`)
  })
  afterAll(async () => {
    await database?.dispose()
  })

  it('ranks every offer matching the word as written before those found through a correction', async () => {
    const matches = await keywordSearch(database.db, 'énergie')
    const [typoOffer] = await queryRows<{ id: string }>(
      database.db,
      sql`select id from offers where slug = 'typo-offer-test'`,
    )
    expect(matches!.exactCount).toBeGreaterThan(0)
    expect(matches!.ranks.has(typoOffer!.id)).toBe(true)
    const typoRank = matches!.ranks.get(typoOffer!.id)!
    // Word families ("énergétique") widen the matches too: the exact ones are the best ranked.
    const exactRanks = [...matches!.ranks.values()].sort((a, b) => b - a).slice(0, matches!.exactCount)
    expect(Math.min(...exactRanks)).toBeGreaterThan(typoRank)
    // The word as written is known: nothing to suggest.
    expect(matches!.suggestion).toBeNull()
  })

  it('suggests a word only when the word typed is in no offer', async () => {
    // "enrgie" is written in one offer: it finds it first, then the "énergie" offers, and suggests nothing.
    const written = await keywordSearch(database.db, 'enrgie')
    expect(written!.exactCount).toBe(1)
    expect(written!.suggestion).toBeNull()
    const exact = await keywordSearch(database.db, 'énergie')
    expect(written!.ranks.size).toBe(exact!.ranks.size)
    const swapped = await keywordSearch(database.db, 'enegrie')
    expect(swapped!.exactCount).toBe(0)
    expect(swapped!.suggestion).toBe('énergie')
    expect(swapped!.ranks.size).toBeGreaterThanOrEqual(exact!.exactCount)
  })
})
