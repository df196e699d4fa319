/**
 * Outgoing e-mail. Every message is recorded in `outgoing_mails`; with SMTP_URL it is also sent through
 * nodemailer (a failure is logged and the row stays unsent, so an account is never half-created because a
 * mail server is down). Without SMTP_URL the development mailbox (`/dev/mailbox`) shows the messages.
 */
import { eq } from 'drizzle-orm'
import { createTransport, type Transporter } from 'nodemailer'
import type { Database } from '~/server/db/client'
import { outgoingMails } from '~/server/db/schema'
import { env } from '~/server/env'

export type Mail = { to: string; subject: string; text: string; html: string; userId?: string | null }

let transport: { url: string; transporter: Transporter } | undefined

function transporterFor(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: createTransport(url) }
  return transport.transporter
}

export async function sendMail(db: Database, mail: Mail): Promise<void> {
  const [row] = await db
    .insert(outgoingMails)
    .values({
      userId: mail.userId ?? null,
      toAddress: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    })
    .returning({ id: outgoingMails.id })
  const { smtpUrl, mailFrom } = env()
  if (!smtpUrl || !row) return
  try {
    await transporterFor(smtpUrl).sendMail({
      from: mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    })
    await db.update(outgoingMails).set({ sentAt: new Date() }).where(eq(outgoingMails.id, row.id))
  } catch (error) {
    console.error(`Tremplin: e-mail to ${mail.to} not sent:`, error instanceof Error ? error.message : error)
  }
}
