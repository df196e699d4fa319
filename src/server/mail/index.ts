/**
 * Outgoing e-mail. Every message is recorded in `outgoing_mails` first; with SMTP_URL it is then sent
 * through nodemailer. Account mail is sent at once (a failure is logged and the row stays unsent, so an
 * account is never half-created because a mail server is down); bulk mail (alert digests) is stored, then
 * delivered by a job that retries (`deliverStoredMail`). Without SMTP_URL the development mailbox
 * (`/dev/mailbox`) shows the messages.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import { createTransport, type Transporter } from 'nodemailer'
import type { Database } from '~/server/db/client'
import { type MailAttachment, outgoingMails } from '~/server/db/schema'
import { env } from '~/server/env'
import { log } from '~/server/observability/log'

export type Mail = {
  to: string
  subject: string
  text: string
  html: string
  userId?: string | null
  /** Extra headers (List-Unsubscribe…); the sender when not MAIL_FROM. */
  headers?: Record<string, string>
  from?: string
  /** Files sent with it (a calendar invitation). */
  attachments?: MailAttachment[]
}

/** How long one delivery attempt holds a stored mail before another may try it. */
const CLAIM_SECONDS = 120

let transport: { url: string; transporter: Transporter } | undefined

function transporterFor(url: string): Transporter {
  // A pool of connections: a digest run sends thousands of mails without a handshake each.
  if (transport?.url !== url)
    transport = { url, transporter: createTransport({ url, pool: true, maxConnections: 3 } as never) }
  return transport.transporter
}

/** Records a mail without sending it; its id is what `deliverStoredMail` takes. */
export async function storeMail(db: Database, mail: Mail): Promise<string> {
  const [row] = await db
    .insert(outgoingMails)
    .values({
      userId: mail.userId ?? null,
      toAddress: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? null,
      fromAddress: mail.from ?? null,
      attachments: mail.attachments ?? null,
    })
    .returning({ id: outgoingMails.id })
  return row!.id
}

export type Delivery = 'sent' | 'stored' | 'already-sent' | 'busy'

/**
 * Sends a stored mail once: the row is claimed first (two deliveries of one mail never overlap), marked
 * sent after the SMTP server took it. A failure is recorded on the row and thrown, for the caller's retry.
 * Without SMTP_URL the mail stays stored (the development mailbox reads it).
 */
export async function deliverStoredMail(db: Database, mailId: string): Promise<Delivery> {
  const { smtpUrl, mailFrom } = env()
  if (!smtpUrl) return 'stored'
  const [mail] = await db
    .update(outgoingMails)
    .set({
      claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
      attempts: sql`${outgoingMails.attempts} + 1`,
    })
    .where(
      and(
        eq(outgoingMails.id, mailId),
        isNull(outgoingMails.sentAt),
        or(isNull(outgoingMails.claimedUntil), lt(outgoingMails.claimedUntil, sql`now()`)),
      ),
    )
    .returning()
  if (!mail) {
    const [row] = await db
      .select({ sentAt: outgoingMails.sentAt })
      .from(outgoingMails)
      .where(eq(outgoingMails.id, mailId))
    return row?.sentAt ? 'already-sent' : 'busy'
  }
  try {
    await transporterFor(smtpUrl).sendMail({
      from: mail.fromAddress ?? mailFrom,
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? undefined,
      attachments: mail.attachments ?? undefined,
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    await db
      .update(outgoingMails)
      .set({ claimedUntil: null, lastError: reason.slice(0, 500) })
      .where(eq(outgoingMails.id, mailId))
    throw new MailDeliveryError(reason)
  }
  await db
    .update(outgoingMails)
    .set({ sentAt: new Date(), claimedUntil: null, lastError: null })
    .where(eq(outgoingMails.id, mailId))
  return 'sent'
}

export class MailDeliveryError extends Error {}

/** Stores and sends a mail now; a failure is logged (without the address) and leaves the row unsent. */
export async function sendMail(db: Database, mail: Mail): Promise<void> {
  const id = await storeMail(db, mail)
  try {
    await deliverStoredMail(db, id)
  } catch (error) {
    log().error({ mailId: id, err: error }, 'e-mail not sent (kept in the outbox)')
  }
}
