/**
 * `npm run bench:throughput [-- --seconds 8 --connections 50 --rounds 2 --warm-up 40]`: what a visitor's
 * requests cost the production build (`npm run build` first), as `npm start` runs it, with one worker per
 * core (`BENCH_DATABASE_URL`: on that PostgreSQL database, seeded when empty; else the embedded database,
 * served to the workers by a process of its own). In one run, alternating so that noise hits all alike:
 *   - a static copy: the job list's compressed bytes and headers served by a bare Node `http` server;
 *   - the job list served from the page cache (anonymous visitors);
 *   - the job list with a query parameter of its own on every request, which the page cache misses (what
 *     a campaign's tagged links or a crawler cost; kept only from a URL's second visit, page-cache.ts);
 * then, on a server started with the page cache off: the job list landing and a filtered page 2 rendered
 * for every request (the browser asks for brotli or gzip, as Safari does), and the landing for a browser
 * that also accepts Zstandard (Chromium, Firefox: compressed with it). Prints requests per second,
 * p50/p99 latency and the cached/static ratio, and the bytes the job list document and its first-load
 * JavaScript take on the wire; for the rendered job list, the CPU a page costs each process (workers, the
 * embedded database's, the primary), the load generator and the machine's other work (process-cpu.ts),
 * whose share is printed for the static copy too: the ratio holds only where the two shares are alike.
 *
 * Each window is printed as it ends, with when it started (seconds since the server first answered: its
 * workers' full collections come at about the same ages from one run to the next); a case's summary row
 * gives the worse p50 and p99 of its rounds. The rendering server is measured in its steady state, which
 * comes only after a minute and a half under load: V8 keeps compiling the render's code on threads that
 * share the two busy cores with the requests (TurboFan per 30 s window at 50 connections, both workers:
 * 5.2, 6.1, 1.4, 0.7, 0.3, 0.1 s of compiling; the p99 184, 173, 135, 124, 129, 138 ms; twenty-ninth pass,
 * docs/performance-history.md). So the rendering server is first loaded for 10 s, printed as a case of its
 * own: what visitors meet right after a start (`npm start`'s workers warm up for a few seconds before they
 * take connections, scripts/warm-up.mjs); then each rendered page for `--warm-up` seconds.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { z } from 'zod'
import { waitUntilAnswering } from './app-processes'
import {
  appSeconds,
  type CpuSplit,
  cpuSplit,
  cpuUsed,
  describeCpuPerRequest,
  otherWorkShare,
  sumCpu,
} from './process-cpu'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '2' },
    'warm-up': { type: 'string', default: '40' },
    port: { type: 'string', default: '3400' },
  },
})
const options = z
  .object({
    seconds: z.coerce.number().int().min(1).max(600),
    connections: z.coerce.number().int().min(1).max(512),
    rounds: z.coerce.number().int().min(1).max(20),
    'warm-up': z.coerce.number().int().min(1).max(600),
    port: z.coerce.number().int().min(1024).max(65000),
  })
  .parse(values)

if (!existsSync('.output/server/index.mjs')) {
  console.error('No production build: run "npm run build" first.')
  process.exit(1)
}

const JOB_LIST = '/offres-emploi'
const FILTERED = '/offres-emploi?zones=namur,hainaut&contrat_type=cdi,cdd&page=2'
const BROWSER = { 'accept-encoding': 'br, gzip', 'accept-language': 'fr-BE,fr;q=0.9' }
const CHROMIUM = { ...BROWSER, 'accept-encoding': 'gzip, deflate, br, zstd' }
const ZSTD_CASE = 'job list landing, rendered, Chromium (zstd)'
const FROM_START = 'job list landing, rendered, from the start'
const FROM_START_SECONDS = 10
const FRESH_URLS = 'job list, page cache on, a new URL each'
const databaseUrl = process.env.BENCH_DATABASE_URL ?? ''
const dataDir = mkdtempSync(join(tmpdir(), 'tremplin-bench-throughput-'))
const children: ChildProcess[] = []

/** When the app last answered first: windows are printed with their start from then (its workers' age). */
let appStartedAt = 0

