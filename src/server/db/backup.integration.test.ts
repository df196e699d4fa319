import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { packTar } from 'modern-tar/fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BackupError, backupDataDir } from './backup'
import { openDatabase, queryRows } from './client'
import { restoreDataDir } from './restore'

const journal = JSON.parse(readFileSync(resolve('drizzle/meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[]
}
const allMigrations = journal.entries.length

/** The committed migrations but the newest: the database of an older Tremplin. */
function olderMigrationsFolder(work: string): string {
  const folder = join(work, 'migrations')
  cpSync(resolve('drizzle'), folder, { recursive: true })
  const older = { ...journal, entries: journal.entries.slice(0, -1) }
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify(older))
  return folder
}

async function companyNames(dataDir: string): Promise<string[]> {
  const handle = await openDatabase({ kind: 'pglite', dataDir })
  try {
    const rows = await queryRows<{ name: string }>(handle.db, sql`select name from companies order by name`)
    return rows.map((row) => row.name)
  } finally {
    await handle.close()
  }
}

async function execute(dataDir: string, statement: ReturnType<typeof sql>): Promise<void> {
  const handle = await openDatabase({ kind: 'pglite', dataDir })
  try {
    await handle.db.execute(statement)
  } finally {
    await handle.close()
  }
}

const cv = Uint8Array.from({ length: 4096 }, (_, i) => (i * 31) % 256)
const picture = Buffer.from('a public picture')

describe('db:backup and db:restore of the embedded database', () => {
  const work = mkdtempSync(join(tmpdir(), 'tremplin-backup-'))
  const dataDir = join(work, 'data')
  const archive = join(work, 'backups', 'tremplin.tar.gz')

  beforeAll(async () => {
    // Made by an older version (one migration short), so the restore has a migration to run.
    process.env.MIGRATIONS_DIR = olderMigrationsFolder(work)
    try {
      const handle = await openDatabase({ kind: 'pglite', dataDir })
      await handle.migrate()
      await handle.db.execute(
        sql`insert into companies (name, size) values ('Coopérative Escale', '5_50'), ('Atelier Vélo', '5_50')`,
      )
      await handle.close()
    } finally {
      delete process.env.MIGRATIONS_DIR
    }
    mkdirSync(join(dataDir, 'uploads', 'cv'), { recursive: true })
    writeFileSync(join(dataDir, 'uploads', 'cv', 'lotte.pdf'), cv)
    writeFileSync(join(dataDir, 'uploads', 'cv', 'half-written.pdf.abc.partial'), 'skip me')
    mkdirSync(join(dataDir, 'public', 'companies'), { recursive: true })
    writeFileSync(join(dataDir, 'public', 'companies', 'escale.webp'), picture)
  })

  afterAll(() => {
    delete process.env.MIGRATIONS_DIR
    rmSync(work, { recursive: true, force: true })
  })

  it('backs up, then restores the rows and files exactly, keeping the replaced data aside', async () => {
    const { manifest } = await backupDataDir({ dataDir, archive, database: true })
    expect(manifest).toMatchObject({
      format: 'tremplin-backup',
      version: 1,
      database: {
        engine: 'pglite',
        migrations: allMigrations - 1,
        latestMigration: journal.entries.at(-2)!.tag,
      },
      files: { folders: ['public', 'uploads'], count: 2, bytes: cv.length + picture.length },
    })
    await expect(backupDataDir({ dataDir, archive, database: true })).rejects.toThrow(/already exists/)

    // Life goes on: a company leaves, another comes, a CV is replaced, a picture deleted, one added.
    await execute(dataDir, sql`delete from companies where name = 'Atelier Vélo'`)
    await execute(dataDir, sql`insert into companies (name, size) values ('Après la sauvegarde', '5_50')`)
    writeFileSync(join(dataDir, 'uploads', 'cv', 'lotte.pdf'), 'another CV')
    writeFileSync(join(dataDir, 'public', 'companies', 'escale.webp'), '')
    writeFileSync(join(dataDir, 'public', 'companies', 'new.webp'), 'new')

    const refused = restoreDataDir({ dataDir, archive, force: false, database: true })
    await expect(refused).rejects.toBeInstanceOf(BackupError)
    await expect(refused).rejects.toThrow(/already holds data \(db, public, uploads\).*--force/)
    expect(await companyNames(dataDir)).toContain('Après la sauvegarde')

    const now = new Date('2026-03-01T10:20:30Z')
    const restored = await restoreDataDir({ dataDir, archive, force: true, database: true, now })
    expect(restored.migrationsAfter).toBe(allMigrations)
    expect(restored.movedAside.sort()).toEqual(
      ['db', 'public', 'uploads'].map((folder) => join(dataDir, `${folder}.before-restore-20260301T102030Z`)),
    )

    expect(await companyNames(dataDir)).toEqual(['Atelier Vélo', 'Coopérative Escale'])
    expect(readFileSync(join(dataDir, 'uploads', 'cv', 'lotte.pdf'))).toEqual(Buffer.from(cv))
    expect(readFileSync(join(dataDir, 'public', 'companies', 'escale.webp'))).toEqual(picture)
    expect(readdirSync(join(dataDir, 'public', 'companies'))).toEqual(['escale.webp'])
    expect(readdirSync(join(dataDir, 'uploads', 'cv'))).toEqual(['lotte.pdf'])

    // What was replaced is kept, whole.
    const aside = (folder: string) => join(dataDir, `${folder}.before-restore-20260301T102030Z`)
    expect(existsSync(join(aside('db'), 'PG_VERSION'))).toBe(true)
    expect(readFileSync(join(aside('uploads'), 'cv', 'lotte.pdf'), 'utf8')).toBe('another CV')
    expect(readdirSync(join(aside('public'), 'companies')).sort()).toEqual(['escale.webp', 'new.webp'])
    expect(readdirSync(dataDir).filter((name) => name.startsWith('.restore-'))).toEqual([])
  })

  it('refuses what is not a backup, with a clear message, and leaves the data alone', async () => {
    const garbage = join(work, 'garbage.tar.gz')
    writeFileSync(garbage, 'not an archive at all')
    const truncated = join(work, 'truncated.tar.gz')
    writeFileSync(truncated, readFileSync(archive).subarray(0, 200_000))
    const foreign = join(work, 'foreign.tar.gz')
    await pipeline(
      packTar([{ type: 'content', target: 'notes.txt', content: 'hello' }]),
      createGzip(),
      createWriteStream(foreign),
    )

    for (const [file, message] of [
      [garbage, /garbage\.tar\.gz is not a readable Tremplin backup \(incorrect header check\)/],
      [truncated, /truncated\.tar\.gz is not a readable Tremplin backup/],
      [foreign, /foreign\.tar\.gz is not a Tremplin backup \(it has no manifest\.json\)/],
      [join(work, 'missing.tar.gz'), /There is no file .*missing\.tar\.gz/],
    ] as const) {
      const restoring = restoreDataDir({ dataDir, archive: file, force: true, database: true })
      await expect(restoring).rejects.toBeInstanceOf(BackupError)
      await expect(restoring).rejects.toThrow(message)
    }
    expect(await companyNames(dataDir)).toEqual(['Atelier Vélo', 'Coopérative Escale'])
    expect(readdirSync(dataDir).filter((name) => name.startsWith('.restore-'))).toEqual([])
  })

  it('refuses an embedded database while DATABASE_URL is set', async () => {
    const other = join(work, 'empty')
    await expect(restoreDataDir({ dataDir: other, archive, force: false, database: false })).rejects.toThrow(
      /holds an embedded database, but DATABASE_URL is set/,
    )
  })

  describe('while another process has the database open', () => {
    let holder: ChildProcess | undefined
    afterAll(() => {
      holder?.kill('SIGKILL')
    })

    it('refuses to back up or restore, then works once that process is gone', async () => {
      const script = join(work, 'hold.mts')
      writeFileSync(
        script,
        `import { openDatabase } from ${JSON.stringify(resolve('src/server/db/client.ts'))}
await openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(dataDir)} })
console.log('open')
setInterval(() => {}, 1000)
`,
      )
      holder = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] })
      const ready = await Promise.race([
        once(holder.stdout!, 'data').then(([line]) => String(line)),
        once(holder, 'exit').then(() => 'exited'),
      ])
      expect(ready).toContain('open')

      const busy = new RegExp(`open in process ${holder.pid} .*Stop it first`)
      await expect(
        backupDataDir({ dataDir, archive: join(work, 'busy.tar.gz'), database: true }),
      ).rejects.toThrow(busy)
      await expect(restoreDataDir({ dataDir, archive, force: true, database: true })).rejects.toThrow(busy)
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(busy)

      // Killed, as by a crash: its lock is left behind, and recognised as stale.
      holder.kill('SIGKILL')
      await once(holder, 'exit')
      const { manifest } = await backupDataDir({
        dataDir,
        archive: join(work, 'after.tar.gz'),
        database: true,
      })
      expect(manifest.database?.migrations).toBe(allMigrations)
    })
  })

  it('db:restore prints one line, without a stack trace, for a bad archive', async () => {
    const garbage = join(work, 'cli-garbage.tar.gz')
    writeFileSync(garbage, 'not an archive at all')
    const cli = spawn(process.execPath, ['--import', 'tsx', 'scripts/db-restore.ts', garbage, '--force'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', S3_BUCKET: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    cli.stderr!.on('data', (chunk) => {
      stderr += String(chunk)
    })
    const [code] = await once(cli, 'exit')
    expect(code).toBe(1)
    expect(stderr.trim()).toMatch(
      /^db:restore failed: .*cli-garbage\.tar\.gz is not a readable Tremplin backup/,
    )
    expect(stderr.trim().split('\n')).toHaveLength(1)
  })
})
