/** What both sides of an application read of its interviews, and the invitation a signed link opens. */
import { asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '~/server/db/client'
import { applications, companies, interviewEvents, interviews, offers } from '~/server/db/schema'
import type { InterviewInvitation, InterviewStep, InterviewView } from './applications.model'
import { checkInterviewLink, type InterviewLink } from './interview-links.server'

/** An interview as both sides see it. */
export const interviewView = (row: typeof interviews.$inferSelect): InterviewView => ({
  id: row.id,
  status: row.status,
  slots: row.slots,
  durationMinutes: row.durationMinutes,
  chosenSlot: row.chosenSlot,
  sequence: row.sequence,
})

/** Rows grouped by their application, each seen through `view`, in the rows' order. */
function byApplication<Row extends { applicationId: string }, View>(rows: Row[], view: (row: Row) => View) {
  const grouped = new Map<string, View[]>()
  for (const row of rows) {
    const list = grouped.get(row.applicationId)
    if (list) list.push(view(row))
    else grouped.set(row.applicationId, [view(row)])
  }
  return grouped
}

/** The interviews of some applications, oldest first. */
export async function interviewsOf(db: Database, applicationIds: string[]) {
  if (applicationIds.length === 0) return new Map<string, InterviewView[]>()
  const rows = await db
    .select()
    .from(interviews)
    .where(inArray(interviews.applicationId, applicationIds))
    .orderBy(asc(interviews.createdAt), asc(interviews.id))
  return byApplication(rows, interviewView)
}

/** The interview steps of some applications' timelines, oldest first. */
export async function interviewSteps(db: Database, applicationIds: string[]) {
  if (applicationIds.length === 0) return new Map<string, InterviewStep[]>()
  const rows = await db
    .select()
    .from(interviewEvents)
    .where(inArray(interviewEvents.applicationId, applicationIds))
    .orderBy(asc(interviewEvents.createdAt), asc(interviewEvents.id))
  return byApplication(
    rows,
    (row): InterviewStep => ({
      kind: row.kind,
      at: row.createdAt.toISOString(),
      startsAt: row.startsAt?.toISOString() ?? null,
    }),
  )
}

/** The interview a signed link names, with its offer, or why it cannot be shown. */
export async function linkInvitation(
  db: Database,
  link: InterviewLink,
  now = new Date(),
): Promise<{ ok: true; invitation: InterviewInvitation } | { ok: false; error: 'expired' | 'not-found' }> {
  const check = checkInterviewLink(link, now.getTime())
  if (check !== 'valid') return { ok: false, error: check === 'expired' ? 'expired' : 'not-found' }
  const [row] = await db
    .select({ interview: interviews, offerTitle: offers.title, companyName: companies.name })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(offers, eq(offers.id, applications.offerId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(eq(interviews.id, link.interview))
  if (!row) return { ok: false, error: 'not-found' }
  return {
    ok: true,
    invitation: {
      ...interviewView(row.interview),
      applicationId: row.interview.applicationId,
      offerTitle: row.offerTitle,
      companyName: row.companyName,
    },
  }
}
