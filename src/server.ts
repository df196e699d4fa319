import { createServerEntry, createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { startDatabase } from './server/db'

const fetch = createStartHandler(defaultStreamHandler)

// Open, migrate and (first time) seed the database when the server boots, not on the first request.
// A database that cannot be opened is one clear message and a stop, not a stack trace per request.
startDatabase().catch((error: unknown) => {
  console.error(`\nTremplin cannot start: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})

export default createServerEntry({ fetch })
