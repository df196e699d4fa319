/**
 * A talent's own applications (docs/product.md#pages "My applications"): each with the status she sees, its offer and
 * its timeline, sorted under the tabs of `domain/applications`; and her withdrawal.
 */
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import { APPLICATION_TABS, type ApplicationTab, inTab, shownStatus } from '~/domain/applications'
import type { ApplicationStatus } from '~/domain/enums'
import type { SessionUser } from '~/features/auth/sessions.server'
import { companyTranslationIn } from '~/features/companies/companies.server'
import { isPublicNow, offerVisibilityColumns } from '~/features/offers/offer-visibility.server'
import type { Locale } from '~/i18n/locales'
import type { Database } from '~/server/db/client'
import {
  applicationEvents,
  applications,
  companies,
  companyTranslations,
  offers,
  talents,
} from '~/server/db/schema'
import { type MoveOutcome, moveApplication } from './application-status.server'
import type { TalentApplication, TimelineEntry } from './applications.model'
import { interviewSteps, interviewsOf } from './interview-reads.server'
import { cancelInterviewsOfEnded } from './interviews.server'

async function talentIdOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: talents.id }).from(talents).where(eq(talents.userId, userId))
  return row?.id ?? null
}

/** The timelines of some applications, oldest entry first. */
export async function timelines(
  db: Database,
  applicationIds: string[],
): Promise<Map<string, TimelineEntry[]>> {
  const byApplication = new Map<string, TimelineEntry[]>()
  if (applicationIds.length === 0) return byApplication
  const rows = await db
    .select({
      applicationId: applicationEvents.applicationId,
      status: applicationEvents.status,
      actor: applicationEvents.actor,
      at: applicationEvents.createdAt,
    })
    .from(applicationEvents)
    .where(inArray(applicationEvents.applicationId, applicationIds))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id))
  for (const row of rows) {
    const list = byApplication.get(row.applicationId) ?? []
    list.push({ status: row.status, actor: row.actor, at: row.at.toISOString() })
    byApplication.set(row.applicationId, list)
  }
  return byApplication
}

/** Every application of the talent, newest first, with the status she sees. */
export async function talentApplications(
  db: Database,
  userId: string,
  locale: Locale,
): Promise<TalentApplication[]> {
  const talentId = await talentIdOf(db, userId)
  if (!talentId) return []
  const rows = await db
    .select({
      id: applications.id,
      status: applications.status,
      sentAt: applications.sentAt,
      answerDueAt: applications.answerDueAt,
      appliedExternally: applications.appliedExternally,
      offer: {
        id: offers.id,
        title: offers.title,
        slug: offers.slug,
        ...offerVisibilityColumns,
      },
      companyName: companies.name,
      companySlug: companyTranslations.slug,
    })
    .from(applications)
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .leftJoin(companyTranslations, companyTranslationIn(locale))
    .where(eq(applications.talentId, talentId))
    .orderBy(desc(applications.sentAt))
  const ids = rows.map((row) => row.id)
  const [events, waiting, arranged, steps, refusals] = await Promise.all([
    timelines(db, ids),
    unannouncedAnswers(db, ids),
    interviewsOf(db, ids),
    interviewSteps(db, ids),
    refusalWords(db, ids),
  ])
  return rows.map((row) => {
    const offerOpen = isPublicNow(row.offer)
    let timeline = events.get(row.id) ?? []
    let status = row.status
    // An answer still inside its undo window is not hers to see yet: she learns it with her e-mail.
    if (waiting.has(row.id) && timeline.length > 1) {
      timeline = timeline.slice(0, -1)
      status = timeline.at(-1)!.status
    }
    return {
      id: row.id,
      status: shownStatus(status, offerOpen),
      sentAt: row.sentAt.toISOString(),
      answerDueAt: row.answerDueAt?.toISOString() ?? null,
      refusal: status === 'refused' ? (refusals.get(row.id) ?? null) : null,
      appliedExternally: row.appliedExternally,
      canWithdraw: !row.appliedExternally && (row.status === 'new' || row.status === 'pending'),
      offer: {
        id: row.offer.id,
        title: row.offer.title,
        companyName: row.companyName,
        link: row.companySlug ? { slug: row.companySlug, job: row.offer.slug } : null,
        open: offerOpen,
      },
      timeline,
      interviews: arranged.get(row.id) ?? [],
      interviewSteps: steps.get(row.id) ?? [],
    }
  })
}

/** The reason and message of the refusals among `ids` (the ones that carry words). */
async function refusalWords(db: Database, ids: string[]) {
  const words = new Map<string, { reason: string | null; message: string | null }>()
  if (ids.length === 0) return words
  const rows = await db
    .select({
      applicationId: applicationEvents.applicationId,
      reason: applicationEvents.reason,
      message: applicationEvents.message,
    })
    .from(applicationEvents)
    .where(and(inArray(applicationEvents.applicationId, ids), eq(applicationEvents.status, 'refused')))
  for (const row of rows) words.set(row.applicationId, { reason: row.reason, message: row.message })
  return words
}

/** The applications among `ids` whose latest step is an answer the recruiter may still take back. */
async function unannouncedAnswers(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ applicationId: applicationEvents.applicationId })
    .from(applicationEvents)
    .where(
      and(
        inArray(applicationEvents.applicationId, ids),
        isNull(applicationEvents.mailedAt),
        gt(applicationEvents.mailDueAt, sql`now()`),
      ),
    )
  return new Set(rows.map((row) => row.applicationId))
}

/** How many applications sit under each tab (`saved` counts saved offers, given by the caller). */
export function tabCounts(list: TalentApplication[], savedCount: number): Record<ApplicationTab, number> {
  return Object.fromEntries(
    APPLICATION_TABS.map((tab) => [
      tab,
      tab === 'saved' ? savedCount : list.filter((item) => inTab(tab, item.status)).length,
    ]),
  ) as Record<ApplicationTab, number>
}

/** The talent takes back one of her applications still waiting for an answer. */
export async function withdrawApplication(
  db: Database,
  user: SessionUser,
  applicationId: string,
  from: ApplicationStatus,
): Promise<MoveOutcome | { ok: false; error: 'not-found' }> {
  const talentId = await talentIdOf(db, user.id)
  const [own] = talentId
    ? await db
        .select({ id: applications.id, external: applications.appliedExternally })
        .from(applications)
        .where(sql`${applications.id} = ${applicationId} and ${applications.talentId} = ${talentId}`)
    : []
  if (!own) return { ok: false, error: 'not-found' }
  if (own.external) return { ok: false, error: 'not-allowed' }
  const moved = await moveApplication(db, {
    applicationId,
    from,
    to: 'withdrawn',
    actor: 'talent',
    actorUserId: user.id,
  })
  if (moved.ok) await cancelInterviewsOfEnded(db, [applicationId])
  return moved
}
