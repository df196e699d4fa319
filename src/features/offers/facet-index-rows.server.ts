/**
 * The facet index's arrays, built from the published offers' rows: whole, or brought up to date by
 * re-reading only the offers changed since the index's version (`offer_index_changes`, written by the
 * triggers that bump the version), so an import of 1,000 offers costs a read of 1,000 rows on each node
 * instead of a rebuild of every offer.
 */

import { sql } from 'drizzle-orm'
import { type Database, queryRows } from '~/server/db/client'
import { OFFER_FILTER_VALUES, type OfferFilterKey } from './offer-list-url'
import { isPublishedOffer } from './offer-visibility.server'

export const NONE = 255

type ScalarKey = Exclude<OfferFilterKey, 'sector_activity'>

export type FacetIndex = {
  version: number
  size: number
  ids: string[]
  positionOf: Map<string, number>
  /** Milliseconds since epoch; offers are stored newest first. */
  publishedAt: Float64Array
  /** The closing date, in milliseconds since epoch (Infinity when there is none). */
  validThrough: Float64Array
  /** One code per offer for the single-valued keys (NONE when unset). */
  codes: Record<ScalarKey, Uint8Array>
  /** Sector codes of every offer, flattened: offer i has sectorCodes[sectorStart[i] .. sectorStart[i + 1]). */
  sectorCodes: Uint8Array
  sectorStart: Uint32Array
}

type Row = {
  id: string
  published_at: string | Date
  valid_through: string | Date | null
  region: string | null
  remote_policy: string
  contract_type: string
  category: string
  company_size: string
  sectors: string[]
  responds_quickly: boolean
}

const SCALAR_KEYS: readonly ScalarKey[] = [
  'zones',
  'remote',
  'contrat_type',
  'number_employes',
  'category_metier',
  'reponse',
]

export const codeOf = (key: OfferFilterKey) => {
  const values = OFFER_FILTER_VALUES[key] as readonly string[]
  const map = new Map(values.map((value, index) => [value, index]))
  return (value: string | null) => (value === null ? NONE : (map.get(value) ?? NONE))
}

/** The published offers' rows, newest first; only those of `ids` when given. */
function readRows(db: Database, ids?: readonly string[]): Promise<Row[]> {
  return queryRows<Row>(
    db,
    sql`select o.id, o.published_at, o.valid_through, o.region::text as region, o.remote_policy::text as remote_policy,
               o.contract_type::text as contract_type, o.category::text as category, c.size::text as company_size, o.sectors, c.responds_quickly
        from offers o join companies c on c.id = o.company_id
        where ${isPublishedOffer('o')} and o.published_at is not null
          ${ids ? sql`and o.id = any(${`{${ids.join(',')}}`}::uuid[])` : sql``}
        order by o.published_at desc, o.id`,
  )
}

type Columns = Pick<FacetIndex, 'ids' | 'publishedAt' | 'validThrough' | 'codes'> & { sectors: number[] }

/** An index of `size` offers; `write` fills offer i's columns and pushes its sector codes onto `sectors`. */
function assembled(version: number, size: number, write: (i: number, columns: Columns) => void): FacetIndex {
  const columns: Columns = {
    ids: new Array(size),
    publishedAt: new Float64Array(size),
    validThrough: new Float64Array(size),
    codes: Object.fromEntries(SCALAR_KEYS.map((key) => [key, new Uint8Array(size)])) as FacetIndex['codes'],
    sectors: [],
  }
  const sectorStart = new Uint32Array(size + 1)
  for (let i = 0; i < size; i++) {
    sectorStart[i] = columns.sectors.length
    write(i, columns)
  }
  sectorStart[size] = columns.sectors.length
  const { ids, publishedAt, validThrough, codes, sectors } = columns
  const positionOf = new Map(ids.map((id, i) => [id, i]))
  const sectorCodes = Uint8Array.from(sectors)
  return { version, size, ids, positionOf, publishedAt, validThrough, codes, sectorCodes, sectorStart }
}

