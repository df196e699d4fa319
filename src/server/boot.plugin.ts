import { setFlagsFromString } from 'node:v8'
import { definePlugin } from 'nitro'
import { closeDatabase, startDatabase } from './db'
import { watchDataVersion } from './db/data-version'
import { type EmbeddedServer, serveEmbeddedDatabase } from './db/embedded-server'
import { drainWriteBehind } from './db/write-behind'
import { appSecretWarning, env } from './env'
import { isUnreadableServerFnCall } from './http/server-fn-failures'
import { stopJobQueue } from './jobs/queue'
import { routeConsoleToLog } from './observability/log'
import { metrics } from './observability/metrics'
import { registerOperationalGauges } from './observability/operational-gauges'
import { currentRequestPath } from './observability/request-context'
import { DATABASE_READY } from './worker-messages.mjs'

/**
 * Runs when the server process starts (a Nitro plugin), not on the first request: opens, migrates and,
 * the first time, seeds the database. A database that cannot be opened is one clear message and a stop.
 * On SIGINT/SIGTERM the server stops taking requests, then the job queue and the database close in
 * that order (Nitro's `close` hook), so Ctrl+C never leaves the embedded database half-written.
 */
export default definePlugin((nitroApp) => {
  // V8 otherwise starts a full collection for every 64 MB of ArrayBuffer memory allocated since the last,
  // however short-lived: the pages' compressed bytes (brotli's output chunks) made one every few seconds
  // under load, and the requests in flight waited 40-70 ms each time. Counted in the heap's global limit
  // instead (as Chrome does), they no longer start one by themselves (bench:throughput, see the README).
  setFlagsFromString('--external-memory-accounted-in-global-limit')
  // First: every line after this one is JSON with the request's id (server/observability/log.ts).
  routeConsoleToLog({
    callersMistake: (error) => isUnreadableServerFnCall(currentRequestPath(), error),
  })
  // A worker answers the primary's gathering for /metrics from the start, before its first request (the
  // database's process, which takes none, too: its memory and CPU are the server's).
  metrics()
  const config = env()
  const warning = appSecretWarning(config)
  if (warning && !config.serveDatabaseDir) console.warn(warning)
  if (config.devMailbox && !config.serveDatabaseDir)
    console.warn(
      'Tremplin: /dev/mailbox is on (loopback clients only): every e-mail, links included, is readable there.',
    )
  let stopWatching: Promise<() => Promise<void>> | null = null
  let serving: EmbeddedServer | null = null
  startDatabase()
    .then(async (handle) => {
      // `npm start`'s database process: it opened, migrated and seeded the embedded database; from now on
      // only its workers use it, through the socket (scripts/start.mjs forks them once told it is ready).
      if (config.serveDatabaseDir && handle.connection.kind === 'pglite') {
        serving = await serveEmbeddedDatabase(handle.connection.client, config.serveDatabaseDir)
        process.send?.({ type: DATABASE_READY, url: serving.url })
        return
      }
      stopWatching = watchDataVersion(handle)
      registerOperationalGauges(handle)
      // Without notifications the page cache checks the version on every visit: slower, still correct.
      stopWatching.catch((error: unknown) =>
        console.warn(`Tremplin: not listening for data changes: ${error}`),
      )
    })
    .catch((error: unknown) => {
      console.error(`\nTremplin cannot start: ${error instanceof Error ? error.message : String(error)}\n`)
      process.exit(1)
    })
  nitroApp.hooks.hook('close', async () => {
    await drainWriteBehind().catch(() => {})
    await stopJobQueue()
    await (await stopWatching?.catch(() => null))?.()
    await serving?.close()
    await closeDatabase()
    // Timers of libraries (pools, pg-boss) could keep a stopped production server alive: end it. The dev
    // server restarts its Nitro app in place, so it is left running there.
    if (!import.meta.dev) setTimeout(() => process.exit(0), 200).unref()
  })
})
