/** What the server-rendering benchmarks share: their options, the production build, the measured pages. */
import type { ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { z } from 'zod'
import { SERVER_ENTRY, startApp } from './app-processes'

/** `--seconds 8 --connections 4 --port <defaultPort>`, checked; exits when there is no build. */
export function serverBenchOptions(defaultPort: number) {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '8' },
      connections: { type: 'string', default: '4' },
      port: { type: 'string', default: String(defaultPort) },
    },
  })
  const options = z
    .object({
      seconds: z.coerce.number().int().min(1).max(600),
      connections: z.coerce.number().int().min(1).max(256),
      port: z.coerce.number().int().min(1024).max(65535),
    })
    .parse(values)
  if (!existsSync(SERVER_ENTRY)) {
    console.error('No production build: run "npm run build" first.')
    process.exit(1)
  }
  return options
}

/** Starts the production build on `port` (embedded database in DATA_DIR) and waits until it answers. */
export async function startProductionServer(
  port: number,
): Promise<{ server: ChildProcess; baseUrl: string }> {
  const { child, baseUrl } = await startApp(port, { DATABASE_URL: '' }, 'errors')
  return { server: child, baseUrl }
}

/** Warms each page up, then prints its requests per second and latency percentiles. */
export async function printPageThroughput(
  baseUrl: string,
  pages: Record<string, string>,
  headers: Record<string, string>,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<void> {
  for (const path of Object.values(pages))
    await autocannon({ url: baseUrl + path, connections, duration: 2, headers }) // warm-up
  console.info(`\nServer rendering, ${connections} connections, ${seconds} s per page:`)
  for (const [name, path] of Object.entries(pages)) {
    const result = await autocannon({ url: baseUrl + path, connections, duration: seconds, headers })
    console.info(
      `${name.padEnd(42)} ${(result.requests.total / result.duration).toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms`,
    )
  }
}
