import { desc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { validateEmail } from '~/features/auth/account-links.server'
import { registerAccount } from '~/features/auth/accounts.server'
import { newsletterSubscribers, outgoingMails } from '~/server/db/schema'
import { engines } from '../../../tests/databases'
import { suiteDatabase } from '../../../tests/suite-database'
import { confirmationToken, confirmNewsletter, subscribeToNewsletter } from './newsletter.server'

describe.each(engines())('newsletter double opt-in on $name', ({ open }) => {
  const database = suiteDatabase(open)

  const rowOf = async (email: string) =>
    (
      await database.db
        .select()
        .from(newsletterSubscribers)
        .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`)
    )[0]
  const mailsTo = (email: string) =>
    database.db
      .select()
      .from(outgoingMails)
      .where(sql`lower(${outgoingMails.toAddress}) = lower(${email})`)
      .orderBy(desc(outgoingMails.createdAt))
  const tokenIn = (text: string) => {
    const match = /newsletter-confirm\?token=(\S+)/.exec(text)
    return match ? decodeURIComponent(match[1]!) : ''
  }

  it('keeps a typed address pending until its confirmation link is opened, once, whatever its case', async () => {
    expect(await subscribeToNewsletter(database.db, 'Lea.Dupont@example.be', 'fr')).toBe('confirmation-sent')
    expect(await subscribeToNewsletter(database.db, 'lea.dupont@EXAMPLE.be', 'nl')).toBe('confirmation-sent')
    const pending = await rowOf('lea.dupont@example.be')
    expect(pending).toMatchObject({ locale: 'nl', confirmedAt: null, unsubscribedAt: null })
    const mails = await mailsTo('lea.dupont@example.be')
    expect(mails).toHaveLength(2)
    expect(mails[0]!.subject).toMatch(/nieuwsbrief/i)
    expect(mails[0]!.userId).toBeNull()
    expect(await confirmNewsletter(database.db, tokenIn(mails[0]!.text))).toBe('confirmed')
    expect((await rowOf('lea.dupont@example.be'))!.confirmedAt).not.toBeNull()
    // Subscribed: nothing more is sent, and a visitor cannot change her language.
    expect(await subscribeToNewsletter(database.db, 'LEA.dupont@example.be', 'en')).toBe('already-subscribed')
    expect(await mailsTo('lea.dupont@example.be')).toHaveLength(2)
    expect((await rowOf('lea.dupont@example.be'))!.locale).toBe('nl')
  })

  it('does not re-subscribe an address that unsubscribed until it confirms again; an old link undoes nothing', async () => {
    await subscribeToNewsletter(database.db, 'jan@example.be', 'nl')
    const firstLink = tokenIn((await mailsTo('jan@example.be'))[0]!.text)
    expect(await confirmNewsletter(database.db, firstLink)).toBe('confirmed')
    await database.db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: new Date() })
      .where(sql`lower(${newsletterSubscribers.email}) = 'jan@example.be'`)

    expect(await subscribeToNewsletter(database.db, 'jan@example.be', 'nl')).toBe('confirmation-sent')
    expect((await rowOf('jan@example.be'))!.unsubscribedAt).not.toBeNull()
    expect(await confirmNewsletter(database.db, firstLink)).toBe('invalid')
    expect((await rowOf('jan@example.be'))!.unsubscribedAt).not.toBeNull()
    const secondLink = tokenIn((await mailsTo('jan@example.be'))[0]!.text)
    expect(await confirmNewsletter(database.db, secondLink)).toBe('confirmed')
    expect((await rowOf('jan@example.be'))!.unsubscribedAt).toBeNull()
  })

  it('refuses forged, altered and expired links, and mails one address only a few times a day', async () => {
    await subscribeToNewsletter(database.db, 'mila@example.be', 'en')
    const row = (await rowOf('mila@example.be'))!
    const token = tokenIn((await mailsTo('mila@example.be'))[0]!.text)
    const [id, expires, signature] = token.split('.')
    expect(await confirmNewsletter(database.db, `${id}.${Number(expires) + 1}.${signature}`)).toBe('invalid')
    expect(await confirmNewsletter(database.db, `${id}.${expires}.${'A'.repeat(43)}`)).toBe('invalid')
    expect(await confirmNewsletter(database.db, 'null')).toBe('invalid')
    const state = { id: row.id, email: row.email, confirmed_at: null, unsubscribed_at: null }
    const old = confirmationToken(state, new Date(Date.now() - 30 * 86_400_000))
    expect(await confirmNewsletter(database.db, old)).toBe('expired')
    expect((await rowOf('mila@example.be'))!.confirmedAt).toBeNull()

    expect(await subscribeToNewsletter(database.db, 'mila@example.be', 'en')).toBe('confirmation-sent')
    expect(await subscribeToNewsletter(database.db, 'mila@example.be', 'en')).toBe('confirmation-sent')
    expect(await subscribeToNewsletter(database.db, 'mila@example.be', 'en')).toBe('not-sent')
    expect(await mailsTo('mila@example.be')).toHaveLength(3)
  })

  it('subscribes an account that opted in at registration when it confirms its address, not before', async () => {
    const created = await registerAccount(
      database.db,
      {
        firstName: 'Noor',
        email: 'noor@example.be',
        password: 'groene-stad-2026',
        newsletter: true,
        marketing: false,
      },
      'nl',
    )
    expect(created.kind).toBe('created')
    expect(await rowOf('noor@example.be')).toBeUndefined()
    const [mail] = await database.db
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.toAddress, 'noor@example.be'))
    const token = /validmail\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!
    expect(await validateEmail(database.db, token)).toBe('validated')
    expect(await rowOf('noor@example.be')).toMatchObject({ locale: 'nl', unsubscribedAt: null })
    expect((await rowOf('noor@example.be'))!.confirmedAt).not.toBeNull()
  })
})
