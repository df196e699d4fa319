import { type ChildProcess, fork } from 'node:child_process'
import { once } from 'node:events'
import { Agent, get } from 'node:http'
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * `npm start`'s workers (scripts/balanced-connections.mjs), in a cluster of two real processes
 * (tests/balanced-cluster.fixture.mjs) each answering with its pid.
 */
let cluster: ChildProcess
let port = 0
/** How many workers the first two connections reached. */
let firstAnswered: number | undefined

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  server.close()
  return port
}

/** One keep-alive connection: every request of `connection()` travels on the same socket. */
function connection() {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const text = (path: string) =>
    new Promise<string>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = ''
        response.on('data', (chunk) => {
          body += chunk
        })
        response.on('end', () => resolve(body))
      }).on('error', reject)
    })
  const request = async (path: string) => Number(await text(path))
  return { request, text, close: () => agent.destroy() }
}

type Connection = ReturnType<typeof connection>

/** The connections by the pid of the worker that answered them. */
function byWorker(connections: Connection[], pids: number[]): Map<number, Connection[]> {
  const groups = new Map<number, Connection[]>()
  connections.forEach((each, i) => {
    groups.set(pids[i]!, [...(groups.get(pids[i]!) ?? []), each])
  })
  return groups
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

beforeAll(async () => {
  port = await freePort()
  cluster = fork('tests/balanced-cluster.fixture.mjs', {
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  })
  for (let attempt = 0; ; attempt++) {
    const probe = connection()
    try {
      await probe.request('/')
      // Both workers serve once two connections reach two pids.
      const second = connection()
      const pids = new Set([await probe.request('/'), await second.request('/')])
      second.close()
      firstAnswered ??= pids.size
      if (pids.size === 2) break
    } catch {
      if (attempt > 100) throw new Error('the cluster did not start')
      await pause(100)
    } finally {
      probe.close()
    }
    await pause(100)
  }
  // The probes' closes reach the primary.
  await pause(300)
})

afterAll(() => {
  cluster?.kill('SIGKILL')
})

describe("npm start's connections", () => {
  it('are taken once every worker is ready, so that the first ones spread over them all', () => {
    expect(firstAnswered).toBe(2)
  })

  it('go to the worker holding the fewest, even while it is busy', async () => {
    const first = connection()
    // The first connection's worker holds its event loop: Node's cluster would give it none of the next ones.
    const busy = first.request('/busy?ms=500')
    await pause(100)
    const others = Array.from({ length: 9 }, () => connection())
    const pids = [await busy, ...(await Promise.all(others.map((other) => other.request('/'))))]
    const workers = byWorker([first, ...others], pids)
    expect([...workers.values()].map((held) => held.length)).toEqual([5, 5])

    // Four connections of one worker close: the next four go to it.
    const [[emptiedPid, emptied], [keptPid, kept]] = [...workers] as [
      [number, Connection[]],
      [number, Connection[]],
    ]
    for (const each of emptied.slice(1)) each.close()
    // The worker tells the primary of each close.
    await pause(1000)
    const next = Array.from({ length: 4 }, () => connection())
    const nextPids = await Promise.all(next.map((each) => each.request('/')))
    expect(nextPids).toEqual(Array(4).fill(emptiedPid))
    // A connection keeps its worker.
    expect(await kept[0]!.request('/')).toBe(keptPid)
    for (const each of [first, ...others, ...next]) each.close()
  })

  it('are announced in the worker as they arrive, so that page work lets a burst in first', async () => {
    const burst = Array.from({ length: 6 }, () => connection())
    const answers = await Promise.all(burst.map((each) => each.text('/announced')))
    for (const answer of answers) {
      const [received, announced] = answer.split(' ').map(Number)
      expect(received).toBeGreaterThan(0)
      expect(announced).toBe(received)
    }
    for (const each of burst) each.close()
  })

  it('let the requests in progress finish when the server stops', async () => {
    const visitor = connection()
    const answer = visitor.request('/slow?ms=400')
    await pause(100)
    const exited = once(cluster, 'exit')
    cluster.kill('SIGTERM')
    expect(await answer).toBeGreaterThan(0)
    visitor.close()
    expect((await exited)[0]).toBe(0)
  })
})
