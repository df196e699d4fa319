/**
 * `npm run bench:soak [-- --minutes 10 --connections 16 --urls 1000]`: the production build (`npm run
 * build` first, embedded database, one process) under steady load over many distinct URLs, the public
 * pages of its sitemaps (offers, organisations, articles, in three languages) and filtered job lists,
 * with the page cache on as `npm start` runs it. Prints the server's resident memory each minute and
 * whether minute 10 stays within 10 % of minute 2 (the caches are full by then; growth after that is a
 * leak).
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { z } from 'zod'
import { CONTRACT_TYPES, REGIONS } from '../src/domain/enums'
import { waitUntilAnswering } from './app-processes'

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    urls: { type: 'string', default: '1000' },
    port: { type: 'string', default: '3500' },
  },
})
const options = z
  .object({
    minutes: z.coerce.number().int().min(2).max(120),
    connections: z.coerce.number().int().min(1).max(256),
    urls: z.coerce.number().int().min(10).max(100_000),
    port: z.coerce.number().int().min(1024).max(65535),
  })
  .parse(values)

if (!existsSync('.output/server/index.mjs')) {
  console.error('No production build: run "npm run build" first.')
  process.exit(1)
}

const baseUrl = `http://127.0.0.1:${options.port}`
const dataDir = mkdtempSync(join(tmpdir(), 'tremplin-bench-soak-'))
const server = spawn(process.execPath, ['.output/server/index.mjs'], {
  env: {
    ...process.env,
    PORT: String(options.port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kb / 1024
}

/** Distinct public URLs: the sitemaps' pages, then job lists filtered and paged in many ways. */
async function distinctUrls(count: number): Promise<string[]> {
  const urls = new Set<string>()
  const index = await (await fetch(`${baseUrl}/sitemap.xml`)).text()
  for (const [, sitemap] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = await (await fetch(new URL(new URL(sitemap!).pathname, baseUrl))).text()
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) urls.add(new URL(loc!).pathname)
  }
  const pages = [...urls]
  const lists = ['/offres-emploi', '/nl/banen', '/en/job-offers']
  const zones = REGIONS.slice(0, 11)
  const contracts = CONTRACT_TYPES
  for (let i = 0; pages.length < count * 2 && i < count * 4; i++) {
    const list = lists[i % lists.length]
    const zone = zones[Math.floor(i / 3) % zones.length]
    const contract = contracts[Math.floor(i / 33) % contracts.length]
    // Page 1 is the list's canonical URL without `page` (`?page=1` redirects to it).
    const page = 1 + (Math.floor(i / 200) % 3)
    pages.push(`${list}?zones=${zone}&contrat_type=${contract}${page > 1 ? `&page=${page}` : ''}`)
  }
  // Spread the kinds of page over the whole set.
  const picked = [...new Set(pages)].sort((a, b) => hash(a) - hash(b)).slice(0, count)
  return picked
}

function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

try {
  await waitUntilAnswering(`${baseUrl}/api/health`)
  const urls = await distinctUrls(options.urls)
  console.info(
    `Soak: ${urls.length} distinct URLs, ${options.connections} connections, ${options.minutes} minutes (RSS of the server each minute)`,
  )
  const startMb = residentMb(server.pid!)
  console.info(`minute  0: ${startMb.toFixed(0).padStart(5)} MB (after boot)`)
  const rss: number[] = []
  let requests = 0
  let failures = 0
  for (let minute = 1; minute <= options.minutes; minute++) {
    const result = await autocannon({
      url: baseUrl,
      connections: options.connections,
      duration: 60,
      headers: { 'accept-encoding': 'br, gzip' },
      // Each connection walks the whole list in turn.
      requests: urls.map((path) => ({ method: 'GET', path })),
    })
    requests += result.requests.total
    failures += result.non2xx + result.errors
    rss.push(residentMb(server.pid!))
    console.info(
      `minute ${String(minute).padStart(2)}: ${rss[minute - 1]!.toFixed(0).padStart(5)} MB   ${(result.requests.total / result.duration).toFixed(0).padStart(5)} req/s   p99 ${result.latency.p99} ms${result.non2xx ? `   ${result.non2xx} non-2xx` : ''}`,
    )
  }
  const second = rss[1]!
  const last = rss[rss.length - 1]!
  console.info(
    `\n${requests} requests, ${failures} failed. Minute ${rss.length} vs minute 2: ${(((last - second) / second) * 100).toFixed(1)} % (goal: at most +10 %)`,
  )
} finally {
  server.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
}
