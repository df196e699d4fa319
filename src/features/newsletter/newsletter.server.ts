import { sql } from 'drizzle-orm'
import type { Locale } from '~/i18n/locales'
import type { Database } from '~/server/db/client'

/** Subscribes an address once (case-insensitive); a returning unsubscriber is subscribed again. */
export async function subscribeToNewsletter(db: Database, email: string, locale: Locale): Promise<void> {
  // The unique index is on lower(email), which Drizzle's onConflict target cannot name.
  await db.execute(sql`
    insert into newsletter_subscribers (email, locale) values (${email}, ${locale})
    on conflict (lower(email)) do update set unsubscribed_at = null, locale = excluded.locale`)
}
