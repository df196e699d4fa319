/** `npm run db:migrate`: runs the committed migrations on the configured database (they also run at boot). */
import { configuredDatabase, openDatabase } from '../src/server/db/client'
import { env } from '../src/server/env'

const config = env()
const handle = await openDatabase(configuredDatabase(config))
try {
  await handle.migrate()
  console.info(
    `Migrations applied (${handle.kind === 'postgres' ? 'PostgreSQL' : `embedded database in ${config.dataDir}`}).`,
  )
} finally {
  await handle.close()
}
