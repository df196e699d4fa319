import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engines, type TestDatabase } from '../../../tests/databases'
import { readiness } from './readiness'

describe.each(engines())('readiness on $name', (engine) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await engine.open()
  })
  afterAll(async () => {
    await database?.dispose()
  })

  it('is ready once every shipped migration is applied, and says so when one is missing', async () => {
    const ready = await readiness(database.db)
    expect(ready.ready).toBe(true)
    expect(ready.database).toBe('ok')
    expect(ready.migrations.applied).toBe(ready.migrations.expected)
    expect(ready.migrations.expected).toBeGreaterThan(20)
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    )
    expect(await readiness(database.db)).toMatchObject({ ready: false, database: 'ok' })
  })
})
