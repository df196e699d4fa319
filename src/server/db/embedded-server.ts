/**
 * The embedded database served to `npm start`'s worker processes over PostgreSQL's wire protocol, on a
 * Unix socket in a folder only this user can open (docs/decisions/0012).
 *
 * PGlite is one PostgreSQL session inside one process. Every worker's connections are multiplexed onto
 * it here, so that each sees what a PostgreSQL connection of its own would show:
 *   - a connection's messages run together up to their Sync (or a simple query): another connection's
 *     Parse can never land between its Parse and its Bind (they share the unnamed statement);
 *   - a connection inside a transaction keeps the session until the transaction ends: the others wait,
 *     in order, instead of running inside it;
 *   - a connection that leaves mid-transaction has it rolled back, and one that holds a transaction open
 *     a minute without sending anything is closed (PostgreSQL's idle_in_transaction_session_timeout);
 *   - notifications go to the connections that asked for the channel (`LISTEN`, a simple query), not to
 *     whichever one committed the NOTIFY.
 * What PostgreSQL keeps per session stays shared: named prepared statements, `SET`, temporary tables,
 * session advisory locks. The app uses none (node-postgres and pg-boss use unnamed statements).
 */
import { mkdir, rm } from 'node:fs/promises'
import { createServer, type Server, type Socket } from 'node:net'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import {
  holdsMessage,
  type ListenChange,
  listenChange,
  notificationChannel,
  PROTOCOL_3,
  queryMessage,
  readMessages,
  startupMessage,
  syncMessage,
  unlistened,
} from './wire-messages'

/** node-postgres connects to `<host>/.s.PGSQL.<port>` when its host is a folder. */
const SOCKET_PORT = 5432
const SOCKET_FILE = `.s.PGSQL.${SOCKET_PORT}`

/** How long a connection may hold the session in a transaction while sending nothing. */
const IDLE_IN_TRANSACTION_MS = 60_000

/** A length outside what a message can be: not a PostgreSQL client, or a broken one. */
const MAX_MESSAGE_BYTES = 1 << 30
const SSL_REQUEST = 80_877_103
const GSS_ENCRYPTION_REQUEST = 80_877_104

export type EmbeddedServer = {
  /** What a worker sets as DATABASE_URL. */
  url: string
  close: () => Promise<void>
}

/** The connection string of the embedded database served in `socketDir`. */
function embeddedDatabaseUrl(socketDir: string): string {
  return `postgres://tremplin@localhost:${SOCKET_PORT}/postgres?host=${encodeURIComponent(socketDir)}`
}

type Connection = {
  socket: Socket
  /** Bytes received and not yet a whole message. */
  received: Buffer
  started: boolean
  /** Messages of the unit being received (up to its Sync or simple query). */
  unit: Buffer[]
  channels: Set<string>
  closed: boolean
}

/** `unlisten`: answered here, not run: the session's other connections may still listen there. */
type Job = { connection: Connection; unit: Buffer; ends: 'sync' | 'flush' | 'unlisten' }

/**
 * Serves `database` on `socketDir/.s.PGSQL.5432` until closed. The folder is created if missing; the
 * caller makes it private to this user (mkdtemp).
 */
