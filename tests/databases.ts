/**
 * The database engines the integration tests run on: an in-memory PGlite always, and a real PostgreSQL
 * when TEST_DATABASE_URL points to a server where the role may create databases (each test file gets a
 * throw-away database). With REQUIRE_POSTGRES=1 (CI) a missing PostgreSQL is a failure, not a skip.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { type DatabaseHandle, openDatabase } from '~/server/db/client'
import { serveEmbeddedDatabase } from '~/server/db/embedded-server'
import { asAdmin, databaseUrl } from './postgres-admin'

export type TestDatabase = DatabaseHandle & { dispose: () => Promise<void> }
export type Engine = { name: 'pglite' | 'postgres' | 'pglite served'; open: () => Promise<TestDatabase> }

const pglite: Engine = {
  name: 'pglite',
  open: async () => {
    // A copy of the database the global setup migrated (tests/global-setup.ts); `migrate` then finds
    // nothing to do, unless a migration was added since the run started.
    const dump = await readFile(inject('migratedPgliteDump'))
    const handle = await openDatabase({ kind: 'pglite', startFrom: new Blob([dump]) })
    await handle.migrate()
    return { ...handle, dispose: handle.close }
  },
}

/**
 * The embedded database as `npm start`'s workers reach it: PGlite served over the wire protocol
 * (server/db/embedded-server.ts), opened with node-postgres.
 */
export const servedPglite: Engine = {
  name: 'pglite served',
  open: async () => {
    const embedded = await pglite.open()
    if (embedded.connection.kind !== 'pglite') throw new Error('PGlite expected')
    const socketDir = await mkdtemp(join(tmpdir(), 'tremplin-test-db-'))
    const server = await serveEmbeddedDatabase(embedded.connection.client, socketDir)
    const handle = await openDatabase({ kind: 'postgres', url: server.url, poolSize: 4 })
    return {
      ...handle,
      dispose: async () => {
        await handle.close()
        await server.close()
        await embedded.dispose()
        await rm(socketDir, { recursive: true, force: true })
      },
    }
  },
}

function postgres(adminUrl: string): Engine {
  return {
    name: 'postgres',
    open: async () => {
      const name = `tremplin_test_${randomBytes(6).toString('hex')}`
      // A copy of the database the global setup migrated (tests/global-setup.ts); `migrate` then finds
      // nothing to do, unless a migration was added since the run started.
      const template = inject('migratedPostgresTemplate')
      await asAdmin(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
      const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name), poolSize: 4 })
      await handle.migrate()
      return {
        ...handle,
        dispose: async () => {
          await handle.close()
          const cleanup = new pg.Client({ connectionString: adminUrl })
          await cleanup.connect()
          // An autovacuum worker (a superuser's backend, which this role may not end) can hold the fresh
          // database for a moment: try again, and leave a throw-away database behind rather than fail.
          for (let attempt = 1; ; attempt++) {
            try {
              await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
              break
            } catch (error) {
              if (attempt === 10) {
                console.warn(`Test database ${name} not dropped: ${(error as Error).message}`)
                break
              }
              await new Promise((resolve) => setTimeout(resolve, 300 * attempt))
            }
          }
          await cleanup.end()
        },
      }
    },
  }
}

export function engines(): Engine[] {
  const url = process.env.TEST_DATABASE_URL
  if (!url && process.env.REQUIRE_POSTGRES === '1') {
    throw new Error(
      'REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: the PostgreSQL integration tests cannot run.',
    )
  }
  if (!url) console.warn('TEST_DATABASE_URL is not set: integration tests run on PGlite only.')
  return url ? [pglite, postgres(url)] : [pglite]
}
