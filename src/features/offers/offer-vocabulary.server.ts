/**
 * The vocabulary of the published offers (the words of their titles, company names and profiles sought, with
 * the number of offers using each), from which typo'd keywords are corrected. Each app node keeps its own,
 * rebuilt when `search_state.offers_version` has moved, at most every five minutes, in slices; while a rebuild
 * runs, searches use the previous one (a correction missing for a while costs less than a search waiting).
 */

import { sql } from 'drizzle-orm'
import { type Database, queryRows } from '~/server/db/client'
import { currentDataVersion } from '~/server/db/data-version'
import { isPublishedOffer } from './offer-visibility.server'
import { foldWord, Vocabulary } from './typo-tolerance'

const LETTERS_ONLY = /^\p{L}+$/u
/** Offers read per query: the embedded database serves other queries between slices instead of stalling. */
const SLICE = 5000
/** A newer vocabulary is built at most this often (exact matches see every write at once; corrections may lag). */
const REBUILD_AFTER_MS = 5 * 60_000

async function build(db: Database): Promise<Vocabulary> {
  const counts = new Map<string, number>()
  let after = '00000000-0000-0000-0000-000000000000'
  for (;;) {
    // The `simple` configuration only lowercases: accents are kept for display and folded by Vocabulary.
    const rows = await queryRows<{ word: string; offers: number; last: string; size: number }>(
      db,
      sql`with slice as (
            select o.id, o.title, o.company_name, o.profile_sought from offers o
            where ${isPublishedOffer('o')} and o.published_at is not null and o.id > ${after}::uuid
            order by o.id limit ${SLICE})
          select w as word, count(*)::int as offers,
                 (select id::text from slice order by id desc limit 1) as last, (select count(*)::int from slice) as size
          from slice,
               unnest(tsvector_to_array(to_tsvector('simple',
                 coalesce(title, '') || ' ' || coalesce(company_name, '') || ' ' || coalesce(profile_sought, '')))) as w
          group by w`,
    )
    for (const row of rows) {
      if (LETTERS_ONLY.test(row.word)) counts.set(row.word, (counts.get(row.word) ?? 0) + Number(row.offers))
    }
    if (rows.length === 0 || Number(rows[0]!.size) < SLICE) break
    after = rows[0]!.last
  }
  return new Vocabulary(
    Array.from(counts, ([word, offers]) => ({ key: foldWord(word), display: word, offers })),
  )
}

type State = { vocabulary?: Vocabulary; version?: number; builtAt?: number; building?: Promise<Vocabulary> }
const states = new WeakMap<Database, State>()

/** The offers' vocabulary: the current one, or the previous one while the current one is built. */
export async function offerVocabulary(db: Database): Promise<Vocabulary> {
  const state = states.get(db) ?? {}
  states.set(db, state)
  const version = (await currentDataVersion(db)).offers
  const fresh = state.version === version || Date.now() - (state.builtAt ?? 0) < REBUILD_AFTER_MS
  if (state.vocabulary && fresh) return state.vocabulary
  if (!state.building) {
    const startedAt = Date.now()
    state.building = build(db)
      .then((vocabulary) => {
        state.vocabulary = vocabulary
        state.version = version
        state.builtAt = startedAt
        return vocabulary
      })
      .finally(() => {
        state.building = undefined
      })
    // A failed rebuild is retried by the next search; the previous vocabulary keeps serving.
    state.building.catch(() => {})
  }
  return state.vocabulary ?? state.building
}
