/**
 * Creates an admin (a member of the selection committee): never by sign-up, only here.
 *
 *   npm run admin:create -- --email anne@example.org --first-name Anne [--last-name Martin] [--locale fr]
 *
 * The account has no password: an invitation link (valid 7 days, single use) is e-mailed and printed. Uses
 * the app's database (DATABASE_URL, else the embedded PGlite in DATA_DIR — stop `npm start` first: the
 * embedded database opens in one process at a time).
 */
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { CONTENT_LANGUAGES } from '../src/domain/enums'
import { EMAIL_PATTERN } from '../src/domain/validation'
import { createAdmin } from '../src/features/committee/admins.server'
import { configuredDatabase, openDatabase } from '../src/server/db/client'
import { env } from '../src/server/env'

const USAGE = `Usage: npm run admin:create -- --email <address> --first-name <name> [--last-name <name>] [--locale fr|nl|en]`

const argsSchema = z.object({
  email: z.string().trim().regex(EMAIL_PATTERN, '--email must be an e-mail address'),
  firstName: z.string().trim().min(1, '--first-name is required').max(100),
  lastName: z.string().trim().max(100).default(''),
  locale: z.enum(CONTENT_LANGUAGES).default('fr'),
})

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      locale: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  })
  if (values.help) {
    console.info(USAGE)
    return
  }
  const args = argsSchema.safeParse({
    email: values.email ?? '',
    firstName: values['first-name'] ?? '',
    lastName: values['last-name'],
    locale: values.locale,
  })
  if (!args.success) {
    console.error(`admin:create: ${args.error.issues.map((issue) => issue.message).join('; ')}\n\n${USAGE}`)
    process.exit(2)
  }
  const handle = await openDatabase(configuredDatabase(env()))
  try {
    await handle.migrate()
    const outcome = await createAdmin(handle.db, args.data)
    if (outcome.kind === 'exists') {
      console.error(
        `admin:create: ${args.data.email} already has an account (${outcome.role}); one account has one role, nothing was changed.`,
      )
      process.exitCode = 1
      return
    }
    console.info(
      `Admin created. Invitation to choose a password (also e-mailed, valid 7 days):\n${outcome.link}`,
    )
  } finally {
    await handle.close()
  }
}

main().catch((error: unknown) => {
  console.error(`admin:create failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
