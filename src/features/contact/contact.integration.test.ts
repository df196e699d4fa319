import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '~/server/db/client'
import { contactMessages, outgoingMails } from '~/server/db/schema'
import { engines, type TestDatabase } from '../../../tests/databases'
import { submitContactMessage } from './contact.server'

describe.each(engines())('contact messages on $name', ({ open }) => {
  let database: TestDatabase
  let db: Database
  beforeAll(async () => {
    database = await open()
    db = database.db
  })
  afterAll(async () => {
    await database?.dispose()
  })

  it('keeps the message for the team; the acknowledgement repeats nothing the sender typed', async () => {
    const target = `someone-${crypto.randomUUID()}@example.be`
    await submitContactMessage(
      db,
      {
        subject: 'other',
        firstName: 'Claim your prize at evil.example',
        lastName: 'Now',
        phone: '',
        email: target,
        message: 'Your account is blocked: log in at https://evil.example/login to unblock it.',
      },
      'nl',
    )
    const [stored] = await db.select().from(contactMessages).where(eq(contactMessages.email, target))
    expect(stored!.message).toContain('evil.example')
    const [acknowledgement] = await db.select().from(outgoingMails).where(eq(outgoingMails.toAddress, target))
    expect(acknowledgement!.subject).not.toContain('evil')
    expect(acknowledgement!.text).not.toContain('evil.example')
    expect(acknowledgement!.html).not.toContain('evil.example')
    expect(acknowledgement!.text).toContain('48')
  })
})
