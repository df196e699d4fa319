/**
 * The newsletter's list, double opt-in: an address typed in the footer is only pending until the link of
 * the confirmation e-mail is opened; the newsletter goes to confirmed rows that did not unsubscribe
 * (`confirmed_at is not null and unsubscribed_at is null`). An address that unsubscribed stays so until
 * it confirms again. The link is signed with APP_SECRET over the row's state, so an old link cannot
 * undo a later unsubscribe.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { msg } from '@lingui/core/macro'
import { eq, sql } from 'drizzle-orm'
import { NEWSLETTER_CONFIRMATION_DAYS } from '~/domain/constants'
import type { Locale } from '~/i18n/locales'
import { pathFor } from '~/i18n/paths'
import { type Database, queryRows } from '~/server/db/client'
import { newsletterSubscribers } from '~/server/db/schema'
import { env } from '~/server/env'
import { sendMail } from '~/server/mail'
import { unprovenMail } from '~/server/mail/templates'
import { hitRateLimit, NEWSLETTER_ADDRESS_LIMIT } from '~/server/rate-limit'
import type { ConfirmOutcome } from './newsletter.model'

type Row = {
  id: string
  email: string
  unsubscribed_at: Date | string | null
  confirmed_at: Date | string | null
}

const DAY_MS = 86_400_000
const TOKEN = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/

const stateOf = (row: Row) => (row.unsubscribed_at ? String(new Date(row.unsubscribed_at).getTime()) : '-')

const signature = (row: Row, expires: string) =>
  createHmac('sha256', env().appSecret)
    .update(`newsletter-confirm:${row.id}.${row.email.toLowerCase()}.${stateOf(row)}.${expires}`)
    .digest('base64url')

/** The signed confirmation token of a subscriber row as it is now. */
export function confirmationToken(row: Row, now = new Date()): string {
  const expires = String(Math.floor((now.getTime() + NEWSLETTER_CONFIRMATION_DAYS * DAY_MS) / 1000))
  return `${row.id}.${expires}.${signature(row, expires)}`
}

export function confirmationMail(to: string, locale: Locale, token: string) {
  return unprovenMail(to, locale, {
    subject: msg`Confirmez votre inscription à la newsletter Tremplin`,
    lines: [
      msg`Quelqu'un, sans doute vous, a demandé à recevoir la newsletter de Tremplin à cette adresse.`,
      msg`Confirmez avec ce bouton pour la recevoir. Si vous n'avez rien demandé, ignorez ce message : vous ne recevrez rien.`,
    ],
    action: msg`Confirmer mon inscription`,
    url: `${env().appUrl}${pathFor('newsletterConfirm', locale)}?${new URLSearchParams({ token })}`,
  })
}

export type SubscribeOutcome = 'confirmation-sent' | 'already-subscribed' | 'not-sent'

/**
 * Records the address as pending (case-insensitive, once) and mails it a confirmation link; nothing is
 * sent to an address already subscribed, nor more than a few times a day to one address.
 */
export async function subscribeToNewsletter(
  db: Database,
  email: string,
  locale: Locale,
): Promise<SubscribeOutcome> {
  // The unique index is on lower(email), which Drizzle's onConflict target cannot name.
  const [row] = await queryRows<Row>(
    db,
    sql`insert into newsletter_subscribers (email, locale) values (${email}, ${locale})
        on conflict (lower(email)) do update set locale = case
          when newsletter_subscribers.confirmed_at is null or newsletter_subscribers.unsubscribed_at is not null
          then excluded.locale else newsletter_subscribers.locale end
        returning id, email, confirmed_at, unsubscribed_at`,
  )
  if (!row) return 'not-sent'
  if (row.confirmed_at && !row.unsubscribed_at) return 'already-subscribed'
  const limit = await hitRateLimit(db, `newsletter:address:${email.toLowerCase()}`, NEWSLETTER_ADDRESS_LIMIT)
  if (!limit.allowed) return 'not-sent'
  await sendMail(db, await confirmationMail(row.email, locale, confirmationToken(row)))
  return 'confirmation-sent'
}

/** Opens a confirmation link: the address is subscribed (again) from now on. */
export async function confirmNewsletter(
  db: Database,
  token: string,
  now = new Date(),
): Promise<ConfirmOutcome> {
  const match = TOKEN.exec(token)
  if (!match) return 'invalid'
  const [, id, expires, given] = match as unknown as [string, string, string, string]
  const [row] = await queryRows<Row>(
    db,
    sql`select id, email, confirmed_at, unsubscribed_at from newsletter_subscribers where id::text = ${id}`,
  )
  if (!row) return 'invalid'
  const expected = Buffer.from(signature(row, expires))
  const received = Buffer.from(given)
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return 'invalid'
  if (Number(expires) * 1000 < now.getTime()) return 'expired'
  await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: now, unsubscribedAt: null })
    .where(eq(newsletterSubscribers.id, row.id))
  return 'confirmed'
}
