/**
 * App processes for the load and two-node runs (bench/load.ts, e2e/two-nodes.desktop.spec.ts): the production
 * build started on a given database, killed or stopped, and a small round-robin HTTP proxy in front of
 * several of them (what a load balancer does, without one to install).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer, request as forward, type Server } from 'node:http'

export const SERVER_ENTRY = '.output/server/index.mjs'

export type AppProcess = { port: number; baseUrl: string; child: ChildProcess }

/**
 * Starts `.output/server/index.mjs` on `port` and waits for `/api/health`. `env`: the database
 * (DATABASE_URL or DATA_DIR) and anything else; `log`: the app's output shown, its errors only, or nothing.
 */
export async function startApp(
  port: number,
  env: Record<string, string>,
  log: 'ignore' | 'errors' | 'inherit' = 'ignore',
): Promise<AppProcess> {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...env },
    stdio: ['ignore', log === 'inherit' ? 'inherit' : 'ignore', log === 'ignore' ? 'ignore' : 'inherit'],
  })
  const baseUrl = `http://127.0.0.1:${port}`
  await Promise.race([
    waitUntilAnswering(`${baseUrl}/api/health`),
    new Promise((_, reject) =>
      child.once('exit', (code) => reject(new Error(`the app on port ${port} stopped (${code})`))),
    ),
  ])
  return { port, baseUrl, child }
}

/** Waits until `url` answers 2xx (a server starting: building the facet index, seeding), at most 150 s. */
export async function waitUntilAnswering(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within 150 s`)
}

/** Ends an app process: SIGTERM (it closes its database) or SIGKILL (a crash); resolves once it is gone. */
export function stopApp(app: AppProcess, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    app.child.once('exit', () => resolve())
    app.child.kill(signal)
  })
}

/**
 * A proxy on `port` handing each request to the next of `targets` in turn, as one reverse proxy in front
 * (it adds the client to `X-Forwarded-For`: run the apps with TRUST_PROXY=1). A target that refuses the
 * connection is a 502, as a proxy would answer.
 */
export async function startRoundRobinProxy(port: number, targets: number[]): Promise<Server> {
  let next = 0
  const server = createServer((incoming, outgoing) => {
    const target = targets[next++ % targets.length]!
    const client = incoming.socket.remoteAddress ?? '127.0.0.1'
    const forwardedFor = incoming.headers['x-forwarded-for']
    const upstream = forward(
      {
        host: '127.0.0.1',
        port: target,
        method: incoming.method,
        path: incoming.url,
        headers: {
          ...incoming.headers,
          'x-forwarded-for': forwardedFor ? `${forwardedFor}, ${client}` : client,
          'x-served-by': String(target),
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(target) })
        answer.pipe(outgoing)
      },
    )
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' })
      outgoing.end('Bad gateway')
    })
    incoming.pipe(upstream)
  })
  server.keepAliveTimeout = 5000
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return server
}
