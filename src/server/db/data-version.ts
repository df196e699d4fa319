import { AsyncLocalStorage } from 'node:async_hooks'
import { sql } from 'drizzle-orm'
import { type Database, type DatabaseHandle, queryRows } from './client'

/** The counters of `search_state`: what an app node compares with what it keeps in memory. */
export type DataVersion = { offers: number; content: number }

const inFlight = new WeakMap<Database, Promise<DataVersion>>()

/**
 * The public data's version. Concurrent requests share one query (under load a render or a page-cache hit
 * waits for a check already under way instead of queueing its own); a request arriving after it finished
 * asks again, so writes are seen at once, on every node. Inside `withRecentDataVersion` (an anonymous
 * visitor's page), the version from memory instead.
 */
export function currentDataVersion(db: Database): Promise<DataVersion> {
  return anonymousWork().getStore() ? recentDataVersion(db) : sharedDataVersionRead(db)
}

const ANONYMOUS_KEY = Symbol.for('tremplin.anonymousDataVersion')
function anonymousWork(): AsyncLocalStorage<true> {
  const shared = globalThis as { [ANONYMOUS_KEY]?: AsyncLocalStorage<true> }
  shared[ANONYMOUS_KEY] ??= new AsyncLocalStorage<true>()
  return shared[ANONYMOUS_KEY]
}

/**
 * Runs the render of a page for an anonymous visitor, whose reads need not see a write the moment it
 * commits (she made none): `currentDataVersion` then answers like `recentDataVersion`, from memory between
 * writes, as the page cache already does for her (one query less per render, ~5 % of a job list's CPU).
 */
export function withRecentDataVersion<T>(work: () => T): T {
  return anonymousWork().run(true, work)
}

function sharedDataVersionRead(db: Database): Promise<DataVersion> {
  const running = inFlight.get(db)
  if (running) return running
  const check = readDataVersion(db).finally(() => inFlight.delete(db))
  inFlight.set(db, check)
  return check
}

async function readDataVersion(db: Database): Promise<DataVersion> {
  const [row] = await queryRows<DataVersion>(
    db,
    sql`select offers_version as offers, content_version as content from search_state where id = 1`,
  )
  return row ?? { offers: 0, content: 0 }
}

export const DATA_VERSION_CHANNEL = 'tremplin_data_version'

/** How long a version read stays trusted without a notification; a safety net, not the mechanism. */
const TRUSTED_MS = 5000

type Watch = {
  listening: boolean
  generation: number
  read: { generation: number; at: number; version: Promise<DataVersion> } | null
}

const WATCH_KEY = Symbol.for('tremplin.dataVersionWatch')
function watch(): Watch {
  const shared = globalThis as { [WATCH_KEY]?: Watch }
  shared[WATCH_KEY] ??= { listening: false, generation: 0, read: null }
  return shared[WATCH_KEY]
}

/**
 * Listens for the triggers' notifications (every write to public data, on any node), so that
 * `recentDataVersion` can answer from memory between writes. Call once per process, at boot.
 */
export async function watchDataVersion(handle: Pick<DatabaseHandle, 'listen'>): Promise<() => Promise<void>> {
  const state = watch()
  const changed = () => {
    state.generation++
    state.read = null
  }
  const stop = await handle.listen(DATA_VERSION_CHANNEL, changed, () => {
    state.listening = false
    changed()
  })
  state.listening = true
  return async () => {
    state.listening = false
    await stop()
  }
}

/**
 * The data version, from memory while this process listens and nothing changed since it was read (a hit
 * of the page cache then costs no query); read from the database otherwise.
 */
export function recentDataVersion(db: Database): Promise<DataVersion> {
  const state = watch()
  if (!state.listening) return sharedDataVersionRead(db)
  const now = Date.now()
  const read = state.read
  if (read && read.generation === state.generation && now - read.at < TRUSTED_MS) return read.version
  // Not the shared in-flight read of `currentDataVersion`: one started before the last write would do.
  const fresh = { generation: state.generation, at: now, version: readDataVersion(db) }
  state.read = fresh
  fresh.version.catch(() => {
    if (state.read === fresh) state.read = null
  })
  return fresh.version
}
