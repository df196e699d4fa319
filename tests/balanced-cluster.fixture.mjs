// A two-worker cluster serving through scripts/balanced-connections.mjs (tests/balanced-connections.test.ts):
// each worker answers with its pid once ready (the second later than the first); `/busy?ms=` holds its event loop, `/slow?ms=` answers later,
// `/announced` with the connections it received and those announced to the app (connection-bursts.ts).
import cluster from 'node:cluster'
import { createServer } from 'node:http'
import { balanceConnections, takeBalancedConnections } from '../scripts/balanced-connections.mjs'
import { CONNECTION_HANDED_OVER } from '../src/server/worker-messages.mjs'

const port = Number(process.env.PORT)
if (cluster.isWorker) {
  // The second worker takes longer to get ready (a warm-up, in npm start).
  const ready = cluster.worker.id === 1 ? 100 : 600
  takeBalancedConnections(port, { beforeServing: () => new Promise((done) => setTimeout(done, ready)) })
  let announced = 0
  let received = 0
  process.on(CONNECTION_HANDED_OVER, () => announced++)
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://localhost')
    const ms = Number(url.searchParams.get('ms') ?? 0)
    const answer = () => response.end(String(process.pid))
    if (url.pathname === '/announced') response.end(`${received} ${announced}`)
    else if (url.pathname === '/busy') {
      const until = Date.now() + ms
      while (Date.now() < until) {}
      answer()
    } else if (url.pathname === '/slow') setTimeout(answer, ms)
    else answer()
  })
  server.on('connection', () => received++)
  server.listen({ port, exclusive: true })
  process.on('SIGTERM', () => server.close(() => process.exit(0)))
} else {
  const connections = balanceConnections(cluster, { port, host: '127.0.0.1', workers: 2 })
  for (let i = 0; i < 2; i++) cluster.fork()
  process.on('SIGTERM', () => {
    connections.close()
    for (const worker of Object.values(cluster.workers)) worker.process.kill('SIGTERM')
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers).length === 0) process.exit(0)
    })
  })
}
