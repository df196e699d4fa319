/**
 * Restores an archive of `npm run db:backup` into DATA_DIR.
 *
 *   npm run db:restore -- <archive> [--force]
 *
 * Stop Tremplin first (the script refuses while the embedded database is open). Data already in DATA_DIR
 * is replaced only with --force, and then moved aside (DATA_DIR/<folder>.before-restore-<time>), never
 * deleted. The restored database is migrated, so an older backup comes up to this version's schema.
 */
import { parseArgs } from 'node:util'
import { BackupError, POSTGRES_BACKUP_HELP } from '../src/server/db/backup'
import { DatabaseOpenError } from '../src/server/db/client'
import { restoreDataDir } from '../src/server/db/restore'
import { env } from '../src/server/env'

const USAGE = `Usage: npm run db:restore -- <archive> [--force]

  <archive>  a file written by npm run db:backup
  --force    replace the data already in DATA_DIR (it is moved aside, not deleted)
  --help     show this message

Stop Tremplin first: the embedded database (DATA_DIR/db) cannot be replaced while the app has it open.`

function usageError(message: string): never {
  console.error(`db:restore: ${message}\n\n${USAGE}`)
  process.exit(2)
}

function readArgs(argv: string[]): { archive: string; force: boolean } {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: true,
    })
    if (values.help) {
      console.info(USAGE)
      process.exit(0)
    }
    const [archive, ...more] = positionals
    if (!archive || more.length > 0) return usageError('give one archive to restore')
    return { archive, force: values.force ?? false }
  } catch (error) {
    return usageError((error as Error).message)
  }
}

async function main(): Promise<void> {
  const args = readArgs(process.argv.slice(2))
  const config = env()
  const postgres = config.databaseUrl !== undefined
  const { manifest, movedAside, migrationsAfter } = await restoreDataDir({
    dataDir: config.dataDir,
    archive: args.archive,
    force: args.force,
    database: !postgres,
  })
  console.info(`Restored the backup of ${manifest.createdAt} into ${config.dataDir}:`)
  if (manifest.database)
    console.info(
      `  embedded database (${manifest.database.migrations} migrations in the backup, ${migrationsAfter} after migrating)`,
    )
  console.info(`  ${manifest.files.count} file${manifest.files.count === 1 ? '' : 's'}`)
  for (const path of movedAside) console.info(`  the data it replaced is kept in ${path}`)
  if (postgres) console.info(`\nThe archive held files only. ${POSTGRES_BACKUP_HELP}`)
  if (config.s3)
    console.info(
      '\nS3_BUCKET is set: the app reads files from the bucket, not from the folders restored here.',
    )
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof DatabaseOpenError
  console.error(`db:restore failed: ${error instanceof Error ? error.message : String(error)}`)
  if (!known && error instanceof Error && error.stack) console.error(error.stack)
  process.exit(1)
})
