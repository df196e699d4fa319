#!/usr/bin/env node
// `npm start`: serves the production build on PORT (3000), building it first when there is none or when
// the sources changed since. Plain JavaScript so it runs before anything is compiled.
import { spawnSync } from 'node:child_process'
import cluster from 'node:cluster'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { availableParallelism, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DATABASE_READY, METRICS_ANSWER, METRICS_ASK } from '../src/server/worker-messages.mjs'
import { balanceConnections, takeBalancedConnections } from './balanced-connections.mjs'
import { warmUp, warmUpSeconds } from './warm-up.mjs'
import { workerHeapFlags } from './worker-heap.mjs'

// The port as the server reads it (Nitro's node server).
const port = Number.parseInt(process.env.NITRO_PORT ?? process.env.PORT ?? '', 10) || 3000

// A worker of the cluster below: serve the connections the primary hands over; or, for the process that
// holds the embedded database (TREMPLIN_SERVE_DATABASE), none.
if (cluster.isWorker) {
  takeBalancedConnections(port, {
    serve: !process.env.TREMPLIN_SERVE_DATABASE,
    beforeServing: (privatePath) => warmUp(privatePath, Number(process.env.WARM_UP_SECONDS)),
  })
  await import(join(process.cwd(), '.output/server/index.mjs'))
  // Top-level await keeps the rest of this file (the primary's work) from running in workers.
  await new Promise(() => {})
}

const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Tremplin needs Node.js >= 22.12 (this is ${process.version}). Run it through npm (npm start), which uses the Node 24 installed in node_modules, or install Node 24.`,
  )
  process.exit(1)
}

const SERVER = '.output/server/index.mjs'
const SOURCES = [
  'src',
  'build',
  'locales',
  'public',
  'package-lock.json',
  'vite.config.ts',
  'panda.config.ts',
]

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

const builtAt = existsSync(SERVER) ? statSync(SERVER).mtimeMs : 0
const changedAt = Math.max(...SOURCES.map(newestMtime))
if (builtAt === 0 || changedAt > builtAt) {
  console.info(
    builtAt === 0
      ? 'No build yet: building Tremplin (about a minute)…'
      : 'Sources changed: rebuilding Tremplin…',
  )
  // Warnings and errors only: the list of every chunk built (a thousand lines) is of no use here.
  const build = spawnSync('npm', ['run', 'build', '--silent', '--', '--logLevel', 'warn'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

process.env.NODE_ENV ??= 'production'
const workers = workerCount()
const warmUpFor = warmUpSeconds()
if (typeof warmUpFor === 'string') {
  console.error(warmUpFor)
  process.exit(1)
}
// The workers read it as a number.
process.env.WARM_UP_SECONDS = String(warmUpFor)
const embedded = !process.env.DATABASE_URL
console.info(
  `Tremplin is starting on http://localhost:${port}${workers > 1 ? ` (${workers} worker processes${embedded ? ', the embedded database in one more' : ''})` : ''}`,
)
if (workers === 1) await import(join(process.cwd(), SERVER))
else serveWithWorkers(workers)

/** One worker per core (WEB_CONCURRENCY to change it). */
function workerCount() {
  const asked = process.env.WEB_CONCURRENCY
  const wanted = asked === undefined || asked === '' ? availableParallelism() : Number(asked)
  if (!Number.isInteger(wanted) || wanted < 1) {
    console.error(`WEB_CONCURRENCY must be a whole number of processes (1 or more), not "${asked}".`)
    process.exit(1)
  }
  return wanted
}

/**
 * Forks the workers (each connection goes to the one holding the fewest), replaces one that dies, and
 * stops them all on a signal.
 *
 * The embedded database cannot be opened by two processes: without DATABASE_URL, one more process opens
 * it (and migrates, seeds) and serves it to the workers over PostgreSQL's protocol, on a Unix socket in a
 * folder only this user can open (src/server/db/embedded-server.ts); the workers start once it is ready,
 * and it stops after them. It runs no background jobs: the workers do, as they would on PostgreSQL.
 */
