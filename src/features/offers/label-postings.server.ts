/**
 * Per app node, the published offers each occupation or family label matches in its own language, with the
 * best field it matches in: a search naming an occupation then reads the offers it matches by its words
 * only, and takes the occupation's offers from memory (docs/search.md#speed). Kept like the facet index: a
 * label's offers are read the first time a search asks for it, then brought up to each new offers version
 * by re-reading the offers the changes' log names.
 */

import { type SQL, sql } from 'drizzle-orm'
import type { ContentLanguage } from '~/domain/enums'
import { type Database, queryRows } from '~/server/db/client'
import { SEARCH_CONFIGS, weighted } from '~/server/search/text-search'
import { type FacetIndex, offersChangedBetween } from './facet-index-rows.server'
import { labelsText } from './keyword-query'
import { isPublishedOffer } from './offer-visibility.server'

/** Where an offer matches a label best: in its title (2), company name (1), profile (0). */
export type MatchField = 0 | 1 | 2

export type Label = { language: ContentLanguage; label: string }

/** What a search reads of the facet index: its version and each offer's position. */
export type OfferPositions = Pick<FacetIndex, 'version' | 'size' | 'positionOf'>

/** A label's offers as positions in the facet index, with the field each one matches in. */
export type LabelPositions = { positions: Int32Array; fields: Uint8Array }

/**
 * A label's query as a tsquery text (parsed once per node), its offers by id, and those offers' positions
 * in the last index that asked (an index that did not change keeps its `positionOf`).
 */
type HeldLabel = {
  language: ContentLanguage
  query: string
  offers: Map<string, MatchField>
  inIndex?: { positionOf: ReadonlyMap<string, number>; positions: LabelPositions }
}
type NodePostings = { version: number; byLabel: Map<string, HeldLabel> }

/** Past this many (changed offer × label) checks, the postings are dropped and read again as asked. */
const MAX_UPDATE_CHECKS = 200_000

const keyOf = ({ language, label }: Label) => `${language}\u0000${label}`
const labelOf = (key: string): Label => {
  const [language, label] = key.split('\u0000') as [ContentLanguage, string]
  return { language, label }
}

const nodes = new WeakMap<Database, { postings: NodePostings; queue: Promise<unknown> }>()

/**
 * The offers of `labels` in `index`, from postings at its version or later. Calls are served one after the
 * other per database, so an update and a first read never interleave.
 */
export function labelPostings(
  db: Database,
  index: OfferPositions,
  labels: readonly Label[],
): Promise<LabelPositions[]> {
  const { version } = index
  const node = nodes.get(db) ?? { postings: { version, byLabel: new Map() }, queue: Promise.resolve() }
  nodes.set(db, node)
  const answer = node.queue.then(async () => {
    await bringUpTo(db, node.postings, version)
    const missing = [...new Set(labels.map(keyOf))].filter((key) => !node.postings.byLabel.has(key))
    if (missing.length > 0) {
      const queries = await parsedLabels(db, missing.map(labelOf))
      const held = missing.map((key, at) => ({
        language: labelOf(key).language,
        query: queries[at]!,
        offers: new Map(),
      }))
      await readPostings(db, held)
      for (const [at, key] of missing.entries()) node.postings.byLabel.set(key, held[at]!)
    }
    return labels.map((label) => positionsIn(node.postings.byLabel.get(keyOf(label))!, index.positionOf))
  })
  node.queue = answer.catch(() => {})
  return answer
}

/**
 * A label's offers in an index, found once per index: a search then merges them as typed arrays instead of
 * looking up each offer's id (offers the index does not hold, published since, are left out).
 */
function positionsIn(held: HeldLabel, positionOf: ReadonlyMap<string, number>): LabelPositions {
  if (held.inIndex?.positionOf === positionOf) return held.inIndex.positions
  const positions = new Int32Array(held.offers.size)
  const fields = new Uint8Array(held.offers.size)
  let count = 0
  for (const [id, field] of held.offers) {
    const position = positionOf.get(id)
    if (position === undefined) continue
    positions[count] = position
    fields[count++] = field
  }
  const found = { positions: positions.subarray(0, count), fields: fields.subarray(0, count) }
  held.inIndex = { positionOf, positions: found }
  return found
}

/** The postings brought to `version`: the changed offers' memberships read again, or all dropped. */
async function bringUpTo(db: Database, postings: NodePostings, version: number): Promise<void> {
  // A caller holding an older index gets newer postings: the facet pass ignores offers it does not hold.
  if (version <= postings.version) return
  const changed = postings.byLabel.size === 0 ? [] : await offersChangedBetween(db, postings.version, version)
  if (!changed || changed.length * postings.byLabel.size > MAX_UPDATE_CHECKS) postings.byLabel.clear()
  else if (changed.length > 0) {
    const held = [...postings.byLabel.values()]
    for (const label of held) {
      for (const id of changed) label.offers.delete(id)
      label.inIndex = undefined
    }
    await readPostings(db, held, changed)
  }
  postings.version = version
}

/** Each label's query in its language's configuration, as a tsquery text ('' for stop words only). */
async function parsedLabels(db: Database, labels: readonly Label[]): Promise<string[]> {
  const [parsed] = await queryRows<{ queries: string[] }>(
    db,
    sql`select array[${sql.join(
      labels.map(
        ({ language, label }) =>
          sql`websearch_to_tsquery(${sql.raw(`'${SEARCH_CONFIGS[language]}'`)}::regconfig, ${labelsText([label])})::text`,
      ),
      sql`, `,
    )}] as queries`,
  )
  return parsed!.queries
}

/**
 * Adds to each held label the published offers of its language it matches (among `among` only when given),
 * with the field: the query and its copies counting only title, or title and name, words.
 */
async function readPostings(
  db: Database,
  held: readonly HeldLabel[],
  among?: readonly string[],
): Promise<void> {
  const byLanguage = new Map<ContentLanguage, SQL[]>()
  held.forEach(({ language, query }, at) => {
    // A label of stop words only matches nothing, as in the search's own query.
    if (query === '') return
    const rows = byLanguage.get(language) ?? []
    rows.push(
      sql`(${at}, ${query}::tsquery, ${weighted(query, 'A')}::tsquery, ${weighted(query, 'AB')}::tsquery)`,
    )
    byLanguage.set(language, rows)
  })
  if (byLanguage.size === 0) return
  const matching = sql.join(
    [...byLanguage].map(([language, rows]) => {
      const published = sql`o.language = ${sql.raw(`'${language}'`)} and ${isPublishedOffer('o')}`
      // A first read scans each label's index entries; an update checks the few changed offers against
      // every label instead (their rows read once, `offset 0` keeping the planner from merging them back).
      const offers = among
        ? sql`(select o.id, o.search_vector from offer_search o
               where ${published} and o.id = any(${`{${among.join(',')}}`}::uuid[]) offset 0) o`
        : sql`offer_search o`
      return sql`select l.at, o.id::text as id,
          case when o.search_vector @@ l.title then 2 when o.search_vector @@ l.named then 1 else 0 end as field
        from (values ${sql.join(rows, sql`, `)}) as l(at, query, title, named)
        join ${offers} on o.search_vector @@ l.query
        ${among ? sql`` : sql`where ${published}`}`
    }),
    sql` union all `,
  )
  const rows = await queryRows<{ at: number; id: string; field: MatchField }>(db, matching)
  for (const { at, id, field } of rows) held[at]!.offers.set(id, Number(field) as MatchField)
}
