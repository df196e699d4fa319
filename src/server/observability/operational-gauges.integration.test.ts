import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outgoingMails } from '~/server/db/schema'
import { engines, type TestDatabase } from '../../../tests/databases'
import { metrics } from './metrics'
import { registerOperationalGauges } from './operational-gauges'

describe.each(engines())('operational gauges on $name', (engine) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await engine.open()
  })
  afterAll(async () => {
    await database?.dispose()
  })

  it('count the mail outbox and, on PostgreSQL, the pool', async () => {
    const hourAgo = new Date(Date.now() - 3600_000)
    await database.db.insert(outgoingMails).values([
      { toAddress: 'a@example.be', subject: 's', text: 't', html: 'h', createdAt: hourAgo, attempts: 2 },
      { toAddress: 'b@example.be', subject: 's', text: 't', html: 'h' },
      { toAddress: 'c@example.be', subject: 's', text: 't', html: 'h', sentAt: new Date() },
    ])
    registerOperationalGauges(database)
    const text = await metrics().registry.metrics()
    expect(text).toContain('tremplin_mail_outbox{measure="waiting"} 2')
    expect(text).toContain('tremplin_mail_outbox{measure="retrying"} 1')
    const oldest = Number(/tremplin_mail_outbox\{measure="oldest_seconds"\} ([\d.]+)/.exec(text)?.[1])
    expect(oldest).toBeGreaterThan(3500)
    expect(oldest).toBeLessThan(3700)
    if (engine.name === 'postgres')
      expect(text).toMatch(/tremplin_db_pool_connections\{state="total"\} [1-9]/)
    else expect(text).not.toMatch(/tremplin_db_pool_connections\{/)
    // No address ever reaches the metrics.
    expect(text).not.toContain('example.be')
  })
})
