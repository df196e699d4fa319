import { defineConfig } from 'drizzle-kit'

/** `npm run db:generate` writes SQL migrations to ./drizzle from the schema; they are committed and run at boot. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
})
