/**
 * `npx tsx bench/compare-builds.ts --variant a=.output --variant b=/tmp/other-output[:KEY=value,…]`: the
 * same page rendered by several production builds (or one build under several environments), side by
 * side in one run, for a change's A/B figure. Each variant is one server process (`node <dir>/server/
 * index.mjs`, page cache off, its own embedded database) started at once; after a warm-up, the variants
 * are loaded in turn, one window each per round, so that the machine's slower minutes fall on all of them
 * alike. Prints each window, then per variant the median req/s and the median CPU milliseconds per page
 * (the process's user + system time over the requests answered: on a machine shared with other work, the
 * steadier of the two), and each variant's ratio to the first.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { waitUntilAnswering } from './app-processes'

const { values } = parseArgs({
  options: {
    variant: { type: 'string', multiple: true, default: [] },
    path: { type: 'string', default: '/offres-emploi' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '4' },
    'warm-up': { type: 'string', default: '30' },
    port: { type: 'string', default: '3600' },
  },
})

type Variant = { name: string; dir: string; env: Record<string, string> }

function parseVariant(text: string): Variant {
  const [name, rest = ''] = text.split(/=(.*)/s)
  const [dir = '', envText = ''] = rest.split(':')
  const env = Object.fromEntries(
    envText
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split(/=(.*)/s).slice(0, 2) as [string, string]),
  )
  if (!name || !dir) throw new Error(`--variant name=dir[:KEY=value,…], not "${text}"`)
  return { name, dir: resolve(dir), env }
}

const variants = values.variant.map(parseVariant)
if (variants.length < 2) {
  console.error('Give two variants or more: --variant a=.output --variant b=/tmp/other[:KEY=value]')
  process.exit(1)
}
const seconds = Number(values.seconds)
const connections = Number(values.connections)
const rounds = Number(values.rounds)
const warmUpSeconds = Number(values['warm-up'])
const firstPort = Number(values.port)
const HEADERS = { 'accept-encoding': 'br, gzip', 'accept-language': 'fr-BE,fr;q=0.9' }
const CLOCK_TICKS_PER_SECOND = 100

const children: ChildProcess[] = []
const dataDirs: string[] = []
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL')
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
})
process.on('SIGINT', () => process.exit(130))

/** User + system CPU time of a process so far, in milliseconds (Linux). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND
}

async function load(url: string, duration: number) {
  return await autocannon({ url, connections, duration, headers: HEADERS })
}

const servers = await Promise.all(
  variants.map(async (variant, index) => {
    const port = firstPort + index
    const dataDir = mkdtempSync(join(tmpdir(), `tremplin-compare-${variant.name}-`))
    dataDirs.push(dataDir)
    const child = spawn(process.execPath, [join(variant.dir, 'server/index.mjs')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        PAGE_CACHE_MB: '0',
        JOBS: '0',
        LOG_LEVEL: 'warn',
        ...variant.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    children.push(child)
    const url = `http://localhost:${port}${values.path}`
    await waitUntilAnswering(`http://localhost:${port}/api/health`)
    return { variant, url, pid: child.pid!, windows: [] as { rps: number; cpuPerPage: number }[] }
  }),
)

console.log(`Warming up each variant for ${warmUpSeconds} s…`)
for (const server of servers) await load(server.url, warmUpSeconds)

for (let round = 1; round <= rounds; round++) {
  // Each round starts one variant later, so that every variant takes every place in the order.
  const shift = (round - 1) % servers.length
  const order = [...servers.slice(shift), ...servers.slice(0, shift)]
  for (const server of order) {
    const cpuBefore = cpuMs(server.pid)
    const result = await load(server.url, seconds)
    const cpu = cpuMs(server.pid) - cpuBefore
    const pages = result.requests.total
    const window = { rps: result.requests.average, cpuPerPage: cpu / Math.max(pages, 1) }
    server.windows.push(window)
    console.log(
      `round ${round} ${server.variant.name.padEnd(16)} ${window.rps.toFixed(0).padStart(6)} req/s  ` +
        `${window.cpuPerPage.toFixed(2)} ms CPU/page  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}`,
    )
  }
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const first = servers[0]!
const firstRps = median(first.windows.map((w) => w.rps))
const firstCpu = median(first.windows.map((w) => w.cpuPerPage))
console.log(`\n${values.path}, ${connections} connections, ${rounds} rounds of ${seconds} s, medians:`)
for (const server of servers) {
  const rps = median(server.windows.map((w) => w.rps))
  const cpu = median(server.windows.map((w) => w.cpuPerPage))
  console.log(
    `${server.variant.name.padEnd(16)} ${rps.toFixed(0).padStart(6)} req/s (${((rps / firstRps) * 100).toFixed(1)} %)  ` +
      `${cpu.toFixed(2)} ms CPU/page (${((cpu / firstCpu) * 100).toFixed(1)} %)`,
  )
}
process.exit(0)