function fromRows(version: number, rows: Row[]): FacetIndex {
  const code = {
    zones: codeOf('zones'),
    remote: codeOf('remote'),
    contrat_type: codeOf('contrat_type'),
    number_employes: codeOf('number_employes'),
    category_metier: codeOf('category_metier'),
    reponse: codeOf('reponse'),
    sector_activity: codeOf('sector_activity'),
  }
  return assembled(version, rows.length, (i, { ids, publishedAt, validThrough, codes, sectors }) => {
    const row = rows[i]!
    ids[i] = row.id
    publishedAt[i] = new Date(row.published_at).getTime()
    validThrough[i] = row.valid_through ? new Date(row.valid_through).getTime() : Number.POSITIVE_INFINITY
    codes.zones[i] = code.zones(row.region)
    codes.remote[i] = code.remote(row.remote_policy)
    codes.contrat_type[i] = code.contrat_type(row.contract_type)
    codes.number_employes[i] = code.number_employes(row.company_size)
    codes.category_metier[i] = code.category_metier(row.category)
    codes.reponse[i] = code.reponse(row.responds_quickly ? 'rapide' : null)
    for (const sector of row.sectors ?? []) {
      const c = code.sector_activity(sector)
      if (c !== NONE) sectors.push(c)
    }
  })
}

/** Every published offer read again. */
export async function buildIndex(db: Database, version: number): Promise<FacetIndex> {
  return fromRows(version, await readRows(db))
}

/**
 * The offers written after version `from` up to `to`, from the changes' log; null when the log does not reach
 * back to `from` (pruned, a bulk write, a TRUNCATE).
 */
export async function offersChangedBetween(db: Database, from: number, to: number): Promise<string[] | null> {
  if (to < from) return null
  const [log] = await queryRows<{ logged_from: number; ids: string[] | null }>(
    db,
    sql`select (select offers_logged_from from search_state where id = 1) as logged_from,
               array(select distinct offer_id::text from offer_index_changes
                     where version > ${from} and version <= ${to}) as ids`,
  )
  if (!log || Number(log.logged_from) > from) return null
  return log.ids ?? []
}

/** Above this share of the index changed, re-reading everything is as cheap as merging. */
const MERGE_UP_TO = 0.25

/**
 * `index` brought to `version` by re-reading the offers changed in between; null when the log does not
 * reach back to the index's version (pruned, a bulk write, a TRUNCATE) or too much changed.
 */
export async function updateIndex(
  db: Database,
  index: FacetIndex,
  version: number,
): Promise<FacetIndex | null> {
  const changed = await offersChangedBetween(db, index.version, version)
  if (!changed || changed.length > Math.max(1000, index.size * MERGE_UP_TO)) return null
  if (changed.length === 0) return { ...index, version }
  return merged(index, fromRows(version, await readRows(db, changed)), changed)
}

/** Whether position `i` of `a` comes before position `j` of `b`: newest first, then by id. */
const before = (a: FacetIndex, i: number, b: FacetIndex, j: number) =>
  a.publishedAt[i]! > b.publishedAt[j]! || (a.publishedAt[i] === b.publishedAt[j] && a.ids[i]! < b.ids[j]!)

/** The offers of `index` but those of `changed`, and the offers of `fresh` (as re-read), in index order. */
function merged(index: FacetIndex, fresh: FacetIndex, changed: readonly string[]): FacetIndex {
  const gone = new Uint8Array(index.size)
  for (const id of changed) {
    const position = index.positionOf.get(id)
    if (position !== undefined) gone[position] = 1
  }
  // Where each offer of the result comes from: a position of `index`, or -1 - a position of `fresh`.
  const origins: number[] = []
  for (let i = 0, j = 0; i < index.size || j < fresh.size; ) {
    if (i < index.size && gone[i]) i++
    else if (j >= fresh.size || (i < index.size && before(index, i, fresh, j))) origins.push(i++)
    else origins.push(-1 - j++)
  }
  return assembled(fresh.version, origins.length, (k, { ids, publishedAt, validThrough, codes, sectors }) => {
    const origin = origins[k]!
    const [from, p] = origin >= 0 ? [index, origin] : [fresh, -1 - origin]
    ids[k] = from.ids[p]!
    publishedAt[k] = from.publishedAt[p]!
    validThrough[k] = from.validThrough[p]!
    for (const key of SCALAR_KEYS) codes[key][k] = from.codes[key][p]!
    for (let s = from.sectorStart[p]!, end = from.sectorStart[p + 1]!; s < end; s++)
      sectors.push(from.sectorCodes[s]!)
  })
}
