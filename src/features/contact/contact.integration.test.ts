import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contactMessages, outgoingMails } from '~/server/db/schema'
import { engines } from '../../../tests/databases'
import { suiteDatabase } from '../../../tests/suite-database'
import { submitContactMessage } from './contact.server'

describe.each(engines())('contact messages on $name', ({ open }) => {
  const database = suiteDatabase(open)

  it('keeps the message for the team; the acknowledgement repeats nothing the sender typed', async () => {
    const target = `someone-${crypto.randomUUID()}@example.be`
    await submitContactMessage(
      database.db,
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
    const [stored] = await database.db.select().from(contactMessages).where(eq(contactMessages.email, target))
    expect(stored!.message).toContain('evil.example')
    const [acknowledgement] = await database.db
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.toAddress, target))
    expect(acknowledgement!.subject).not.toContain('evil')
    expect(acknowledgement!.text).not.toContain('evil.example')
    expect(acknowledgement!.html).not.toContain('evil.example')
    expect(acknowledgement!.text).toContain('48')
  })
})
