/**
 * Never silent (docs/answers.md): an application still unanswered at its date is closed by the platform,
 * through the state machine's one writer, and the talent gets a kind notice in her language with offers
 * picked for her. The move is conditional on the status read, so two runners close it once; the notice is
 * stored and its delivery enqueued in the move's transaction, so it goes with the close or not at all.
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { and, asc, eq, inArray, lte } from 'drizzle-orm'
import { OPEN_STATUSES } from '~/domain/applications'
import { moveApplication } from '~/features/applications/application-status.server'
import { cancelInterviewsOfEnded } from '~/features/applications/interviews.server'
import { pickOffers, talentWishes } from '~/features/recommendations/offer-picks.server'
import { formatDay } from '~/i18n/format'
import { pathFor } from '~/i18n/paths'
import type { Database } from '~/server/db/client'
import { applications, companies, offers, talents, users } from '~/server/db/schema'
import { env } from '~/server/env'
import { storeMail } from '~/server/mail'
import { accountMail, type Recipient, recipientColumns } from '~/server/mail/templates'

/** Runs in the close's transaction once the notice is stored: the delivery job commits with it. */
export type EnqueueDelivery = (tx: Database, mailId: string) => Promise<void>

/** Why the platform closed an application (kept on the timeline step): its answer date passed. */
export const DEADLINE_REASON = 'deadline'

/** How many picked offers a notice carries at most. */
const NOTICE_PICKS = 3

type Overdue = {
  id: string
  status: (typeof applications.$inferSelect)['status']
  offerId: string
  offerTitle: string
  companyName: string
  answerDueAt: Date | null
  talent: Recipient
}

async function overdue(db: Database, now: Date, limit: number): Promise<Overdue[]> {
  return db
    .select({
      id: applications.id,
      status: applications.status,
      offerId: applications.offerId,
      offerTitle: offers.title,
      companyName: companies.name,
      answerDueAt: applications.answerDueAt,
      talent: recipientColumns,
    })
    .from(applications)
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .innerJoin(talents, eq(talents.id, applications.talentId))
    .innerJoin(users, eq(users.id, talents.userId))
    .where(
      and(
        inArray(applications.status, [...OPEN_STATUSES]),
        eq(applications.appliedExternally, false),
        lte(applications.answerDueAt, now),
      ),
    )
    .orderBy(asc(applications.answerDueAt))
    .limit(limit)
}

async function notice(db: Database, a: Overdue) {
  const wishes = await talentWishes(db, a.talent.id)
  const picks = wishes
    ? await pickOffers(db, wishes, a.talent.locale, { limit: NOTICE_PICKS, except: [a.offerId] })
    : []
  const site = env().appUrl
  const due = a.answerDueAt ?? new Date()
  return accountMail(a.talent, (i18n: I18n) => ({
    subject: i18n._(msg`Votre candidature « ${a.offerTitle} » est close`),
    lines: [
      i18n._(
        msg`${a.companyName} n'a pas répondu à votre candidature au poste « ${a.offerTitle} » à la date promise, le ${formatDay(i18n, due)}.`,
      ),
      i18n._(
        msg`Nous l'avons close pour que vous n'attendiez pas plus longtemps. Ce silence ne dit rien de votre valeur : votre candidature compte comme restée sans réponse dans le bilan de l'organisation.`,
      ),
      ...(picks.length > 0
        ? [
            i18n._(msg`Des offres choisies pour vous :`),
            ...picks.map(
              ({ offer }) =>
                `• ${offer.title} — ${offer.company.name}: ${site}${pathFor('job', a.talent.locale, { slug: offer.company.slug, job: offer.slug })}`,
            ),
          ]
        : []),
    ],
    action: i18n._(msg`Voir les offres`),
    url: site + pathFor('jobs', a.talent.locale),
  }))
}

export type CloseReport = { closed: number }

/**
 * Closes the applications whose answer date is at or before `now`, in batches, each with its notice.
 * Safe to run twice at once: a second runner's move finds the status changed and sends nothing.
 */
export async function closeOverdue(
  db: Database,
  { now, enqueueDelivery, batch = 200 }: { now: Date; enqueueDelivery: EnqueueDelivery; batch?: number },
): Promise<CloseReport> {
  let closed = 0
  const seen = new Set<string>()
  for (;;) {
    const page = (await overdue(db, now, batch)).filter((a) => !seen.has(a.id))
    if (page.length === 0) break
    for (const a of page) {
      seen.add(a.id)
      const done = await db.transaction(async (tx) => {
        const moved = await moveApplication(tx, {
          applicationId: a.id,
          from: a.status,
          to: 'closed',
          actor: 'system',
          actorUserId: null,
          reason: DEADLINE_REASON,
        })
        if (!moved.ok) return false
        await enqueueDelivery(tx, await storeMail(tx, await notice(tx, a)))
        return true
      })
      if (done) {
        closed++
        await cancelInterviewsOfEnded(db, [a.id], now)
      }
    }
  }
  return { closed }
}
