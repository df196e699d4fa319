import { mkdtemp, rm } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type EmbeddedServer, serveEmbeddedDatabase } from './embedded-server'
import { listenChange, queryMessage, startupMessage } from './wire-messages'

/** Until `check` holds, at most 5 s. */
async function eventually(check: () => boolean): Promise<boolean> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 50))
  return check()
}

describe('the embedded database served to the workers (PostgreSQL wire protocol over a Unix socket)', () => {
  let database: PGlite
  let socketDir: string
  let server: EmbeddedServer
  let pool: pg.Pool

  const client = async () => {
    const connection = new pg.Client({ connectionString: server.url })
    await connection.connect()
    return connection
  }

  beforeAll(async () => {
    database = await PGlite.create()
    await database.exec('create table notes (id serial primary key, body text not null)')
    socketDir = await mkdtemp(join(tmpdir(), 'tremplin-embedded-test-'))
    server = await serveEmbeddedDatabase(database, socketDir)
    pool = new pg.Pool({ connectionString: server.url, max: 8 })
  })
  afterAll(async () => {
    await pool?.end()
    await server?.close()
    await database?.close()
    await rm(socketDir, { recursive: true, force: true })
  })

  it('gives every connection the answer to its own statement when many run at once', async () => {
    // Eight connections, each sending Parse/Bind/Execute/Sync for statements with parameters: were their
    // messages interleaved, a Bind would meet another connection's unnamed statement.
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        pool.query<{ n: number; label: string }>('select $1::int * 2 as n, $2::text as label', [i, `q${i}`]),
      ),
    )
    expect(answers.map((answer) => answer.rows)).toEqual(
      answers.map((_, i) => [{ n: i * 2, label: `q${i}` }]),
    )
  })

  it('keeps the session for a connection inside a transaction: the others wait and never see it half done', async () => {
    const writer = await client()
    try {
      await writer.query('begin')
      await writer.query("insert into notes (body) values ('draft')")
      let seen: number | null = null
      const reader = pool.query<{ count: string }>('select count(*) from notes').then((answer) => {
        seen = Number(answer.rows[0]!.count)
      })
      await new Promise((resolve) => setTimeout(resolve, 100))
      // The reader's query waits for the transaction: run inside it, it would count the draft.
      expect(seen).toBeNull()
      await writer.query("insert into notes (body) values ('second')")
      await writer.query('commit')
      await reader
      expect(seen).toBe(2)
    } finally {
      await writer.end()
    }
  })

  it('rolls back the transaction of a connection that leaves in the middle of it, and goes on', async () => {
    const leaving = await client()
    leaving.on('error', () => {})
    await leaving.query('begin')
    await leaving.query("insert into notes (body) values ('never committed')")
    leaving.connection.stream.destroy()
    const { rows } = await pool.query<{ count: string }>(
      "select count(*) from notes where body = 'never committed'",
    )
    expect(Number(rows[0]!.count)).toBe(0)
    expect(database.isInTransaction()).toBe(false)
  })

  it('closes a connection that keeps a transaction open and sends nothing, so the others go on', async () => {
    const idleDir = await mkdtemp(join(tmpdir(), 'tremplin-embedded-idle-'))
    const idleServer = await serveEmbeddedDatabase(database, idleDir, { idleInTransactionMs: 300 })
    const idle = new pg.Client({ connectionString: idleServer.url })
    const other = new pg.Client({ connectionString: idleServer.url })
    try {
      idle.on('error', () => {})
      await idle.connect()
      await other.connect()
      await idle.query('begin')
      await idle.query("insert into notes (body) values ('forgotten')")
      // Waits for the idle transaction, then runs once it is rolled back.
      const { rows } = await other.query<{ count: string }>(
        "select count(*) from notes where body = 'forgotten'",
      )
      expect(Number(rows[0]!.count)).toBe(0)
      await expect(idle.query('commit')).rejects.toThrow()
    } finally {
      await other.end()
      await idle.end().catch(() => {})
      await idleServer.close()
      await rm(idleDir, { recursive: true, force: true })
    }
  })

  it('answers a failed statement with its error and keeps the connection usable', async () => {
    const connection = await client()
    try {
      await expect(connection.query('select * from no_such_table where id = $1', [1])).rejects.toThrow(
        /no_such_table/,
      )
      await connection.query('begin')
      await expect(connection.query('select 1 / 0')).rejects.toThrow(/division by zero/)
      await connection.query('rollback')
      expect((await connection.query('select 41 + 1 as n')).rows).toEqual([{ n: 42 }])
      expect((await pool.query('select 1 as n')).rows).toEqual([{ n: 1 }])
    } finally {
      await connection.end()
    }
  })

  it('sends a notification to the connections that listen on its channel only', async () => {
    const listener = await client()
    const other = await client()
    const heard: string[] = []
    const otherHeard: string[] = []
    listener.on('notification', (message) => heard.push(`${message.channel}:${message.payload}`))
    other.on('notification', (message) => otherHeard.push(`${message.channel}:${message.payload}`))
    try {
      await listener.query('LISTEN "Data Version"')
      await other.query('LISTEN elsewhere')
      await pool.query(`select pg_notify('Data Version', 'offers')`)
      expect(await eventually(() => heard.length === 1)).toBe(true)
      expect(heard).toEqual(['Data Version:offers'])
      await listener.query('UNLISTEN *')
      await pool.query(`select pg_notify('Data Version', 'again')`)
      await pool.query(`select pg_notify('elsewhere', 'here')`)
      expect(await eventually(() => otherHeard.length === 1)).toBe(true)
      expect(heard).toEqual(['Data Version:offers'])
      expect(otherHeard).toEqual(['elsewhere:here'])
    } finally {
      await listener.end()
      await other.end()
    }
  })

  it('closes a connection that sends what no PostgreSQL client would, and serves the others', async () => {
    const socket = connect(join(socketDir, '.s.PGSQL.5432'))
    const closed = new Promise((resolve) => socket.on('close', resolve))
    socket.on('error', () => {})
    // Read what it answers (the startup's parameters), or the end of the connection is never seen.
    socket.resume()
    // A query whose length field says -8 bytes.
    socket.write(Buffer.concat([startupMessage(), Buffer.from([0x51, 0xff, 0xff, 0xff, 0xf8])]))
    await closed
    expect((await pool.query('select 1 as n')).rows).toEqual([{ n: 1 }])
  })

  it('refuses nothing but what it cannot do: TLS is declined, the connection continues in the clear', async () => {
    const connection = new pg.Client({ connectionString: server.url, ssl: false })
    await connection.connect()
    expect((await connection.query('select current_database() as name')).rows).toEqual([{ name: 'postgres' }])
    await connection.end()
  })
})

describe('the LISTEN and UNLISTEN queries the embedded server follows', () => {
  it('reads the channel as PostgreSQL does: quoted keeps its case, bare is folded', () => {
    expect(listenChange(queryMessage('LISTEN "tremplin_data_version"'))).toEqual({
      listen: true,
      channel: 'tremplin_data_version',
    })
    expect(listenChange(queryMessage('listen Offers;'))).toEqual({ listen: true, channel: 'offers' })
    expect(listenChange(queryMessage('LISTEN "a ""b"""'))).toEqual({ listen: true, channel: 'a "b"' })
    expect(listenChange(queryMessage('UNLISTEN *'))).toEqual({ listen: false, channel: '*' })
    expect(listenChange(queryMessage('select 1'))).toBeNull()
    expect(listenChange(queryMessage('LISTEN a; select 1'))).toBeNull()
    expect(listenChange(queryMessage('LISTEN *'))).toBeNull()
  })
})
