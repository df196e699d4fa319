// Connections to `npm start`'s workers, each handed to the worker with the fewest open.
//
// Node's cluster gives a new connection to the next worker that acknowledges the previous one, and a worker
// busy rendering acknowledges late: a burst of connections (a proxy's pool, a load test) lands mostly on
// the other worker and stays there for the connections' life (36 of 50 measured on one of two workers,
// whose visitors then waited half as long again). Here the primary accepts connections itself and hands
// each over unread, like the cluster does, to the worker holding the fewest.
import { rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CONNECTION_HANDED_OVER } from '../src/server/worker-messages.mjs'

const LISTENING = 'tremplin:listening'
const CONNECTION = 'tremplin:connection'
const CLOSED = 'tremplin:connection-closed'

/** How long the first workers to serve wait for the others before the port opens anyway. */
const START_TOGETHER_MS = 15_000

/**
 * In the primary: listens on `port` (and `host`) once the `workers` started first all serve (a first burst
 * of connections then spreads over them all: each keeps its worker for its life), or `START_TOGETHER_MS`
 * after the first serves, and hands each connection to the serving worker with the fewest open. Returns
 * `close()`, which stops taking connections.
 */
export function balanceConnections(cluster, { port, host, workers = 1 }) {
  /** Workers that serve, by id, with the connections they hold. */
  const serving = new Map()
  /** Connections accepted while no worker serves (all were being replaced). */
  const waiting = []
  const server = net.createServer({ pauseOnConnect: true, noDelay: true }, handOver)
  server.on('error', (error) => {
    console.error(`Tremplin cannot listen on port ${port}: ${error.message}`)
    process.exit(1)
  })
  let closed = false

  function handOver(socket) {
    let fewest = null
    for (const entry of serving.values()) if (!fewest || entry.open < fewest.open) fewest = entry
    if (!fewest) {
      waiting.push(socket)
      return
    }
    fewest.open++
    fewest.worker.send({ type: CONNECTION }, socket, (error) => {
      if (!error) return
      fewest.open--
      socket.destroy()
    })
  }

  let listenAnyway = null
  const listen = () => {
    clearTimeout(listenAnyway)
    if (!server.listening && !closed) server.listen({ port, host })
  }

  cluster.on('message', (worker, message) => {
    if (message?.type === LISTENING) {
      serving.set(worker.id, { worker, open: 0 })
      if (serving.size >= workers) listen()
      else listenAnyway ??= setTimeout(listen, START_TOGETHER_MS)
      for (const socket of waiting.splice(0)) handOver(socket)
    } else if (message?.type === CLOSED) {
      const entry = serving.get(worker.id)
      if (entry) entry.open--
    }
  })
  cluster.on('exit', (worker) => serving.delete(worker.id))
  return {
    close() {
      closed = true
      clearTimeout(listenAnyway)
      for (const socket of waiting.splice(0)) socket.destroy()
      if (server.listening) server.close()
    },
  }
}

/**
 * In a worker, before the server starts: the server that listens on `port` takes its connections from
 * the primary instead (it listens on a private Unix socket for the rest: its `close()` and
 * connection tracking work as usual, and it reports the public port as its address). Closing it waits
 * for the connections handed over, as it does for its own. It tells the primary it serves once
 * `beforeServing(privatePath)` is over (the warm-up, warm-up.mjs). With `serve: false` (the embedded
 * database's process) it never does, and so is handed no visitor.
 */
export function takeBalancedConnections(port, { serve = true, beforeServing = async () => {} } = {}) {
  const listen = net.Server.prototype.listen
  net.Server.prototype.listen = function (options, ...rest) {
    if (options?.port === undefined || Number(options.port) !== port)
      return listen.call(this, options, ...rest)
    const open = new Set()
    const privatePath = join(tmpdir(), `tremplin-worker-${process.pid}.sock`)
    rmSync(privatePath, { force: true })
    const publicAddress = { address: options.host || '::', family: 'IPv6', port }
    this.address = () => (this.listening ? publicAddress : null)

    process.on('message', (message, socket) => {
      if (message?.type !== CONNECTION) return
      // The visitor may have left while the connection travelled.
      if (!socket) return process.send({ type: CLOSED })
      open.add(socket)
      process.emit(CONNECTION_HANDED_OVER)
      socket.once('close', () => {
        open.delete(socket)
        if (process.connected) process.send({ type: CLOSED })
      })
      this.emit('connection', socket)
    })
    const close = this.close
    this.close = function (callback) {
      return close.call(this, async (error) => {
        for (const socket of open) await new Promise((closed) => socket.once('close', closed))
        callback?.(error)
      })
    }
    if (serve)
      this.once('listening', async () => {
        await beforeServing(privatePath)
        process.send({ type: LISTENING })
      })
    return listen.call(this, { path: privatePath, exclusive: true }, ...rest)
  }
}
