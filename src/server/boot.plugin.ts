import { definePlugin } from 'nitro'
import { startDatabase } from './db'

/**
 * Runs when the server process starts (a Nitro plugin), not on the first request: opens, migrates and,
 * the first time, seeds the database. A database that cannot be opened is one clear message and a stop.
 */
export default definePlugin(() => {
  startDatabase().catch((error: unknown) => {
    console.error(`\nTremplin cannot start: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  })
})