export async function serveEmbeddedDatabase(
  database: PGlite,
  socketDir: string,
  { idleInTransactionMs = IDLE_IN_TRANSACTION_MS }: { idleInTransactionMs?: number } = {},
): Promise<EmbeddedServer> {
  await mkdir(socketDir, { recursive: true, mode: 0o700 })
  const path = join(socketDir, SOCKET_FILE)
  await rm(path, { force: true })
  // Every connection gets the answer PGlite gave to one startup (its parameters and ReadyForQuery).
  const startupAnswer = Buffer.from(await database.execProtocolRaw(startupMessage()))
  const connections = new Set<Connection>()
  const queue: Job[] = []
  /** The connection holding the session: inside a transaction, or between a Flush and its Sync. */
  let holder: Connection | null = null
  let running = false
  /** Set while the holder has nothing queued: it is then waited for at most `idleInTransactionMs`. */
  let holderIdle: NodeJS.Timeout | undefined

  const run = async () => {
    if (running) return
    running = true
    try {
      for (;;) {
        if (holder?.closed) {
          await release(holder)
          continue
        }
        const index = holder ? queue.findIndex((job) => job.connection === holder) : 0
        clearTimeout(holderIdle)
        if (index < 0 && holder) {
          // Everyone waits for it: like PostgreSQL's idle_in_transaction_session_timeout, a connection
          // that keeps its transaction open and sends nothing is closed (and its transaction rolled back).
          const idle = holder
          holderIdle = setTimeout(() => idle.socket.destroy(), idleInTransactionMs).unref()
        }
        if (index < 0 || queue.length === 0) break
        const [job] = queue.splice(index, 1) as [Job]
        const answer =
          job.ends === 'unlisten'
            ? unlistened(database.isInTransaction())
            : await database.runExclusive(() => database.execProtocolRaw(job.unit))
        holder = job.ends === 'flush' || database.isInTransaction() ? job.connection : null
        deliver(job.connection, Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength))
      }
    } catch (error) {
      // PGlite itself failed (a query's error is an answer, not this): the process stops as on SIGTERM,
      // closing the database as it can, and `npm start` replaces it; the workers' pools reconnect.
      console.error(`Tremplin: the embedded database stopped answering: ${(error as Error).message}`)
      for (const connection of connections) connection.socket.destroy()
      process.kill(process.pid, 'SIGTERM')
    } finally {
      running = false
    }
  }

  /** Ends what the connection that left had open (its unit, its transaction), so that others go on. */
  const release = async (connection: Connection) => {
    await database.runExclusive(async () => {
      await database.execProtocolRaw(syncMessage())
      if (database.isInTransaction()) await database.execProtocolRaw(queryMessage('ROLLBACK'))
    })
    if (holder === connection) holder = null
  }

  /**
   * The answer to its sender, and each notification in it to the connections listening on its channel
   * (also when the sender has left since: the listeners still hear of its commit).
   */
  const deliver = (sender: Connection, answer: Buffer) => {
    if (!holdsMessage(answer, NOTIFICATION)) {
      if (!sender.closed) sender.socket.write(answer)
      return
    }
    const own: Buffer[] = []
    for (const message of readMessages(answer)) {
      if (message.type !== NOTIFICATION) {
        own.push(message.bytes)
        continue
      }
      const channel = notificationChannel(message)
      for (const connection of connections)
        if (!connection.closed && connection.channels.has(channel)) connection.socket.write(message.bytes)
    }
    if (!sender.closed) sender.socket.write(Buffer.concat(own))
  }

  const receive = (connection: Connection, data: Buffer) => {
    connection.received = connection.received.length ? Buffer.concat([connection.received, data]) : data
    for (;;) {
      const { received } = connection
      if (!connection.started) {
        if (received.length < 8) return
        const length = received.readInt32BE(0)
        if (length < 8 || length > MAX_MESSAGE_BYTES) return void connection.socket.destroy()
        if (received.length < length) return
        const code = received.readInt32BE(4)
        connection.received = received.subarray(length)
        if (code === SSL_REQUEST || code === GSS_ENCRYPTION_REQUEST) connection.socket.write('N')
        else if (code === PROTOCOL_3) {
          connection.started = true
          connection.socket.write(startupAnswer)
        } else {
          // A cancel request (PGlite cannot interrupt a query) or an unknown protocol.
          connection.socket.destroy()
          return
        }
        continue
      }
      if (received.length < 5) return
      const length = 1 + received.readInt32BE(1)
      if (length < 5 || length > MAX_MESSAGE_BYTES) return void connection.socket.destroy()
      if (received.length < length) return
      const message = received.subarray(0, length)
      connection.received = received.subarray(length)
      const type = String.fromCharCode(message[0]!)
      if (type === 'X') {
        connection.socket.end()
        return
      }
      connection.unit.push(message)
      const change = type === 'Q' ? listenChange(message) : null
      follow(connection, change)
      if (type === 'S' || type === 'Q' || type === 'H') {
        queue.push({
          connection,
          unit: Buffer.concat(connection.unit),
          ends: type === 'H' ? 'flush' : change?.listen === false ? 'unlisten' : 'sync',
        })
        connection.unit = []
        void run()
      }
    }
  }

  const server: Server = createServer((socket) => {
    const connection: Connection = {
      socket,
      received: Buffer.alloc(0),
      started: false,
      unit: [],
      channels: new Set(),
      closed: false,
    }
    connections.add(connection)
    socket.setNoDelay(true)
    socket.on('data', (data) => receive(connection, data))
    socket.on('error', () => socket.destroy())
    socket.on('close', () => {
      connection.closed = true
      connections.delete(connection)
      for (let i = queue.length - 1; i >= 0; i--) if (queue[i]!.connection === connection) queue.splice(i, 1)
      // Its transaction (or unfinished unit) is ended by `run`, after its job running now if there is one.
      if (holder === connection) void run()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(path, () => resolve())
  })
  return {
    url: embeddedDatabaseUrl(socketDir),
    close: async () => {
      clearTimeout(holderIdle)
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const connection of connections) connection.socket.destroy()
      })
      await rm(path, { force: true })
    },
  }
}

const NOTIFICATION = 'A'

/** Keeps a connection's channels as its LISTEN and UNLISTEN queries change them. */
function follow(connection: Connection, change: ListenChange | null) {
  if (!change) return
  if (change.listen) connection.channels.add(change.channel)
  else if (change.channel === '*') connection.channels.clear()
  else connection.channels.delete(change.channel)
}
