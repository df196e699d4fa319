/**
 * `npm run bench:applicants [-- --seconds 8 --connections 4]`: the recruiter's applicants page for an offer
 * with 2,000 applications (every status, a timeline each). Prints the services' time in process (p50/p95),
 * then the production server's rendering of the recruiter pages for a member of the organisation
 * (requests per second and latency percentiles) beside the bare 404 page. `npm run build` first.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import type { ApplicationStatus } from '../src/domain/enums'
import { createSession } from '../src/features/auth/sessions.server'
import { recruiterApplication } from '../src/features/recruiter/recruiter-application.server'
import { offerApplicants, recruiterCompanies } from '../src/features/recruiter/recruiter-offers.server'
import { openDatabase } from '../src/server/db/client'
import {
  applicationEvents,
  applications,
  companyMembers,
  offers,
  talents,
  users,
} from '../src/server/db/schema'
import { seedDatabase } from '../src/server/db/seed'
import { printPageThroughput, serverBenchOptions, startProductionServer } from './production-server'
import { formatRow, measure } from './stats'

const APPLICATIONS = 2000
const options = serverBenchOptions(3320)

const dataDir = mkdtempSync(join(tmpdir(), 'tremplin-bench-applicants-'))
process.env.DATA_DIR = dataDir
process.env.APP_SECRET ??= 'bench-secret-bench-secret-bench-secret-0001'

/** Mostly new and in progress, as a busy offer's list is. */
const statusOf = (i: number): ApplicationStatus =>
  (['new', 'new', 'pending', 'pending', 'refused', 'accepted', 'withdrawn'] as const)[i % 7]!

let server: ChildProcess | undefined
try {
  const handle = await openDatabase({ kind: 'pglite', dataDir })
  await handle.migrate()
  await seedDatabase(handle.db)
  const db = handle.db
  const [member] = await db.select().from(companyMembers).limit(1)
  const [offer] = await db.select().from(offers).where(eq(offers.companyId, member!.companyId)).limit(1)
  const started = performance.now()
  for (let batch = 0; batch < APPLICATIONS; batch += 500) {
    const people = Array.from({ length: 500 }, (_, i) => batch + i)
    const userRows = await db
      .insert(users)
      .values(
        people.map((n) => ({
          email: `applicant-${n}@example.be`,
          firstName: `Prénom${n}`,
          lastName: 'Candidat',
        })),
      )
      .returning({ id: users.id })
    const talentRows = await db
      .insert(talents)
      .values(userRows.map((user) => ({ userId: user.id, city: 'Namur' })))
      .returning({ id: talents.id })
    const applicationRows = await db
      .insert(applications)
      .values(
        talentRows.map((talent, i) => ({
          talentId: talent.id,
          offerId: offer!.id,
          companyId: offer!.companyId,
          status: statusOf(batch + i),
          sentAt: new Date(Date.now() - (batch + i) * 60_000),
          consentAt: new Date(),
          answers: { '1': 'Une réponse de quelques lignes sur mon expérience.' },
          coverLetterText: 'Madame, Monsieur, '.repeat(40),
          snapshot: {
            firstName: `Prénom${batch + i}`,
            lastName: 'Candidat',
            email: `applicant-${batch + i}@example.be`,
            phone: '+32470000000',
            city: 'Namur',
            title: 'Chargée de projet',
            linkedinUrl: null,
            website: null,
            questions: ['Votre expérience ?'],
          },
        })),
      )
      .returning({ id: applications.id, status: applications.status })
    await db
      .insert(applicationEvents)
      .values(
        applicationRows.flatMap((row) => [
          { applicationId: row.id, status: 'new' as const, actor: 'talent' as const },
          ...(row.status === 'new'
            ? []
            : [{ applicationId: row.id, status: row.status, actor: 'recruiter' as const }]),
        ]),
      )
  }
  await db.execute(sql`analyze`)
  console.info(
    `${APPLICATIONS} applications to one offer stored in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  )
  const userId = member!.userId
  const [someone] = await db.select({ id: applications.id }).from(applications).limit(1)
  console.info(`In process (the services the pages and /api call), ${APPLICATIONS} applications:`)
  const rows: [string, () => Promise<unknown>][] = [
    [
      'offerApplicants, every status, page 1',
      () => offerApplicants(db, userId, offer!.id, { status: null, page: 1 }),
    ],
    [
      'offerApplicants, "in progress", page 20',
      () => offerApplicants(db, userId, offer!.id, { status: 'pending', page: 20 }),
    ],
    [
      'offerApplicants, every status, last page',
      () => offerApplicants(db, userId, offer!.id, { status: null, page: 80 }),
    ],
    ['recruiterCompanies (the space home)', () => recruiterCompanies(db, userId)],
    ['recruiterApplication (one application)', () => recruiterApplication(db, userId, someone!.id)],
  ]
  for (const [name, run] of rows) console.info(formatRow(name, await measure(200, run)))
  const { accessToken } = await createSession(db, userId)
  await handle.close()

  const production = await startProductionServer(options.port)
  server = production.server
  const baseUrl = production.baseUrl
  const pages = {
    'bare page (404)': '/page-qui-n-existe-pas',
    'applicants page, 2,000 applications': `/recruteur/offres/${offer!.id}`,
    'applicants page, filtered, page 20': `/recruteur/offres/${offer!.id}?status=pending&page=20`,
    'recruiter space home': '/recruteur',
  }
  const headers = { cookie: `tal.access_token=${accessToken}` }
  const check = await fetch(baseUrl + pages['applicants page, 2,000 applications'], { headers })
  const html = await check.text()
  if (check.status !== 200 || !html.includes('Prénom0 Candidat'))
    throw new Error(`the page answered ${check.status}`)
  await printPageThroughput(baseUrl, pages, headers, options)
} finally {
  server?.kill()
  rmSync(dataDir, { recursive: true, force: true })
}
