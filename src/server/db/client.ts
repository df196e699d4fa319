/**
 * Opens the database: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set. Both get the
 * same schema and migrations; services receive the `Database` as an argument.
 */
import { mkdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import type { SQL } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { claimDataDir, dataDirHolder, describeHolder } from './data-dir-lock'
import * as schema from './schema'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>
export type DatabaseKind = 'pglite' | 'postgres'

export type DatabaseHandle = {
  db: Database
  kind: DatabaseKind
  /** Runs the committed migrations (idempotent). */
  migrate: () => Promise<void>
  /** What the job queue connects through: its own pool on PostgreSQL, the same instance on PGlite. */
  connection: { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite }
  /**
   * Calls `onNotify` on every NOTIFY of `channel` (from any node), and `onLost` while notifications may be
   * missed (PostgreSQL connection lost; it reconnects). Resolves once listening; returns how to stop.
   */
  listen: (channel: string, onNotify: () => void, onLost?: () => void) => Promise<() => Promise<void>>
  close: () => Promise<void>
  /** The PostgreSQL pool's connections (metrics); none for the embedded database. */
  poolStats: () => { total: number; idle: number; waiting: number } | null
}

export type OpenOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir` undefined = in memory (tests); `startFrom`: an in-memory database begins as a copy of this
   * dump (`dumpDataDir`) instead of an empty cluster (tests copy one migrated database: 0.6 s instead of 2.8).
   */
  | { kind: 'pglite'; dataDir?: string; startFrom?: Blob }

export class DatabaseOpenError extends Error {}

/** The database a configuration names: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function configuredDatabase(config: { databaseUrl?: string; dataDir: string }): OpenOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir }
}

export function migrationsFolder(): string {
  const folder = resolve(process.env.MIGRATIONS_DIR ?? 'drizzle')
  try {
    statSync(join(folder, 'meta', '_journal.json'))
  } catch {
    throw new DatabaseOpenError(
      `The SQL migrations were not found in ${folder}. Start Tremplin from the repository folder (npm start).`,
    )
  }
  return folder
}

function ensureDataDir(dataDir: string): string {
  const dbDir = join(dataDir, 'db')
  try {
    mkdirSync(dbDir, { recursive: true })
  } catch (error) {
    throw new DatabaseOpenError(
      `DATA_DIR "${dataDir}" cannot be used for the embedded database: ${(error as Error).message}. ` +
        'Point DATA_DIR to a writable folder.',
    )
  }
  return dbDir
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    // An idle connection dropped by the server (restart, failover) must not crash the process: the pool
    // replaces it on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`))
    try {
      const client = await pool.connect()
      client.release()
    } catch (error) {
      await pool.end().catch(() => {})
      throw new DatabaseOpenError(`Cannot connect to PostgreSQL (DATABASE_URL): ${(error as Error).message}`)
    }
    const db = drizzlePg(pool, { schema }) as unknown as Database
    return {
      db,
      kind: 'postgres',
      connection: { kind: 'postgres', url: options.url },
      migrate: () => migratePg(db as never, { migrationsFolder: migrationsFolder() }),
      listen: (channel, onNotify, onLost) => listenPg(options.url, channel, onNotify, onLost),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    }
  }

  const dataDir = options.dataDir === undefined ? undefined : ensureDataDir(options.dataDir)
  // Two processes on one embedded database corrupt it: the app and the db:* scripts each announce theirs.
  let release = async () => {}
  if (options.dataDir !== undefined) {
    const holder = await dataDirHolder(options.dataDir)
    if (holder?.verified) throw new DatabaseOpenError(describeHolder(holder, options.dataDir))
    release = await claimDataDir(options.dataDir)
  }
  let client: PGlite
  try {
    client = await PGlite.create({
      dataDir,
      loadDataDir: options.startFrom,
      extensions: { unaccent, pg_trgm },
    })
  } catch (error) {
    await release()
    throw new DatabaseOpenError(
      `The embedded database in "${dataDir}" cannot be opened (${(error as Error).message || String(error)}). ` +
        'It may be corrupt or from another version: move the folder away (or set DATA_DIR elsewhere) to start with a fresh demo database.',
    )
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database
  return {
    db,
    kind: 'pglite',
    connection: { kind: 'pglite', client },
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, onNotify)
      return () => stop()
    },
    close: async () => {
      try {
        await client.close()
      } finally {
        await release()
      }
    },
    poolStats: () => null,
  }
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries), reconnecting a second
 * after it is lost, for as long as it was not stopped.
 */
async function listenPg(
  url: string,
  channel: string,
  onNotify: () => void,
  onLost: () => void = () => {},
): Promise<() => Promise<void>> {
  let stopped = false
  let current: pg.Client | null = null
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url })
    client.on('notification', (message) => message.channel === channel && onNotify())
    const lost = () => {
      if (current !== client) return
      current = null
      onLost()
      if (!stopped) setTimeout(() => connect().catch(lostAgain), 1000).unref()
    }
    const lostAgain = () => {
      onLost()
      if (!stopped) setTimeout(() => connect().catch(lostAgain), 1000).unref()
    }
    client.on('error', lost)
    client.on('end', lost)
    await client.connect()
    await client.query(`LISTEN "${channel.replaceAll('"', '')}"`)
    current = client
    // What changed while no one listened is unknown: count it as a change.
    onNotify()
  }
  await connect()
  return async () => {
    stopped = true
    const client = current
    current = null
    await client?.end().catch(() => {})
  }
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}