function serveWithWorkers(count) {
  let stopping = false
  /** The environment each worker was forked with (a replacement gets the same). */
  const forkedWith = new Map()
  const fork = (env) => {
    const worker = cluster.fork(env)
    forkedWith.set(worker.id, env)
    return worker
  }
  // Without APP_SECRET each process would sign sessions with a secret of its own: they share one.
  const shared = process.env.APP_SECRET ? {} : { TREMPLIN_EPHEMERAL_SECRET: randomBytes(32).toString('hex') }
  let databaseWorker = null
  let databaseReady = false
  const socketDir = embedded ? mkdtempSync(join(tmpdir(), 'tremplin-db-')) : null
  gatherWorkerMetrics()
  const heapFlags = workerHeapFlags({
    workers: count,
    asked: process.env.WORKER_OLD_SPACE_MB,
    execArgv: process.execArgv,
    memory: Math.min(totalmem(), process.constrainedMemory?.() || Number.POSITIVE_INFINITY),
  })
  if (typeof heapFlags === 'string') {
    console.error(heapFlags)
    process.exit(1)
  }
  // Workers run this file, whichever script imported it (the browser tests' e2e/serve.mjs starts mail and
  // sign-in servers of its own first: a worker must not start them again).
  cluster.setupPrimary({
    exec: fileURLToPath(import.meta.url),
    execArgv: [...process.execArgv, ...heapFlags],
  })
  const connections = balanceConnections(cluster, {
    workers: count,
    port,
    host: process.env.NITRO_HOST || process.env.HOST || undefined,
  })
  if (socketDir) {
    databaseWorker = fork({ ...shared, TREMPLIN_SERVE_DATABASE: socketDir, JOBS: '0' })
    cluster.on('message', (worker, message) => {
      if (worker !== databaseWorker || message?.type !== DATABASE_READY || databaseReady) return
      databaseReady = true
      for (let i = 0; i < count; i++) fork({ ...shared, DATABASE_URL: message.url })
    })
  } else for (let i = 0; i < count; i++) fork(shared)
  cluster.on('exit', (worker, code, signal) => {
    const env = forkedWith.get(worker.id)
    forkedWith.delete(worker.id)
    if (stopping) {
      const left = Object.values(cluster.workers ?? {}).filter(Boolean)
      // The database's process stops last, once no worker can send it anything more.
      if (left.length === 1 && left[0] === databaseWorker) databaseWorker.process.kill(stopping)
      if (left.length === 0) {
        if (socketDir) rmSync(socketDir, { recursive: true, force: true })
        process.exit(0)
      }
      return
    }
    // The database could not be opened (its process said why): starting it again would fail the same way.
    if (worker === databaseWorker && !databaseReady) {
      if (socketDir) rmSync(socketDir, { recursive: true, force: true })
      process.exit(code || 1)
    }
    console.error(`Tremplin worker ${worker.process.pid} stopped (${signal ?? code}); starting another.`)
    setTimeout(() => {
      const replacement = fork(env)
      if (worker === databaseWorker) databaseWorker = replacement
    }, 1000)
  })
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopping = signal
      connections.close()
      const others = Object.values(cluster.workers ?? {}).filter((worker) => worker !== databaseWorker)
      for (const worker of others) worker?.process.kill(signal)
      if (others.length === 0) databaseWorker?.process.kill(signal)
    })
  }
}

/**
 * `GET /metrics` reaches one worker, which asks here: the primary gathers every worker's figures and sums
 * them (prom-client), so that Prometheus sees the whole server (src/server/observability/metrics-endpoint.ts).
 */
async function gatherWorkerMetrics() {
  const { AggregatorRegistry } = await import('prom-client')
  const aggregator = new AggregatorRegistry()
  cluster.on('message', (worker, message) => {
    if (message?.type !== METRICS_ASK) return
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_ANSWER, id: message.id, text }),
      (error) => console.error(`Tremplin: metrics not gathered: ${error.message}`),
    )
  })
}
