/**
 * Backups of a DATA_DIR (`npm run db:backup` / `db:restore`): one .tar.gz holding a manifest, the
 * embedded database as PGlite dumps it (`database.tar`, taken while this process alone has it open, so
 * it is consistent) and the files on disk (`files/public/…`, `files/uploads/…`). With DATABASE_URL the
 * archive holds the files only: PostgreSQL is backed up with its own tools (pg_dump).
 */
import { createWriteStream } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { packTar, type TarSource } from 'modern-tar/fs'
import { z } from 'zod'
import { dataDirFolders } from '../storage/disk-store'
import { migrationsFolder, openDatabase, queryRows } from './client'
import { dataDirHolder, describeHolder } from './data-dir-lock'

export class BackupError extends Error {}

const FORMAT = 'tremplin-backup'
export const VERSION = 1
export const MANIFEST = 'manifest.json'
export const DATABASE = 'database.tar'
/** The folders of the disk store, as named in the archive (`files/<name>/…`) and in DATA_DIR. */
const FILE_FOLDERS = ['public', 'uploads'] as const
type FileFolder = (typeof FILE_FOLDERS)[number]

export const manifestSchema = z.object({
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

export async function exists(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null)) !== null
}

export async function isNonEmptyFolder(path: string): Promise<boolean> {
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
export async function appliedMigrations(
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

/** The commands that back up and restore PostgreSQL (DATABASE_URL): its own tools, not this script. */
export const POSTGRES_BACKUP_HELP = `PostgreSQL (DATABASE_URL) is backed up with its own tools, not by this script:

  pg_dump --format=custom --file=tremplin.dump "$DATABASE_URL"
  pg_restore --clean --if-exists --no-owner --dbname "$DATABASE_URL" tremplin.dump

(a managed PostgreSQL usually offers snapshots and point-in-time recovery as well).`

export const S3_BACKUP_HELP = `Uploads and pictures are in the S3 bucket (S3_BUCKET): back them up with the provider's
versioning or replication, or copy them, e.g. aws s3 sync s3://<bucket> ./tremplin-files`