/** The app as `npm start` runs it, on `port`. */
async function startApp(port: number, extraEnv: Record<string, string>) {
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ...extraEnv,
  }
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.push(child)
  await waitUntilAnswering(`http://127.0.0.1:${port}/api/health`)
  appStartedAt = performance.now()
  return child
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/** A bare Node server answering every request with `body` and `headers`, in a process of its own. */
async function startStaticCopy(port: number, body: Buffer, headers: Record<string, string>) {
  const bodyFile = join(dataDir, 'static-copy.body')
  writeFileSync(bodyFile, body)
  const script = `
    const body = require('node:fs').readFileSync(${JSON.stringify(bodyFile)})
    const headers = ${JSON.stringify(headers)}
    require('node:http').createServer((req, res) => { res.writeHead(200, headers); res.end(body) }).listen(${port})`
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'inherit'] })
  children.push(child)
  await waitUntilAnswering(`http://127.0.0.1:${port}/`)
  return child
}

/** The bytes as they travel (fetch would decompress them). */
function rawGet(
  url: string,
): Promise<{ body: Buffer; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: BROWSER }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ body: Buffer.concat(chunks), headers: response.headers }))
    }).on('error', reject)
  })
}

type Tally = { requests: number; seconds: number; p50: number[]; p99: number[]; errors: number }
const tallies = new Map<string, Tally>()

/**
 * `url` as it is, or with a query parameter of its own on every request (`freshUrls`): each request is then
 * a page nobody asked for before (a campaign's tagged link, a crawler's walk), which the page cache misses.
 */
async function measure(
  name: string,
  url: string,
  seconds = options.seconds,
  headers = BROWSER,
  freshUrls = false,
) {
  const startedAfter = (performance.now() - appStartedAt) / 1000
  let sent = 0
  const { pathname, search } = new URL(url)
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: seconds,
    headers,
    ...(freshUrls && {
      requests: [
        {
          setupRequest: (request) => {
            sent += 1
            return { ...request, path: `${pathname}${search ? `${search}&` : '?'}utm_campaign=${sent}` }
          },
        },
      ],
    }),
  })
  const tally = tallies.get(name) ?? { requests: 0, seconds: 0, p50: [], p99: [], errors: 0 }
  tally.requests += result.requests.total
  tally.seconds += result.duration
  tally.p50.push(result.latency.p50)
  tally.p99.push(result.latency.p99)
  console.info(
    `  at ${startedAfter.toFixed(0).padStart(3)} s  ${name.padEnd(42)} ${(result.requests.total / result.duration).toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(5)} ms`,
  )
  tally.errors += result.non2xx + result.errors
  tallies.set(name, tally)
}

const rate = (name: string) => {
  const tally = tallies.get(name)!
  return tally.requests / tally.seconds
}
/** The worse of the rounds' values (with two rounds, the higher one). */
const worst = (list: number[]) => Math.max(...list)

function printRow(name: string, note = '') {
  const tally = tallies.get(name)!
  console.info(
    `${name.padEnd(44)} ${rate(name).toFixed(0).padStart(6)} req/s   p50 ${String(worst(tally.p50)).padStart(4)} ms   p99 ${String(worst(tally.p99)).padStart(5)} ms${tally.errors ? `   ${tally.errors} errors` : ''}${note}`,
  )
}

