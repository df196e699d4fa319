/**
 * Backups of a DATA_DIR (`npm run db:backup` / `db:restore`): one .tar.gz holding a manifest, the
 * embedded database as PGlite dumps it (`database.tar`, taken while this process alone has it open, so
 * it is consistent) and the files on disk (`files/public/…`, `files/uploads/…`). With DATABASE_URL the
 * archive holds the files only: PostgreSQL is backed up with its own tools (pg_dump).
 */
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { sql } from 'drizzle-orm'
import { packTar, type TarSource, unpackTar } from 'modern-tar/fs'
import { z } from 'zod'
import { dataDirFolders } from '../storage/disk-store'
import { migrationsFolder, openDatabase, queryRows } from './client'
import { claimDataDir, dataDirHolder, describeHolder } from './data-dir-lock'

export class BackupError extends Error {}

const FORMAT = 'tremplin-backup'
const VERSION = 1
const MANIFEST = 'manifest.json'
const DATABASE = 'database.tar'
/** The folders of the disk store, as named in the archive (`files/<name>/…`) and in DATA_DIR. */
const FILE_FOLDERS = ['public', 'uploads'] as const
type FileFolder = (typeof FILE_FOLDERS)[number]

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.number().int().min(1),
  createdAt: z.string(),
  database: z
    .object({
      engine: z.literal('pglite'),
      /** The PostgreSQL inside PGlite: its data folders load only into the same major version. */
      postgresVersion: z.string(),
      /** Migrations applied in the database when it was saved, and the newest one's tag. */
      migrations: z.number().int(),
      latestMigration: z.string().nullable(),
      bytes: z.number().int(),
    })
    .nullable(),
  files: z.object({
    folders: z.array(z.enum(FILE_FOLDERS)),
    count: z.number().int(),
    bytes: z.number().int(),
  }),
})

export type BackupManifest = z.infer<typeof manifestSchema>

/** `20260131T083000Z`: sorts in time order and is safe in file names everywhere. */
export function timestamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
}

export function defaultArchivePath(now = new Date()): string {
  return resolve('backups', `tremplin-${timestamp(now)}.tar.gz`)
}

const isPartial = (path: string) => path.endsWith('.partial')

async function exists(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null)) !== null
}

async function isNonEmptyFolder(path: string): Promise<boolean> {
  return ((await readdir(path).catch(() => [])) as string[]).length > 0
}

/** The regular files under `folder` (none when it does not exist), without half-written uploads. */
async function filesUnder(folder: string): Promise<{ count: number; bytes: number }> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => [])
  let count = 0
  let bytes = 0
  for (const entry of entries) {
    if (!entry.isFile() || isPartial(entry.name)) continue
    count += 1
    bytes += (await stat(join(entry.parentPath, entry.name))).size
  }
  return { count, bytes }
}

