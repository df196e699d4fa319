/**
 * The demo's history of answers (docs/answers.md): a dozen demo talents applied to one offer of most
 * organisations; a third of them answered within days (they "respond quickly"), a third late or never
 * (the platform closed those at their date), the rest have no history yet ("new on Tremplin").
 */
import { sql } from 'drizzle-orm'
import { type Database, queryRows } from '../db/client'
import { applicationEvents, applications, companies, talents, users } from '../db/schema'

const DEMO_TALENTS = 12
const DAY = 86_400_000
const ANSWER_DAYS = 21
const BATCH = 500

type Pick = { offer_id: string; company_id: string }

/** Seeds the history (the seeded tables were just emptied, so its applications are gone). */
export async function seedAnswerHistory(db: Database, now = new Date()): Promise<number> {
  await db
    .insert(users)
    .values(
      Array.from({ length: DEMO_TALENTS }, (_, n) => ({
        email: `demo-talent-${n + 1}@demo.tremplin.be`,
        firstName: `Talent ${n + 1}`,
        lastName: 'Démo',
        locale: (['fr', 'nl', 'en'] as const)[n % 3],
      })),
    )
    .onConflictDoNothing()
  await db.execute(
    sql`insert into ${talents} (user_id) select id from ${users} where email like 'demo-talent-%@demo.tremplin.be'
        on conflict do nothing`,
  )
  const talentIds = (
    await queryRows<{ id: string }>(
      db,
      sql`select t.id from ${talents} t join ${users} u on u.id = t.user_id
          where u.email like 'demo-talent-%@demo.tremplin.be' order by u.email`,
    )
  ).map((row) => row.id)
  const picks = await queryRows<Pick>(
    db,
    sql`select distinct on (o.company_id) o.id as offer_id, o.company_id
        from offers o join companies c on c.id = o.company_id
        where o.status = 'published' and o.external_apply_url is null
        order by o.company_id, o.published_at desc`,
  )
  const rows: (typeof applications.$inferInsert)[] = []
  const steps: (typeof applicationEvents.$inferInsert)[] = []
  const quick: string[] = []
  for (const [index, pick] of picks.entries()) {
    const kind = index % 3
    if (kind === 2) continue
    if (kind === 0) quick.push(pick.company_id)
    for (const [n, talentId] of talentIds.entries()) {
      const id = crypto.randomUUID()
      const sentAt = new Date(now.getTime() - (25 + ((index * 7 + n * 5) % 60)) * DAY)
      const answeredAfter = kind === 0 ? 1 + ((index + n) % 6) : n % 2 ? 25 : null
      const status = answeredAfter === null ? 'closed' : n % 4 === 0 ? 'accepted' : 'refused'
      const movedAt = new Date(sentAt.getTime() + (answeredAfter ?? ANSWER_DAYS) * DAY)
      rows.push({
        id,
        talentId,
        offerId: pick.offer_id,
        companyId: pick.company_id,
        status,
        sentAt,
        statusChangedAt: movedAt,
        answerDueAt: new Date(sentAt.getTime() + ANSWER_DAYS * DAY),
        consentAt: sentAt,
      })
      steps.push({ applicationId: id, status: 'new', actor: 'talent', createdAt: sentAt })
      steps.push(
        answeredAfter === null
          ? {
              applicationId: id,
              status,
              actor: 'system',
              reason: 'deadline',
              createdAt: movedAt,
              mailedAt: movedAt,
            }
          : { applicationId: id, status, actor: 'recruiter', createdAt: movedAt, mailedAt: movedAt },
      )
    }
  }
  for (let i = 0; i < rows.length; i += BATCH) await db.insert(applications).values(rows.slice(i, i + BATCH))
  for (let i = 0; i < steps.length; i += BATCH)
    await db.insert(applicationEvents).values(steps.slice(i, i + BATCH))
  // The same rule the daily answers run applies: most applications answered within 14 days.
  if (quick.length > 0)
    await db.execute(
      sql`update ${companies} set responds_quickly = true where id in (${sql.join(
        quick.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    )
  return rows.length
}
