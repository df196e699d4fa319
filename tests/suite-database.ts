/** The database a describe block's integration tests share, on one engine of `engines()`. */
import { afterAll, beforeAll } from 'vitest'
import type { Database } from '~/server/db/client'
import { type SeedOptions, seedDatabase } from '~/server/db/seed'
import type { Engine, TestDatabase } from './databases'

/**
 * Opens the database (seeded when `seed` is given) before the block's tests and disposes of it after
 * them: `const database = suiteDatabase(open, { offers: 20 })`, then `database.db` inside hooks and tests.
 */
export function suiteDatabase(open: Engine['open'], seed?: SeedOptions): { readonly db: Database } {
  let handle: TestDatabase | undefined
  beforeAll(async () => {
    handle = await open()
    if (seed) await seedDatabase(handle.db, seed)
  })
  afterAll(async () => {
    await handle?.dispose()
  })
  return {
    get db() {
      if (!handle) throw new Error('The database opens in beforeAll: read it inside a hook or a test.')
      return handle.db
    },
  }
}
