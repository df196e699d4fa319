/**
 * Restoring a backup made by backup.ts into a DATA_DIR (`npm run db:restore`): never over data unless
 * asked, and then the current folders are moved aside rather than deleted.
 */
import { createReadStream } from 'node:fs'
import { mkdir, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises'
import { basename, join, relative, resolve } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { unpackTar } from 'modern-tar/fs'
import { dataDirFolders } from '../storage/disk-store'
import {
  appliedMigrations,
  BackupError,
  type BackupManifest,
  DATABASE,
  exists,
  isNonEmptyFolder,
  MANIFEST,
  manifestSchema,
  timestamp,
  VERSION,
} from './backup'
import { openDatabase } from './client'
import { claimDataDir, dataDirHolder, describeHolder } from './data-dir-lock'

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
