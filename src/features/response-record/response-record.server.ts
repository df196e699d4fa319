/**
 * An organisation's response record (docs/answers.md): over the last RESPONSE_WINDOW_DAYS, the share of
 * its applications answered within QUICK_ANSWER_DAYS and the median time to a first answer. An
 * application closed by the platform at its date, or still waiting past QUICK_ANSWER_DAYS, counts as
 * unanswered; one younger than that and still waiting is not judged yet.
 */
import { sql } from 'drizzle-orm'
import {
  QUICK_ANSWER_DAYS,
  RESPONSE_MIN_APPLICATIONS,
  RESPONSE_WINDOW_DAYS,
  type ResponseRecord,
  respondsQuickly,
} from '~/domain/answers'
import { type Database, queryRows } from '~/server/db/client'

type Row = {
  company_id: string
  judged: number | string
  quick: number | string
  median_s: number | string | null
}

const DAY_S = 86_400

async function figures(db: Database, companyIds: readonly string[] | null, now: Date) {
  const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_S * 1000)
  const judgedBefore = new Date(now.getTime() - QUICK_ANSWER_DAYS * DAY_S * 1000)
  return queryRows<Row>(
    db,
    sql`select a.company_id,
               count(*) filter (where f.first_answer is not null or a.sent_at <= ${judgedBefore}) as judged,
               count(*) filter (where f.first_answer <= a.sent_at + make_interval(days => ${QUICK_ANSWER_DAYS})) as quick,
               percentile_cont(0.5) within group (order by extract(epoch from f.first_answer - a.sent_at))
                 filter (where f.first_answer is not null) as median_s
        from applications a
        left join lateral (
          select min(e.created_at) as first_answer from application_events e
          where e.application_id = a.id and e.actor = 'recruiter' and e.created_at <= ${now}
        ) f on true
        where a.applied_externally = false and a.sent_at > ${since} and a.sent_at <= ${now}
          ${
            companyIds
              ? sql`and a.company_id in (${sql.join(
                  companyIds.map((id) => sql`${id}::uuid`),
                  sql`, `,
                )})`
              : sql``
          }
        group by a.company_id`,
  )
}

function recordOf(row: Row | undefined): ResponseRecord {
  const judged = Number(row?.judged ?? 0)
  if (!row || judged < RESPONSE_MIN_APPLICATIONS) return { kind: 'new' }
  const medianS = row.median_s === null ? null : Number(row.median_s)
  return {
    kind: 'known',
    applications: judged,
    answeredQuicklyShare: Number(row.quick) / judged,
    medianDays: medianS === null ? null : Math.round((medianS / DAY_S) * 10) / 10,
  }
}

/** The records of some organisations ("new" for those with too few applications). */
export async function responseRecords(
  db: Database,
  companyIds: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, ResponseRecord>> {
  if (companyIds.length === 0) return new Map()
  const rows = new Map((await figures(db, companyIds, now)).map((row) => [row.company_id, row]))
  return new Map(companyIds.map((id) => [id, recordOf(rows.get(id))]))
}

export async function responseRecord(
  db: Database,
  companyId: string,
  now: Date = new Date(),
): Promise<ResponseRecord> {
  return (await responseRecords(db, [companyId], now)).get(companyId)!
}

/**
 * Recomputes which organisations respond quickly (the job search's filter), writing only those that
 * changed: each write makes every node rebuild its facet index. Answers how many changed.
 */
export async function refreshRespondsQuickly(db: Database, now: Date = new Date()): Promise<number> {
  const quick = (await figures(db, null, now))
    .filter((row) => respondsQuickly(recordOf(row)))
    .map((row) => row.company_id)
  const ids = quick.length
    ? sql`array[${sql.join(
        quick.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}]`
    : sql`array[]::uuid[]`
  const changed = await queryRows<{ id: string }>(
    db,
    sql`update companies set responds_quickly = (id = any(${ids}))
        where responds_quickly <> (id = any(${ids})) returning id`,
  )
  return changed.length
}
