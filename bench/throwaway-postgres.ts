/**
 * Runs a benchmark on a throw-away PostgreSQL database created beside BENCH_DATABASE_URL's, dropped after;
 * says so when the variable is not set.
 */
import { type DatabaseHandle, openDatabase } from '../src/server/db/client'

export async function onThrowawayPostgres(run: (handle: DatabaseHandle) => Promise<void>): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL
  if (!url) {
    console.info('\n(BENCH_DATABASE_URL not set: PostgreSQL skipped)')
    return
  }
  const { default: pg } = await import('pg')
  const name = `tremplin_bench_${Date.now()}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const target = new URL(url)
  target.pathname = `/${name}`
  try {
    await run(await openDatabase({ kind: 'postgres', url: target.toString() }))
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
}
