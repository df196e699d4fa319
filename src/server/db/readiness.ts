/**
 * Readiness (`GET /api/ready`): the database answers and every committed migration is applied — what a
 * load balancer or an orchestrator waits for before sending traffic to a node (liveness is `/api/health`).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { type Database, migrationsFolder, queryRows } from './client'

export type Readiness = {
  ready: boolean
  database: 'ok' | 'unreachable'
  migrations: { applied: number; expected: number }
}

let expected: number | undefined
/** The migrations this build ships (its journal), read once. */
function expectedMigrations(): number {
  expected ??= (
    JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[]
    }
  ).entries.length
  return expected
}

export async function readiness(db: Database): Promise<Readiness> {
  const wanted = expectedMigrations()
  try {
    const [row] = await queryRows<{ applied: number }>(
      db,
      sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
    )
    const applied = Number(row?.applied ?? 0)
    return { ready: applied >= wanted, database: 'ok', migrations: { applied, expected: wanted } }
  } catch {
    return { ready: false, database: 'unreachable', migrations: { applied: 0, expected: wanted } }
  }
}
