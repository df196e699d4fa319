import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '~/server/db/client'
import { engines, type TestDatabase } from '../../../tests/databases'
import { purgeDecidedOrganisationRequests, purgeOldContactMessages } from './retention.server'

describe.each(engines())('the retention job on $name', (engine) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await engine.open()
  })
  afterAll(async () => {
    await database?.dispose()
  })

  it('deletes contact messages past 10 years, keeps the younger ones', async () => {
    const { db } = database
    const at = (
      iso: string,
    ) => sql`insert into contact_messages (subject, first_name, last_name, email, message, locale, created_at)
        values ('other', 'A', 'B', 'a@example.be', 'Bonjour', 'fr', ${iso}::timestamptz)`
    await db.execute(at('2016-11-25T10:00:00Z'))
    await db.execute(at('2016-11-27T10:00:00Z'))
    await db.execute(at('2026-01-01T10:00:00Z'))
    expect(await purgeOldContactMessages(db, new Date('2026-11-26T12:00:00Z'))).toBe(1)
    const left = await queryRows<{ created_at: Date }>(
      db,
      sql`select created_at from contact_messages order by created_at`,
    )
    expect(left.map((row) => new Date(row.created_at).toISOString().slice(0, 10))).toEqual([
      '2016-11-27',
      '2026-01-01',
    ])
    // Run again: nothing more to do.
    expect(await purgeOldContactMessages(db, new Date('2026-11-26T12:00:00Z'))).toBe(0)
  })

  it("deletes organisations' requests decided over 12 months ago, keeps younger and pending ones", async () => {
    const { db } = database
    const request = (name: string, status: string, reviewedAt: string | null) =>
      db.execute(sql`insert into organisation_requests
          (name, size, mission, commitments, contact_first_name, contact_last_name, contact_email, locale,
           status, reviewed_at, created_at)
        values (${name}, '5_50', 'Une mission', 'Des engagements', 'Anne', 'Peeters', 'anne@example.be', 'fr',
          ${status}::organisation_request_status, ${reviewedAt}::timestamptz, '2024-01-01T10:00:00Z'::timestamptz)`)
    await request('refused long ago', 'refused', '2025-11-20T10:00:00Z')
    await request('approved long ago', 'approved', '2025-10-01T10:00:00Z')
    await request('refused this year', 'refused', '2025-11-30T10:00:00Z')
    // Never decided: kept however old, until the committee decides.
    await request('pending for years', 'pending', null)
    const now = new Date('2026-11-26T12:00:00Z')
    expect(await purgeDecidedOrganisationRequests(db, now)).toBe(2)
    const left = await queryRows<{ name: string }>(
      db,
      sql`select name from organisation_requests order by name`,
    )
    expect(left.map((row) => row.name)).toEqual(['pending for years', 'refused this year'])
    expect(await purgeDecidedOrganisationRequests(db, now)).toBe(0)
  })
})
