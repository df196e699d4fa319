import { createServerFn } from '@tanstack/react-start'
import { desc } from 'drizzle-orm'
import { outgoingMails } from '~/server/db/schema'
import { env } from '~/server/env'
import { isLoopbackRequest } from '~/server/http/loopback'
import { dbMiddleware } from '~/server/server-functions'

export type DevMail = { id: string; to: string; subject: string; text: string; createdAt: string }

/** The newest e-mails, only in the local demo and to this machine (null elsewhere: the page is then a 404). */
export const listDevMailboxFn = createServerFn({ method: 'GET' })
  .middleware([dbMiddleware])
  .handler(async ({ context: { db } }): Promise<DevMail[] | null> => {
    if (!env().devMailbox || !isLoopbackRequest()) return null
    const rows = await db.select().from(outgoingMails).orderBy(desc(outgoingMails.createdAt)).limit(50)
    return rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
    }))
  })