async function journalTags(): Promise<Map<number, string>> {
  const journal = JSON.parse(await readFile(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[]
  }
  return new Map(journal.entries.map((entry) => [entry.when, entry.tag]))
}

/** How many migrations the database has applied, and the tag of the newest (drizzle records its time). */
async function appliedMigrations(
  db: Parameters<typeof queryRows>[0],
): Promise<{ migrations: number; latestMigration: string | null }> {
  const [row] = await queryRows<{ count: number; latest: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  ).catch(() => [{ count: 0, latest: null }])
  const latest = row?.latest ? ((await journalTags()).get(Number(row.latest)) ?? null) : null
  return { migrations: row?.count ?? 0, latestMigration: latest }
}

async function postgresVersion(db: Parameters<typeof queryRows>[0]): Promise<string> {
  const [row] = await queryRows<{ version: string }>(
    db,
    sql`select current_setting('server_version') as version`,
  )
  return row?.version ?? 'unknown'
}

export type BackupSummary = { archive: string; manifest: BackupManifest }

/**
 * Writes `archive` (refusing to replace a file): the embedded database of `dataDir` when `database` is
 * true, and the files of the disk store. The database stays open (and announced) until the archive is
 * written, so neither the app nor another script starts on it in the meantime.
 */
export async function backupDataDir(options: {
  dataDir: string
  archive: string
  database: boolean
  now?: Date
}): Promise<BackupSummary> {
  const dataDir = resolve(options.dataDir)
  const archive = resolve(options.archive)
  if (await exists(archive)) throw new BackupError(`${archive} already exists; choose another file name.`)
  if (options.database) {
    if (!(await exists(join(dataDir, 'db', 'PG_VERSION'))))
      throw new BackupError(`There is no embedded database in ${join(dataDir, 'db')}: is DATA_DIR right?`)
    const holder = await dataDirHolder(dataDir)
    if (holder) throw new BackupError(describeHolder(holder, dataDir))
  }

  const handle = options.database ? await openDatabase({ kind: 'pglite', dataDir }) : null
  const partial = `${archive}.partial`
  try {
    let database: BackupManifest['database'] = null
    const sources: TarSource[] = []
    if (handle?.connection.kind === 'pglite') {
      const dump = await handle.connection.client.dumpDataDir('none')
      database = {
        engine: 'pglite',
        postgresVersion: await postgresVersion(handle.db),
        ...(await appliedMigrations(handle.db)),
        bytes: dump.size,
      }
      sources.push({ type: 'content', target: DATABASE, content: dump })
    }
    const disk = dataDirFolders(dataDir)
    const folderOf: Record<FileFolder, string> = { public: disk.public, uploads: disk.private }
    const folders: FileFolder[] = []
    let count = 0
    let bytes = 0
    for (const name of FILE_FOLDERS) {
      if (!(await exists(folderOf[name]))) continue
      folders.push(name)
      const found = await filesUnder(folderOf[name])
      count += found.count
      bytes += found.bytes
      sources.push({ type: 'directory', source: folderOf[name], target: `files/${name}` })
    }
    const manifest: BackupManifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: (options.now ?? new Date()).toISOString(),
      database,
      files: { folders, count, bytes },
    }
    sources.unshift({ type: 'content', target: MANIFEST, content: `${JSON.stringify(manifest, null, 2)}\n` })

    await mkdir(dirname(archive), { recursive: true })
    await pipeline(
      packTar(sources, { filter: (path) => !isPartial(path) }),
      createGzip(),
      createWriteStream(partial),
    )
    await rename(partial, archive)
    return { archive, manifest }
  } finally {
    await rm(partial, { force: true })
    await handle?.close()
  }
}

export type RestoreSummary = {
  manifest: BackupManifest
  /** Where the data the restore replaced went (`<folder>.before-restore-<time>` in DATA_DIR). */
  movedAside: string[]
  /** Migrations applied after the restore (the archive's database was older than the code). */
  migrationsAfter: number | null
}

