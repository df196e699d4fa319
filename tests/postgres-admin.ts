/** What the tests do as the PostgreSQL test role (TEST_DATABASE_URL): create and drop throw-away databases. */
import pg from 'pg'

/** Runs one statement on a connection of its own (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function asAdmin(adminUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(sql)
  } finally {
    await admin.end()
  }
}

/** The address of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}
