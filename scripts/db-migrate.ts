/** `npm run db:migrate`: runs the committed migrations on the configured database (they also run at boot). */
import { openDatabase } from '../src/server/db/client'
import { env } from '../src/server/env'

const config = env()
const handle = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
)
try {
  await handle.migrate()
  console.info(
    `Migrations applied (${handle.kind === 'postgres' ? 'PostgreSQL' : `embedded database in ${config.dataDir}`}).`,
  )
} finally {
  await handle.close()
}
