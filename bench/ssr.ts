/**
 * `npm run bench:ssr [-- --offers 100000 --seconds 8 --connections 8]`: server-side rendering throughput of
 * the production build (`npm run build` first). Starts the server on a fresh embedded database (seeded with
 * --offers offers), then loads, in alternating rounds so that noise hits both alike:
 *   - the bare page: the 404 page, i.e. the same document, layout, header and footer with no page data;
 *   - the job list landing page, and a filtered, paginated job list.
 * Prints requests per second and latency percentiles, and each list page's throughput as a share of the
 * bare page's (the goal is at least 60 %).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { z } from 'zod'

const SERVER = '.output/server/index.mjs'
const { values } = parseArgs({
  options: {
    offers: { type: 'string', default: '360' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '2' },
    port: { type: 'string', default: '3300' },
  },
})
const options = z
  .object({
    offers: z.coerce.number().int().positive().max(1_000_000),
    seconds: z.coerce.number().int().min(1).max(600),
    connections: z.coerce.number().int().min(1).max(256),
    rounds: z.coerce.number().int().min(1).max(20),
    port: z.coerce.number().int().min(1024).max(65535),
  })
  .parse(values)

const PAGES = {
  'bare page (404 in the default layout)': '/page-qui-n-existe-pas',
  'job list: landing': '/offres-emploi',
  'job list: 3 filters, page 2': '/offres-emploi?zones=namur,hainaut&contrat_type=cdi,cdd&page=2',
} as const
type PageName = keyof typeof PAGES

if (!existsSync(SERVER)) {
  console.error(`No production build: run "npm run build" first.`)
  process.exit(1)
}

const dataDir = mkdtempSync(join(tmpdir(), 'tremplin-bench-ssr-'))
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(options.port), DATABASE_URL: '' }
const baseUrl = `http://127.0.0.1:${options.port}`
let server: ChildProcess | undefined

async function waitForServer() {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the server did not start within 150 s')
}

function load(path: string, seconds: number) {
  return autocannon({ url: baseUrl + path, connections: options.connections, duration: seconds })
}

try {
  if (options.offers !== 360) {
    console.info(`Seeding ${options.offers} offers…`)
    const seed = spawnSync('npx', ['tsx', 'scripts/db-seed.ts', '--offers', String(options.offers)], {
      env,
      stdio: 'inherit',
    })
    if (seed.status !== 0) throw new Error('seeding failed')
  }
  server = spawn(process.execPath, [SERVER], { env, stdio: ['ignore', 'ignore', 'inherit'] })
  await waitForServer()
  for (const path of Object.values(PAGES)) await load(path, 2) // warm-up: JIT, caches, facet index

  const totals = new Map<PageName, { requests: number; seconds: number; p50: number[]; p99: number[] }>()
  for (let round = 0; round < options.rounds; round++) {
    for (const [name, path] of Object.entries(PAGES) as [PageName, string][]) {
      const result = await load(path, options.seconds)
      if (result.non2xx > 0 && name !== 'bare page (404 in the default layout)') {
        throw new Error(`${path} answered ${result.non2xx} non-2xx responses`)
      }
      const entry = totals.get(name) ?? { requests: 0, seconds: 0, p50: [], p99: [] }
      entry.requests += result.requests.total
      entry.seconds += result.duration
      entry.p50.push(result.latency.p50)
      entry.p99.push(result.latency.p99)
      totals.set(name, entry)
    }
  }

  const rate = (name: PageName) => {
    const entry = totals.get(name)!
    return entry.requests / entry.seconds
  }
  const bare = rate('bare page (404 in the default layout)')
  console.info(
    `\nSSR throughput, ${options.offers} offers, ${options.connections} connections, ${options.rounds} × ${options.seconds} s per page:`,
  )
  for (const name of Object.keys(PAGES) as PageName[]) {
    const entry = totals.get(name)!
    const median = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]
    console.info(
      `${name.padEnd(40)} ${rate(name).toFixed(0).padStart(6)} req/s   p50 ${String(median(entry.p50)).padStart(4)} ms   p99 ${String(median(entry.p99)).padStart(4)} ms   ${((100 * rate(name)) / bare).toFixed(0).padStart(4)} % of the bare page`,
    )
  }
} finally {
  server?.kill()
  rmSync(dataDir, { recursive: true, force: true })
}
