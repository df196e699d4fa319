/**
 * Backs up the data directory into one archive.
 *
 *   npm run db:backup -- [<archive>] [--out <archive>]
 *
 * Embedded database (no DATABASE_URL): stop Tremplin first (the script refuses while the database is
 * open); the archive holds the database and the uploaded files. With DATABASE_URL, PostgreSQL is backed up
 * with pg_dump (the script says how) and the archive holds the files on disk, if they are on disk.
 */
import { relative } from 'node:path'
import { parseArgs } from 'node:util'
import {
  BackupError,
  backupDataDir,
  defaultArchivePath,
  POSTGRES_BACKUP_HELP,
  S3_BACKUP_HELP,
} from '../src/server/db/backup'
import { DatabaseOpenError } from '../src/server/db/client'
import { env } from '../src/server/env'

const USAGE = `Usage: npm run db:backup -- [<archive>] [--out <archive>]

  <archive>, --out <archive>  the file to write (default backups/tremplin-<UTC time>.tar.gz);
                              an existing file is never replaced
  --help                      show this message

Stop Tremplin first: the embedded database (DATA_DIR/db) cannot be read while the app has it open.
Restore with: npm run db:restore -- <archive>`

function usageError(message: string): never {
  console.error(`db:backup: ${message}\n\n${USAGE}`)
  process.exit(2)
}

function readArgs(argv: string[]): { archive: string | undefined } {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: true,
    })
    if (values.help) {
      console.info(USAGE)
      process.exit(0)
    }
    if (positionals.length > 1 || (positionals.length === 1 && values.out))
      return usageError('give the archive once (as an argument or with --out)')
    return { archive: values.out ?? positionals[0] }
  } catch (error) {
    return usageError((error as Error).message)
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

async function main(): Promise<void> {
  const args = readArgs(process.argv.slice(2))
  const config = env()
  const archive = args.archive ?? defaultArchivePath()
  const postgres = config.databaseUrl !== undefined
  if (postgres) console.info(`${POSTGRES_BACKUP_HELP}\n`)
  if (config.s3) {
    console.info(S3_BACKUP_HELP)
    if (postgres) {
      console.info(
        '\nNothing is kept in DATA_DIR with both DATABASE_URL and S3_BUCKET set: no archive written.',
      )
      return
    }
  }
  const { manifest } = await backupDataDir({ dataDir: config.dataDir, archive, database: !postgres })
  const { database, files } = manifest
  console.info(`Backup written: ${relative(process.cwd(), archive) || archive}`)
  if (database)
    console.info(
      `  embedded database (PostgreSQL ${database.postgresVersion}, ${database.migrations} migrations, latest ${database.latestMigration ?? 'unknown'}), ${megabytes(database.bytes)}`,
    )
  console.info(
    `  ${files.count} file${files.count === 1 ? '' : 's'} (${megabytes(files.bytes)}) from ${files.folders.length > 0 ? files.folders.map((folder) => `${config.dataDir}/${folder}`).join(', ') : 'no folder: none on disk yet'}`,
  )
  if (postgres) console.info('  the PostgreSQL database is not in it: run pg_dump as above.')
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof DatabaseOpenError
  console.error(`db:backup failed: ${error instanceof Error ? error.message : String(error)}`)
  if (!known && error instanceof Error && error.stack) console.error(error.stack)
  process.exit(1)
})
