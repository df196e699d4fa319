/**
 * `npm run bench:load [-- --engine postgres|embedded --nodes 1|2 --seconds 60 --connections 100 --fault-at 20]`
 * (`npm run build` first; PostgreSQL through BENCH_DATABASE_URL, whose role may create databases).
 *
 * A mixed workload (bench/load-workload.ts: browse, search, sign in, save, apply, edit the profile, save
 * alerts) from `--connections` talents at once against the production build, with a fault in the middle:
 *   - postgres: PostgreSQL restarts (`--pg-restart`, by default `pg_ctlcluster 15 main restart`);
 *   - embedded: the app process is killed (`kill -9`) and started again on the same data directory.
 * With `--nodes 2` (PostgreSQL), two app processes behind a local round-robin proxy take the workload.
 * Afterwards the database is checked: every write the app acknowledged is there, none twice. Prints the
 * answers by kind, the 5xx outside the fault window, the recovery time, and the lost writes.
 */
import { execSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { registerAccount } from '../src/features/auth/accounts.server'
import { type DatabaseHandle, openDatabase, queryRows } from '../src/server/db/client'
import { seedDatabase } from '../src/server/db/seed'
import { pdfFile } from '../tests/upload-files'
import { type AppProcess, startApp, startRoundRobinProxy, stopApp } from './app-processes'
import { checkAcknowledged } from './load-checks'
import { type Acknowledged, type Outcome, runVirtualUser, type Talent, type Workload } from './load-workload'

const { values } = parseArgs({
  // Run through bench/with-macros.ts (the e-mails of registration use Lingui macros): its path is an argument.
  args: process.argv.slice(2).filter((arg) => !arg.endsWith('.ts')),
  options: {
    engine: { type: 'string', default: process.env.BENCH_DATABASE_URL ? 'postgres' : 'embedded' },
    nodes: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    'fault-at': { type: 'string', default: '20' },
    'pg-restart': { type: 'string', default: 'pg_ctlcluster 15 main restart' },
    port: { type: 'string', default: '3500' },
  },
})
const options = z
  .object({
    engine: z.enum(['postgres', 'embedded']),
    nodes: z.coerce.number().int().min(1).max(4),
    seconds: z.coerce.number().int().min(5).max(600),
    connections: z.coerce.number().int().min(1).max(500),
    'fault-at': z.coerce.number().int().min(0),
    'pg-restart': z.string(),
    port: z.coerce.number().int().min(1024).max(65000),
  })
  .parse(values)
if (!existsSync('.output/server/index.mjs')) {
  console.error('No production build: run "npm run build" first.')
  process.exit(1)
}
if (options.engine === 'postgres' && !process.env.BENCH_DATABASE_URL) {
  console.error('--engine postgres needs BENCH_DATABASE_URL (a role that may create databases).')
  process.exit(1)
}
if (options.engine === 'embedded' && options.nodes > 1) {
  console.error('The embedded database lives in one process: --nodes 2 needs --engine postgres.')
  process.exit(1)
}

const APP_SECRET = 'bench-load-secret-bench-load-secret-0001'
const dataDir = mkdtempSync(join(tmpdir(), 'tremplin-bench-load-'))
let databaseUrl = ''
let dropDatabase = async () => {}
/** The app processes of the run, ended whatever happens. */
const running: AppProcess[] = []

/** A fresh database: migrated, seeded with the demo, with one talent per connection. */
async function prepareDatabase(): Promise<{ handle: DatabaseHandle; talents: Talent[] }> {
  if (options.engine === 'postgres') {
    const { default: pg } = await import('pg')
    // A connection per use: PostgreSQL's restart in the middle of the run ends any connection kept open.
    const asAdmin = async (statement: string) => {
      const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL })
      await admin.connect()
      try {
        await admin.query(statement)
      } finally {
        await admin.end()
      }
    }
    const name = `tremplin_load_${Date.now()}`
    await asAdmin(`CREATE DATABASE ${name}`)
    const url = new URL(process.env.BENCH_DATABASE_URL!)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    dropDatabase = () => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {})
  }
  const handle = await openDatabase(
    options.engine === 'postgres' ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir },
  )
  await handle.migrate()
  await seedDatabase(handle.db)
  const talents: Talent[] = []
  for (let i = 0; i < options.connections; i++) {
    const email = `load-${i}-${Date.now()}@example.be`
    const password = 'a-load-test-password-1'
    const created = await registerAccount(
      handle.db,
      { firstName: `Load${i}`, email, password, newsletter: false, marketing: false },
      'fr',
    )
    if (created.kind !== 'created') throw new Error('talent not created')
    talents.push({ userId: created.userId, email, password, address: `10.77.${i >> 8}.${i & 255}` })
  }
  return { handle, talents }
}

