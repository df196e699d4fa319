/**
 * Vitest's global setup: one embedded database migrated for the whole run and dumped to a file, which each
 * test file's PGlite starts from (tests/databases.ts) instead of creating and migrating its own cluster
 * (0.6 s instead of 2.8 s of CPU, for some forty databases a run).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '~/server/db/client'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated embedded database's dump (a tar file). */
    migratedPgliteDump: string
  }
}

export default async function setup(project: TestProject) {
  const handle = await openDatabase({ kind: 'pglite' })
  await handle.migrate()
  if (handle.connection.kind !== 'pglite') throw new Error('expected the embedded database')
  const dump = await handle.connection.client.dumpDataDir('none')
  await handle.close()
  const dir = mkdtempSync(join(tmpdir(), 'tremplin-tests-'))
  const file = join(dir, 'migrated-pglite.tar')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('migratedPgliteDump', file)
  return () => rmSync(dir, { recursive: true, force: true })
}
