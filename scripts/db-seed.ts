/**
 * Seeds the application database with the deterministic demo data.
 *
 *   npm run db:seed -- [--offers 100000] [--seed 42] [--reset]
 *
 * Opens the same database as the app (DATABASE_URL, else the embedded PGlite in DATA_DIR), runs the
 * migrations, then seeds. A database that already holds data is left alone unless --reset is given,
 * which empties the seeded tables first (and, by cascade, applications and saved items pointing at them).
 */
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { configuredDatabase, openDatabase } from '../src/server/db/client'
import {
  DEFAULT_OFFER_COUNT,
  DEFAULT_SEED,
  isDatabaseEmpty,
  SEEDED_TABLES,
  seedDatabase,
  truncateSeededTables,
} from '../src/server/db/seed'
import { env } from '../src/server/env'

const USAGE = `Usage: npm run db:seed -- [--offers <n>] [--seed <n>] [--reset]

  --offers <n>  number of job offers to generate, 1 to 1000000 (default ${DEFAULT_OFFER_COUNT})
  --seed <n>    seed of the pseudo-random generator, a non-negative integer (default ${DEFAULT_SEED})
  --reset       empty the seeded tables first (${SEEDED_TABLES.join(', ')}), cascading to the rows
                that reference them (applications, saved items...)
  --help        show this message

The database is the app's: DATABASE_URL when set, otherwise the embedded PGlite in DATA_DIR (./data).`

const integer = (label: string) =>
  z
    .string()
    .regex(/^\d+$/, `${label} must be a whole number`)
    .transform((value) => Number(value))

const argsSchema = z.object({
  offers: integer('--offers')
    .pipe(
      z
        .number()
        .int()
        .min(1, '--offers must be at least 1')
        .max(1_000_000, '--offers must be at most 1000000'),
    )
    .default(DEFAULT_OFFER_COUNT),
  seed: integer('--seed')
    .pipe(
      z
        .number()
        .int()
        .max(2 ** 32 - 1, '--seed must be below 2^32'),
    )
    .default(DEFAULT_SEED),
  reset: z.boolean().default(false),
})

type SeedArgs = z.infer<typeof argsSchema>

function usageError(message: string): never {
  console.error(`db:seed: ${message}\n\n${USAGE}`)
  process.exit(2)
}

function readArgs(argv: string[]): SeedArgs {
  let values: Record<string, string | boolean | undefined>
  try {
    values = parseArgs({
      args: argv,
      options: {
        offers: { type: 'string' },
        seed: { type: 'string' },
        reset: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (error) {
    return usageError((error as Error).message)
  }
  if (values.help) {
    console.info(USAGE)
    process.exit(0)
  }
  const parsed = argsSchema.safeParse({ offers: values.offers, seed: values.seed, reset: values.reset })
  if (!parsed.success) return usageError(parsed.error.issues.map((issue) => issue.message).join('; '))
  return parsed.data
}

async function main(): Promise<void> {
  const args = readArgs(process.argv.slice(2))
  const config = env()
  const target = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`
  const handle = await openDatabase(configuredDatabase(config))
  try {
    await handle.migrate()
    if (!(await isDatabaseEmpty(handle.db))) {
      if (!args.reset) {
        console.error(
          `db:seed: the database (${target}) already contains data; nothing was changed.\n` +
            'Run again with --reset to empty the seeded tables and seed from scratch.',
        )
        process.exitCode = 1
        return
      }
      console.info(`Emptying the seeded tables of ${target}...`)
      await truncateSeededTables(handle.db)
    }
    console.info(`Seeding ${target} with ${args.offers} offers (seed ${args.seed})...`)
    const started = performance.now()
    const counts = await seedDatabase(handle.db, { offers: args.offers, seed: args.seed })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.info(`Seeded in ${seconds} s:`)
    console.table(counts)
  } finally {
    await handle.close()
  }
}

main().catch((error: unknown) => {
  console.error(`db:seed failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
