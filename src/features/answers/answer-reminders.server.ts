/**
 * The recruiters' daily reminder (docs/answers.md): one e-mail per member and Brussels day, in her
 * language, listing her organisations' applications whose answer date is near, each with its link; nothing
 * when nothing waits. The ledger `answer_reminders` (member + day) is claimed first in her transaction, so a
 * second runner, or a second run the same day, sends nothing; the mail and its delivery job commit with it.
 * A member who left her organisation has no membership row, so she is never listed.
 */
import { msg } from '@lingui/core/macro'
import { and, asc, eq, gt, inArray, lte, notExists, sql } from 'drizzle-orm'
import { REMINDER_HORIZON_DAYS } from '~/domain/answers'
import { OPEN_STATUSES } from '~/domain/applications'
import { formatDay } from '~/i18n/format'
import { pathFor } from '~/i18n/paths'
import type { Database } from '~/server/db/client'
import { answerReminders, applications, companyMembers, offers, users } from '~/server/db/schema'
import { env } from '~/server/env'
import { storeMail } from '~/server/mail'
import { accountMail, type Recipient, recipientColumns } from '~/server/mail/templates'
import type { EnqueueDelivery } from './answer-deadlines.server'

/** The calendar day in Brussels of an instant (the ledger's day: one reminder per member and day). */
export function brusselsDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(at)
}

/** Applications listed one by one in a reminder; the others are counted. */
const LISTED = 20
/** Members written to at once: PostgreSQL overlaps their round trips; PGlite runs them in turn. */
const CONCURRENCY = 4

type Waiting = {
  applicationId: string
  offerTitle: string
  applicant: string
  answerDueAt: Date
}

export type ReminderReport = { members: number; mails: number; applications: number }

async function waitingByMember(db: Database, now: Date, day: string) {
  const horizon = new Date(now.getTime() + REMINDER_HORIZON_DAYS * 86_400_000)
  const rows = await db
    .select({
      member: recipientColumns,
      applicationId: applications.id,
      offerTitle: offers.title,
      snapshot: applications.snapshot,
      answerDueAt: applications.answerDueAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .innerJoin(applications, eq(applications.companyId, companyMembers.companyId))
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .where(
      and(
        inArray(applications.status, [...OPEN_STATUSES]),
        eq(applications.appliedExternally, false),
        gt(applications.answerDueAt, now),
        lte(applications.answerDueAt, horizon),
        notExists(
          db
            .select({ one: sql`1` })
            .from(answerReminders)
            .where(and(eq(answerReminders.userId, users.id), eq(answerReminders.day, day))),
        ),
      ),
    )
    .orderBy(asc(applications.answerDueAt), asc(applications.id))
  const byMember = new Map<string, { member: Recipient; waiting: Waiting[] }>()
  for (const row of rows) {
    const entry = byMember.get(row.member.id) ?? { member: row.member, waiting: [] }
    entry.waiting.push({
      applicationId: row.applicationId,
      offerTitle: row.offerTitle,
      applicant: [row.snapshot?.firstName, row.snapshot?.lastName].filter(Boolean).join(' '),
      answerDueAt: row.answerDueAt!,
    })
    byMember.set(row.member.id, entry)
  }
  return [...byMember.values()]
}

function reminderMail(member: Recipient, waiting: Waiting[]) {
  const site = env().appUrl
  const count = waiting.length
  const more = count - LISTED
  return accountMail(member, (i18n) => ({
    subject: i18n._(msg`Candidatures qui attendent votre réponse : ${count}`),
    lines: [
      i18n._(
        msg`Ces candidatures arrivent à leur date de réponse. Sans réponse à cette date, Tremplin les clôt et prévient les candidats.`,
      ),
      ...waiting
        .slice(0, LISTED)
        .map(
          (item) =>
            `• ${item.applicant} — « ${item.offerTitle} » — ${i18n._(msg`réponse promise le ${formatDay(i18n, item.answerDueAt)}`)}: ${site}${pathFor('recruiterApplication', member.locale, { application: item.applicationId })}`,
        ),
      ...(more > 0 ? [i18n._(msg`Et ${more} autres dans votre espace recruteur.`)] : []),
    ],
    action: i18n._(msg`Ouvrir l'espace recruteur`),
    url: site + pathFor('recruiter', member.locale),
  }))
}

/** One member's reminder, in its own transaction; whether this runner sent it. */
async function remindMember(
  db: Database,
  { member, waiting }: { member: Recipient; waiting: Waiting[] },
  day: string,
  enqueueDelivery: EnqueueDelivery,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(answerReminders)
      .values({ userId: member.id, day, waiting: waiting.length })
      .onConflictDoNothing()
      .returning({ userId: answerReminders.userId })
    if (!claimed) return false
    const mailId = await storeMail(tx, await reminderMail(member, waiting))
    await tx
      .update(answerReminders)
      .set({ mailId })
      .where(and(eq(answerReminders.userId, member.id), eq(answerReminders.day, day)))
    await enqueueDelivery(tx, mailId)
    return true
  })
}

/** Sends today's reminders (the Brussels day of `now`) to every member with something waiting. */
export async function sendReminders(
  db: Database,
  { now, enqueueDelivery }: { now: Date; enqueueDelivery: EnqueueDelivery },
): Promise<ReminderReport> {
  const day = brusselsDay(now)
  const members = await waitingByMember(db, now, day)
  const report: ReminderReport = { members: members.length, mails: 0, applications: 0 }
  let next = 0
  let failure: unknown = null
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < members.length && failure === null) {
        const entry = members[next++]!
        try {
          if (await remindMember(db, entry, day, enqueueDelivery)) {
            report.mails++
            report.applications += entry.waiting.length
          }
        } catch (error) {
          failure = error
        }
      }
    }),
  )
  if (failure !== null) throw failure
  return report
}
