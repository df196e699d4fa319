/**
 * The vocabulary of the published offers (the words of their titles, company names and profiles sought, with
 * the number of offers using each), from which typo'd keywords are corrected. Each app node keeps its own,
 * rebuilt when `search_state.offers_version` moves; while a rebuild runs, searches use the previous one
 * (a correction missing for a second costs less than a search waiting).
 */

import { sql } from 'drizzle-orm'
import { type Database, queryRows } from '~/server/db/client'
import { currentDataVersion } from '~/server/db/data-version'
import { isPublishedOffer } from './offer-visibility.server'
import { foldWord, Vocabulary } from './typo-tolerance'

const LETTERS_ONLY = /^\p{L}+$/u

async function build(db: Database): Promise<Vocabulary> {
  // The `simple` configuration only lowercases: accents are kept for display and folded here.
  const rows = await queryRows<{ word: string; offers: number }>(
    db,
    sql`select w as word, count(*)::int as offers
        from offers o,
             unnest(tsvector_to_array(to_tsvector('simple',
               coalesce(o.title, '') || ' ' || coalesce(o.company_name, '') || ' ' || coalesce(o.profile_sought, '')))) as w
        where ${isPublishedOffer('o')} and o.published_at is not null
        group by w`,
  )
  return new Vocabulary(
    rows
      .filter((row) => LETTERS_ONLY.test(row.word))
      .map((row) => ({ key: foldWord(row.word), display: row.word, offers: Number(row.offers) })),
  )
}

type State = { vocabulary?: Vocabulary; version?: number; building?: Promise<Vocabulary> }
const states = new WeakMap<Database, State>()

/** The offers' vocabulary: the current one, or the previous one while the current one is built. */
export async function offerVocabulary(db: Database): Promise<Vocabulary> {
  const state = states.get(db) ?? {}
  states.set(db, state)
  const version = (await currentDataVersion(db)).offers
  if (state.vocabulary && state.version === version) return state.vocabulary
  if (!state.building) {
    state.building = build(db)
      .then((vocabulary) => {
        state.vocabulary = vocabulary
        state.version = version
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
