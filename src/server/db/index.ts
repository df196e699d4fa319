/**
 * The application's database, opened once per process at server boot: migrations run, and an empty
 * embedded database gets the demo seed. Services take the `Database` as an argument; handlers get it here.
 */
import { env } from '../env'
import { ensureDemoImages } from '../images/demo-images.server'
import { configuredDatabase, type Database, type DatabaseHandle, openDatabase } from './client'
import { isDatabaseEmpty, seedDatabase } from './seed'

export type { Database } from './client'

const globalForDb = globalThis as unknown as { tremplinDatabase?: Promise<DatabaseHandle> }

async function boot(): Promise<DatabaseHandle> {
  const config = env()
  const handle = await openDatabase(configuredDatabase(config))
  await handle.migrate()
  if (handle.kind === 'pglite' && (await isDatabaseEmpty(handle.db))) {
    const started = performance.now()
    const counts = await seedDatabase(handle.db)
    console.info(
      `Tremplin: seeded the demo database in ${config.dataDir} (${counts.companies} companies, ${counts.offers} offers) in ${Math.round(performance.now() - started)} ms`,
    )
  }
  // The embedded database is the demo: its pictures are drawn on the first boot (and again if deleted).
  if (handle.kind === 'pglite') {
    const started = performance.now()
    const written = await ensureDemoImages()
    if (written > 0)
      console.info(`Tremplin: drew ${written} demo pictures in ${Math.round(performance.now() - started)} ms`)
  }
  return handle
}

/** Starts the database (idempotent); call at server boot so the first request does not pay for it. */
export function startDatabase(): Promise<DatabaseHandle> {
  globalForDb.tremplinDatabase ??= boot()
  return globalForDb.tremplinDatabase
}

/** The application's database if this process started it (a server), else null (a script, a test). */
export function runningDatabase(): Promise<DatabaseHandle> | null {
  return globalForDb.tremplinDatabase ?? null
}

export async function getDb(): Promise<Database> {
  return (await startDatabase()).db
}

/**
 * Closes the database if it was opened. The embedded database must be closed before the process ends:
 * stopped in the middle of a write, its files may not open again.
 */
export async function closeDatabase(): Promise<void> {
  const opening = globalForDb.tremplinDatabase
  if (!opening) return
  globalForDb.tremplinDatabase = undefined
  await (await opening.catch(() => null))?.close()
}
