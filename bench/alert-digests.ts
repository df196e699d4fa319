/**
 * `npm run bench:digests [-- --offers 100000 --alerts 10000 --fresh 1000]`: one digest run for 10,000
 * talents' alerts (half filters, a third keywords, the rest followed organisations) over 100k offers of
 * which `fresh` were published since the alerts were saved, on the embedded database (or PostgreSQL with
 * BENCH_DATABASE_URL, a database it may fill). Prints the run's time and what it found, a second run
 * (nothing due), and the delivery of the run's e-mails to a local SMTP server (mails per second).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { z } from 'zod'
import { CONTRACT_TYPES, JOB_CATEGORIES, REGIONS } from '../src/domain/enums'
import { runDigests } from '../src/features/alerts/digest-run.server'
import { type DatabaseHandle, openDatabase } from '../src/server/db/client'
import { companies, companyAlerts, searchAlerts, users } from '../src/server/db/schema'
import { seedDatabase } from '../src/server/db/seed'

const { values } = parseArgs({
  // Run through bench/with-macros.ts: the bench's own path is among the arguments.
  args: process.argv.slice(2).filter((arg) => !arg.endsWith('.ts')),
  options: {
    offers: { type: 'string', default: '100000' },
    alerts: { type: 'string', default: '10000' },
    fresh: { type: 'string', default: '1000' },
  },
})
const options = z
  .object({
    offers: z.coerce.number().int().min(1000).max(1_000_000),
    alerts: z.coerce.number().int().min(10).max(100_000),
    fresh: z.coerce.number().int().min(1).max(100_000),
  })
  .parse(values)

const KEYWORDS = [
  'énergie',
  'coordinateur',
  'projet',
  'développeur',
  'comptable',
  'vente',
  'duurzaam',
  'data',
]
const DAY = 86_400_000
const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!

// A local SMTP server for the delivery part (SMTP_URL is read once, before anything else reads it).
let received = 0
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => {})
    stream.on('end', () => {
      received++
      callback()
    })
  },
})
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`

const dataDir = mkdtempSync(join(tmpdir(), 'tremplin-bench-digests-'))
process.env.APP_SECRET ??= 'bench-secret-bench-secret-bench-secret-0001'
process.env.APP_URL ??= 'https://tremplin.example'

let handle: DatabaseHandle | undefined
try {
  const url = process.env.BENCH_DATABASE_URL
  handle = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir })
  await handle.migrate()
  const { db } = handle
  console.log(`Seeding ${options.offers} offers on ${handle.kind}…`)
  await seedDatabase(db, { offers: options.offers })

  const now = new Date()
  const savedAt = new Date(now.getTime() - DAY)
  const companyIds = (await db.select({ id: companies.id }).from(companies)).map((row) => row.id)
  console.log(`Saving ${options.alerts} alerts…`)
  for (let start = 0; start < options.alerts; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, options.alerts - start) }, (_, i) => start + i)
    const people = await db
      .insert(users)
      .values(
        batch.map((n) => ({
          email: `talent-${n}@example.be`,
          firstName: `Talent${n}`,
          locale: pick(['fr', 'nl', 'en'] as const, n),
        })),
      )
      .returning({ id: users.id })
    const searches = people.flatMap(({ id }, i) => {
      const n = start + i
      if (n % 6 === 5) return []
      const keyword = n % 3 === 1
      return [
        {
          userId: id,
          name: `Alerte ${n}`,
          query: keyword ? pick(KEYWORDS, n) : '',
          filters: (keyword
            ? {}
            : {
                zones: [pick(REGIONS, n)],
                contrat_type: [pick(CONTRACT_TYPES, n * 7)],
                category_metier: [pick(JOB_CATEGORIES, n * 13)],
              }) as Record<string, string[]>,
          createdAt: savedAt,
        },
      ]
    })
    if (searches.length > 0) await db.insert(searchAlerts).values(searches)
    const follows = people.flatMap(({ id }, i) =>
      (start + i) % 6 === 5
        ? [{ userId: id, companyId: pick(companyIds, start + i), createdAt: savedAt }]
        : [],
    )
    if (follows.length > 0) await db.insert(companyAlerts).values(follows)
  }
  // `fresh` published offers become new: published since the alerts were saved.
  await db.execute(sql`
    update offers set published_at = ${savedAt}::timestamptz + (random() * interval '23 hours')
    where id in (select id from offers where status = 'published' order by md5(id::text) limit ${options.fresh})`)

  const mailIds: string[] = []
  const runStarted = performance.now()
  const report = await runDigests(db, {
    now,
    runKey: 'bench',
    enqueueDelivery: async (_tx, mailId) => void mailIds.push(mailId),
  })
  const runMs = performance.now() - runStarted
  console.log(
    `\nDigest run over ${options.offers} offers (${options.fresh} new), ${options.alerts} alerts: ${(runMs / 1000).toFixed(1)} s` +
      ` — ${report.talents} talents due, ${report.mails} e-mails, ${report.offers} offers listed` +
      ` (${(runMs / report.talents).toFixed(2)} ms per talent; finding the due alerts' new offers: ${(report.planMs / 1000).toFixed(1)} s)`,
  )
  const againStarted = performance.now()
  const again = await runDigests(db, { now, runKey: 'bench-again', enqueueDelivery: async () => {} })
  console.log(
    `Second run at once (nothing due): ${(performance.now() - againStarted).toFixed(0)} ms, ${again.mails} e-mails`,
  )

  // Delivery: the stored mails to the SMTP server, four at a time as the mail job works.
  const { deliverStoredMail } = await import('../src/server/mail')
  const sample = mailIds.slice(0, 2000)
  const sendStarted = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < sample.length) await deliverStoredMail(db, sample[next++]!)
    }),
  )
  const sendS = (performance.now() - sendStarted) / 1000
  console.log(
    `Delivery of ${sample.length} e-mails to a local SMTP server: ${(received / sendS).toFixed(0)} mails/s`,
  )
} finally {
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
  await handle?.close()
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(0)