/** The ids the build gave the profile's server functions. */
function profileFunctionIds(): { get: string; save: string } {
  const dir = '.output/server/_ssr'
  const idOf = (name: string) => {
    for (const file of readdirSync(dir).filter((f) => f.startsWith('profile.functions'))) {
      const match = new RegExp(`id: "([0-9a-f]+)",\\s*name: "${name}"`).exec(
        readFileSync(join(dir, file), 'utf8'),
      )
      if (match) return match[1]!
    }
    throw new Error(`server function ${name} not found in the build`)
  }
  return { get: idOf('getProfileFn'), save: idOf('saveProfileSectionFn') }
}

async function uploadCv(baseUrl: string, talent: Talent, pdf: Uint8Array): Promise<void> {
  const token = (
    (await (
      await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': talent.address },
        body: JSON.stringify({ email: talent.email, password: talent.password }),
      })
    ).json()) as { access_token: string }
  ).access_token
  const form = new FormData()
  form.append('file-0', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'cv.pdf')
  const answer = await fetch(`${baseUrl}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': talent.address },
    body: form,
  })
  talent.cv = ((await answer.json()) as string[])[0]
}

const appEnv = (): Record<string, string> => ({
  APP_SECRET,
  APP_URL: `http://127.0.0.1:${options.port}`,
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  // Behind the proxy, the talent's own address is the second from the right.
  TRUST_PROXY: options.nodes > 1 ? '2' : '1',
  LOG_LEVEL: 'fatal',
})

async function main() {
  console.info(
    `bench:load — ${options.engine}, ${options.nodes} node(s), ${options.connections} connections, ${options.seconds} s, fault at ${options['fault-at'] || 'none'} s`,
  )
  const { handle, talents } = await prepareDatabase()
  const offerIds = (
    await queryRows<{ id: string }>(
      handle.db,
      sql`select id from offers where status = 'published' and external_apply_url is null
          and questions = '[]'::jsonb order by published_at desc limit 200`,
    )
  ).map((row) => row.id)
  const pages = ['/', '/offres-emploi', '/nl/banen?contrat_type=cdi', '/entreprises-impact', '/media']
  await handle.close()

  const appPorts =
    options.nodes > 1 ? Array.from({ length: options.nodes }, (_, i) => options.port + 1 + i) : [options.port]
  let apps: AppProcess[] = await Promise.all(appPorts.map((port) => startApp(port, appEnv())))
  running.push(...apps)
  let proxy: Server | null = null
  if (options.nodes > 1) proxy = await startRoundRobinProxy(options.port, appPorts)
  const baseUrl = `http://127.0.0.1:${options.port}`

  const pdf = await pdfFile()
  for (const talent of talents) await uploadCv(baseUrl, talent, pdf)

  const acknowledged: Acknowledged = {
    applications: [],
    alertsCreated: [],
    alertsDeleted: [],
    saved: new Map(),
    profile: new Map(),
  }
  const outcomes: Outcome[] = []
  const started = Date.now()
  const work: Workload = {
    baseUrl,
    started,
    deadline: started + options.seconds * 1000,
    pages,
    offerIds,
    profileFns: profileFunctionIds(),
    outcomes,
    acknowledged,
  }
  const fault: { from: number; back: number } = { from: 0, back: 0 }
  const faultDone = (async () => {
    if (!options['fault-at']) return
    await new Promise((resolve) => setTimeout(resolve, options['fault-at'] * 1000))
    fault.from = Date.now()
    if (options.engine === 'postgres') {
      execSync(options['pg-restart'], { stdio: 'inherit' })
    } else {
      await stopApp(apps[0]!, 'SIGKILL')
      apps = [await startApp(options.port, appEnv())]
      running.push(...apps)
    }
    fault.back = Date.now()
  })()
  await Promise.all(talents.map((talent, index) => runVirtualUser(talent, work, index)))
  await faultDone

  for (const app of apps) await stopApp(app)
  proxy?.close()
  const check = await openDatabase(
    options.engine === 'postgres' ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir },
  )
  const verdict = await checkAcknowledged(check.db, acknowledged)
  await check.close()
  report(outcomes, fault, verdict)
  rmSync(dataDir, { recursive: true, force: true })
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

