import { createServerFn } from '@tanstack/react-start'

export type DevMail = { id: string; to: string; subject: string; text: string; createdAt: string }

/** The newest e-mails, only in the local demo (null elsewhere: the page is then a 404). */
export const listDevMailboxFn = createServerFn({ method: 'GET' }).handler(
  async (): Promise<DevMail[] | null> => {
    const [{ env }, { getDb }, { desc }, { outgoingMails }] = await Promise.all([
      import('~/server/env'),
      import('~/server/db'),
      import('drizzle-orm'),
      import('~/server/db/schema'),
    ])
    if (!env().devMailbox) return null
    const rows = await (await getDb())
      .select()
      .from(outgoingMails)
      .orderBy(desc(outgoingMails.createdAt))
      .limit(50)
    return rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
    }))
  },
)