try {
  if (databaseUrl) {
    const seed = spawnSync(process.execPath, ['node_modules/.bin/tsx', 'scripts/db-seed.ts'], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    })
    // A database seeded before is used as it is.
    if (seed.status !== 0 && !/already contains data/.test(seed.stderr + seed.stdout))
      throw new Error(`seeding PostgreSQL failed: ${seed.stderr}`)
  }
  const appUrl = `http://127.0.0.1:${options.port}`
  let app = await startApp(options.port, {})

  // What the job list costs on the wire, as a browser gets it.
  const page = await fetch(appUrl + JOB_LIST, { headers: BROWSER })
  const document = await rawGet(appUrl + JOB_LIST)
  const wire = document.body
  console.info(
    `Job list document: ${(Buffer.byteLength(await page.text()) / 1024).toFixed(1)} KB of HTML, ${(wire.length / 1024).toFixed(1)} KB on the wire (${document.headers['content-encoding'] ?? 'identity'}), page cache: ${document.headers['x-page-cache']}`,
  )
  spawnSync(process.execPath, ['node_modules/.bin/tsx', 'bench/first-load-js.ts', appUrl, JOB_LIST], {
    stdio: 'inherit',
  })

  const staticPort = options.port + 1
  const headers = Object.fromEntries(
    Object.entries(document.headers).filter(
      ([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name),
    ),
  ) as Record<string, string>
  const staticCopy = await startStaticCopy(staticPort, wire, headers)
  const workers = `${process.env.WEB_CONCURRENCY ?? 'one per core'}${databaseUrl ? '' : ', and the embedded database’s'}`
  console.info(
    `\n${options.connections} connections, ${options.rounds} × ${options.seconds} s per case, worker processes: ${workers}`,
  )
  await measure('warm-up', `${appUrl}${JOB_LIST}`, 2)
  // What else the machine did while the static copy was measured (its process stands for the app's).
  const staticCpu: CpuSplit[] = []
  for (let round = 0; round < options.rounds; round++) {
    const before = cpuSplit(staticCopy.pid!)
    await measure('static copy (bare Node http, same bytes)', `http://127.0.0.1:${staticPort}/`)
    const after = cpuSplit(staticCopy.pid!)
    if (before && after) staticCpu.push(cpuUsed(before, after))
    await measure('job list, page cache (anonymous visitor)', appUrl + JOB_LIST)
  }
  // Rendering, as the cases below: measured once its code is compiled (see the header).
  await measure(`warm-up: ${FRESH_URLS}`, appUrl + JOB_LIST, options['warm-up'], BROWSER, true)
  for (let round = 0; round < options.rounds; round++)
    await measure(FRESH_URLS, appUrl + JOB_LIST, options.seconds, BROWSER, true)
  await stop(staticCopy)
  await stop(app)

  app = await startApp(options.port, { PAGE_CACHE_MB: '0' })
  // What visitors meet right after a start, the workers warmed up on their own (warm-up.mjs); then the
  // steady state (see the header). The warm-up windows are printed with the others.
  await measure(FROM_START, appUrl + JOB_LIST, FROM_START_SECONDS)
  await measure('warm-up: job list landing, rendered', appUrl + JOB_LIST, options['warm-up'])
  await measure('warm-up: 3 filters, page 2, rendered', appUrl + FILTERED, options['warm-up'])
  // CPU seconds of the app's processes (and of the load generator and the machine) while each case ran.
  const cpu = new Map<string, CpuSplit[]>()
  const measureCpu = async (name: string, url: string, headers = BROWSER) => {
    const before = cpuSplit(app.pid!)
    await measure(name, url, options.seconds, headers)
    const after = cpuSplit(app.pid!)
    if (before && after) cpu.set(name, [...(cpu.get(name) ?? []), cpuUsed(before, after)])
  }
  for (let round = 0; round < options.rounds; round++) {
    await measureCpu('job list landing, rendered (no page cache)', appUrl + JOB_LIST)
    await measureCpu('job list, 3 filters, page 2, rendered', appUrl + FILTERED)
    await measureCpu(ZSTD_CASE, appUrl + JOB_LIST, CHROMIUM)
  }
  await stop(app)

  printRow(
    'static copy (bare Node http, same bytes)',
    staticCpu.length
      ? `   the machine's other work: ${otherWorkShare(sumCpu(staticCpu)).toFixed(0)} % of its busy time`
      : '',
  )
  const ratio =
    (100 * rate('job list, page cache (anonymous visitor)')) /
    rate('static copy (bare Node http, same bytes)')
  printRow('job list, page cache (anonymous visitor)', `   ${ratio.toFixed(0)} % of the static copy`)
  printRow(FRESH_URLS, '   a new query string each request: cache misses')
  printRow('job list landing, rendered (no page cache)')
  printRow(FROM_START, `   its first ${FROM_START_SECONDS} s, the workers warmed up on their own`)
  printRow('job list, 3 filters, page 2, rendered')
  printRow(ZSTD_CASE)
  const requestsOf = (names: string[]) => names.reduce((sum, name) => sum + tallies.get(name)!.requests, 0)
  const perPage = (...names: string[]) => {
    const seconds = names
      .flatMap((name) => cpu.get(name) ?? [])
      .reduce((sum, used) => sum + appSeconds(used), 0)
    return ((1000 * seconds) / requestsOf(names)).toFixed(1)
  }
  const RENDERED = ['job list landing, rendered (no page cache)', 'job list, 3 filters, page 2, rendered']
  if (cpu.size > 0) {
    console.info(
      `CPU per rendered job list page (the app's processes, user + system): ${perPage(...RENDERED)} ms; as Chromium asks (Zstandard): ${perPage(ZSTD_CASE)} ms`,
    )
    // Across every process: a page's cost to the server, the load generator's, and the machine's other work.
    const total = sumCpu(RENDERED.flatMap((name) => cpu.get(name) ?? []))
    console.info(`  per rendered page, by process: ${describeCpuPerRequest(total, requestsOf(RENDERED))}`)
  }
} finally {
  for (const child of children) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
}