function report(
  outcomes: Outcome[],
  fault: { from: number; back: number },
  verdict: Awaited<ReturnType<typeof checkAcknowledged>>,
) {
  const kinds = [...new Set(outcomes.map((o) => o.kind))].sort()
  console.info('\nkind              answers   2xx/3xx   4xx   5xx   none   p50 ms   p99 ms')
  for (const kind of kinds) {
    const mine = outcomes.filter((o) => o.kind === kind)
    const count = (test: (status: number) => boolean) => mine.filter((o) => test(o.status)).length
    const times = mine.map((o) => o.ms).sort((a, b) => a - b)
    console.info(
      `${kind.padEnd(16)} ${String(mine.length).padStart(8)} ${String(count((s) => s > 0 && s < 400)).padStart(9)} ${String(count((s) => s >= 400 && s < 500)).padStart(5)} ${String(count((s) => s >= 500)).padStart(5)} ${String(count((s) => s === 0)).padStart(6)} ${percentile(times, 50).toFixed(0).padStart(8)} ${percentile(times, 99).toFixed(0).padStart(8)}`,
    )
  }
  const seconds = outcomes.length > 0 ? (outcomes.at(-1)!.at - outcomes[0]!.at) / 1000 : 1
  console.info(
    `\n${outcomes.length} answers in ${seconds.toFixed(0)} s: ${(outcomes.length / seconds).toFixed(0)} req/s`,
  )
  const failed = (o: Outcome) => o.status >= 500 || o.status === 0
  if (fault.from) {
    const window = (o: Outcome) => o.at >= fault.from && o.at <= fault.back + 5000
    const firstGood = outcomes.find((o) => o.at > fault.back && o.status > 0 && o.status < 500)
    const lastBad = outcomes.filter((o) => o.at > fault.back && failed(o)).at(-1)
    console.info(
      `fault: ${((fault.back - fault.from) / 1000).toFixed(1)} s (${options.engine === 'postgres' ? 'PostgreSQL restart' : 'app killed with SIGKILL and started again'}); ` +
        `failed answers during it and the 5 s after: ${outcomes.filter((o) => window(o) && failed(o)).length}`,
    )
    console.info(
      `recovery after the fault: first good answer ${firstGood ? ((firstGood.at - fault.back) / 1000).toFixed(2) : '—'} s, last failed ${lastBad ? ((lastBad.at - fault.back) / 1000).toFixed(2) : '—'} s after it was back`,
    )
    console.info(
      `5xx or no answer outside that window: ${outcomes.filter((o) => !window(o) && failed(o)).length}`,
    )
  } else console.info(`5xx or no answer: ${outcomes.filter(failed).length}`)
  console.info(
    `acknowledged writes: ${verdict.checked} checked — lost ${verdict.lost.length}, twice ${verdict.twice.length}, deleted but back ${verdict.resurrected.length}`,
  )
  for (const line of [...verdict.lost, ...verdict.twice, ...verdict.resurrected].slice(0, 10))
    console.info(`  ${line}`)
}

try {
  await main()
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  for (const app of running) await stopApp(app, 'SIGKILL')
  await dropDatabase()
}
