/**
 * `npm run bench:reminders [-- --organisations 1000 --waiting 50 --overdue 0]`: one answers run (closing at
 * the date, the members' reminders, the response records) over `organisations` organisations with one
 * member, one offer and `waiting` applications each, their dates within the reminder horizon; `overdue` of
 * each organisation's applications are past their date (closed, each with its notice). On the embedded
 * database, then on PostgreSQL when BENCH_DATABASE_URL is set. Prints the run's time, the mails it stored,
 * and a second run the same day (nothing twice).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { runAnswerDeadlines } from '../src/features/answers/answer-jobs.server'
import { type DatabaseHandle, openDatabase } from '../src/server/db/client'
import { onThrowawayPostgres } from './throwaway-postgres'

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => !arg.endsWith('.ts')),
  options: {
    organisations: { type: 'string', default: '1000' },
    waiting: { type: 'string', default: '50' },
    overdue: { type: 'string', default: '0' },
  },
})
const options = z
  .object({
    organisations: z.coerce.number().int().min(1).max(100_000),
    waiting: z.coerce.number().int().min(1).max(1000),
    overdue: z.coerce.number().int().min(0).max(1000),
  })
  .parse(values)

async function fill(handle: DatabaseHandle) {
  const { db } = handle
  const n = options.organisations
  const perOrganisation = options.waiting + options.overdue
  await db.execute(
    sql`insert into companies (name, size) select 'Bench ' || g, '5_50' from generate_series(1, ${n}) g`,
  )
  await db.execute(
    sql`insert into users (email, first_name, last_name, role, locale)
        select 'member-' || c.id || '@bench.test', 'Member', 'Bench', 'recruiter', (array['fr','nl','en'])[1 + (row_number() over () % 3)]::locale
        from companies c where c.name like 'Bench %'`,
  )
  await db.execute(
    sql`insert into company_members (company_id, user_id)
        select c.id, u.id from companies c join users u on u.email = 'member-' || c.id || '@bench.test'`,
  )
  await db.execute(
    sql`insert into offers (company_id, slug, language, title, company_name, contract_type, remote_policy, category, status, published_at)
        select c.id, 'bench-' || c.id, 'fr', 'Offre ' || c.name, c.name, 'cdi', 'remote_half_authorized', 'environment', 'published', now() - interval '30 days'
        from companies c where c.name like 'Bench %'`,
  )
  await db.execute(
    sql`insert into users (email, first_name, last_name, locale)
        select 'talent-' || g || '@bench.test', 'Talent' || g, 'Bench', 'fr' from generate_series(1, ${perOrganisation}) g`,
  )
  await db.execute(
    sql`insert into talents (user_id) select id from users where email like 'talent-%@bench.test'`,
  )
  // Each talent applies to every organisation's offer: the first `overdue` are past their date.
  await db.execute(
    sql`insert into applications (talent_id, offer_id, company_id, status, sent_at, answer_due_at, consent_at, snapshot)
        select t.id, o.id, o.company_id, 'new', now() - interval '15 days',
               case when t.rank <= ${options.overdue}::int then now() - interval '1 hour'
                    else now() + make_interval(hours => (1 + (t.rank * 7) % 150)::int) end,
               now(), jsonb_build_object('firstName', 'Talent', 'lastName', t.rank::text, 'questions', '[]'::jsonb)
        from (select id, row_number() over (order by id) as rank from talents) t
        cross join offers o where o.slug like 'bench-%'`,
  )
}

async function bench(name: string, handle: DatabaseHandle) {
  const started = performance.now()
  await handle.migrate()
  await fill(handle)
  console.info(
    `\n${name}: ${options.organisations} organisations × ${options.waiting} waiting (+${options.overdue} overdue), filled in ${Math.round(performance.now() - started)} ms`,
  )
  let mails = 0
  const enqueueDelivery = async () => {
    mails++
  }
  const now = new Date()
  const first = performance.now()
  const report = await runAnswerDeadlines(handle.db, { now, enqueueDelivery })
  console.info(`  run: ${Math.round(performance.now() - first)} ms, ${mails} mails stored`, report)
  mails = 0
  const second = performance.now()
  const again = await runAnswerDeadlines(handle.db, {
    now: new Date(now.getTime() + 60_000),
    enqueueDelivery,
  })
  console.info(`  same day again: ${Math.round(performance.now() - second)} ms, ${mails} mails`, again)
}

const dataDir = mkdtempSync(join(tmpdir(), 'tremplin-bench-reminders-'))
process.env.DATA_DIR = dataDir
process.env.APP_URL ??= 'https://tremplin.example'
try {
  const embedded = await openDatabase({ kind: 'pglite', dataDir })
  await bench('PGlite', embedded)
  await embedded.close()
  await onThrowawayPostgres(async (handle) => {
    await bench('PostgreSQL', handle)
    await handle.close()
  })
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