async function readManifest(folder: string, archive: string): Promise<BackupManifest> {
  let text: string
  try {
    text = await readFile(join(folder, MANIFEST), 'utf8')
  } catch {
    throw new BackupError(`${archive} is not a Tremplin backup (it has no ${MANIFEST}).`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new BackupError(`${archive} is not a Tremplin backup (its ${MANIFEST} is not JSON).`)
  }
  const version = (json as { version?: unknown } | null)?.version
  if (typeof version === 'number' && version > VERSION)
    throw new BackupError(
      `${archive} was made by a newer Tremplin (backup format ${version}); update Tremplin before restoring it.`,
    )
  const parsed = manifestSchema.safeParse(json)
  if (!parsed.success) throw new BackupError(`${archive} is not a Tremplin backup (unexpected ${MANIFEST}).`)
  return parsed.data
}

/**
 * Restores `archive` into `dataDir`. Refuses while the database is open elsewhere, and refuses to replace
 * data unless `force`: then the current folders are moved aside, never deleted. The restored database is
 * migrated, so a backup made by an older version comes up to date.
 */
export async function restoreDataDir(options: {
  dataDir: string
  archive: string
  force: boolean
  /** False when DATABASE_URL is set: an archive holding an embedded database is then refused. */
  database: boolean
  now?: Date
}): Promise<RestoreSummary> {
  const dataDir = resolve(options.dataDir)
  const archive = resolve(options.archive)
  if (!(await stat(archive).catch(() => null))?.isFile())
    throw new BackupError(`There is no file ${archive}.`)
  const holder = await dataDirHolder(dataDir)
  if (holder) throw new BackupError(describeHolder(holder, dataDir))

  await mkdir(dataDir, { recursive: true })
  const release = await claimDataDir(dataDir)
  // Unpacked beside its destination (same disk), so putting it in place is a rename.
  const staging = await mkdtemp(join(dataDir, '.restore-'))
  try {
    try {
      await pipeline(
        createReadStream(archive),
        createGunzip(),
        unpackTar(staging, {
          strict: true,
          filter: (header) => header.type === 'file' || header.type === 'directory',
        }),
      )
    } catch (error) {
      throw new BackupError(
        `${archive} is not a readable Tremplin backup (${(error as Error).message || 'unreadable'}).`,
      )
    }
    const manifest = await readManifest(staging, archive)
    if (manifest.database && !options.database)
      throw new BackupError(
        `${basename(archive)} holds an embedded database, but DATABASE_URL is set: unset it to restore into ${dataDir}.`,
      )

    // What the restore replaces: the database (when the archive has one) and both file folders, so that
    // the result is exactly the backup.
    const disk = dataDirFolders(dataDir)
    const targets: { from: string; to: string }[] = [
      ...(manifest.database ? [{ from: join(staging, 'db'), to: join(dataDir, 'db') }] : []),
      { from: join(staging, 'files', 'public'), to: disk.public },
      { from: join(staging, 'files', 'uploads'), to: disk.private },
    ]
    const occupied: string[] = []
    for (const target of targets) if (await isNonEmptyFolder(target.to)) occupied.push(target.to)
    if (occupied.length > 0 && !options.force)
      throw new BackupError(
        `${dataDir} already holds data (${occupied.map((path) => relative(dataDir, path)).join(', ')}). ` +
          'Run again with --force to replace it: the current folders are moved aside (<folder>.before-restore-<time>), not deleted.',
      )

    if (manifest.database) {
      const dump = new Blob([await readFile(join(staging, DATABASE)).catch(() => new Uint8Array())])
      try {
        const loaded = await PGlite.create({
          dataDir: join(staging, 'db'),
          loadDataDir: dump,
          extensions: { unaccent, pg_trgm },
        })
        await loaded.close()
      } catch (error) {
        throw new BackupError(
          `The database in ${archive} cannot be loaded (${(error as Error).message || String(error)}).`,
        )
      }
    }

    const stamp = timestamp(options.now ?? new Date())
    const movedAside: string[] = []
    for (const target of targets) {
      if (!(await exists(target.to))) continue
      const aside = `${target.to}.before-restore-${stamp}`
      await rename(target.to, aside)
      movedAside.push(aside)
    }
    for (const target of targets) if (await exists(target.from)) await rename(target.from, target.to)

    let migrationsAfter: number | null = null
    if (manifest.database) {
      const handle = await openDatabase({ kind: 'pglite', dataDir })
      try {
        await handle.migrate()
        migrationsAfter = (await appliedMigrations(handle.db)).migrations
      } finally {
        await handle.close()
      }
    }
    return { manifest, movedAside, migrationsAfter }
  } finally {
    await rm(staging, { recursive: true, force: true })
    await release()
  }
}

/** The commands that back up and restore PostgreSQL (DATABASE_URL): its own tools, not this script. */
export const POSTGRES_BACKUP_HELP = `PostgreSQL (DATABASE_URL) is backed up with its own tools, not by this script:

  pg_dump --format=custom --file=tremplin.dump "$DATABASE_URL"
  pg_restore --clean --if-exists --no-owner --dbname "$DATABASE_URL" tremplin.dump

(a managed PostgreSQL usually offers snapshots and point-in-time recovery as well).`

export const S3_BACKUP_HELP = `Uploads and pictures are in the S3 bucket (S3_BUCKET): back them up with the provider's
versioning or replication, or copy them, e.g. aws s3 sync s3://<bucket> ./tremplin-files`
