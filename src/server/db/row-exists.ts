import { eq } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './client'

/**
 * Whether `table` has a row of uuid `id`: what tells "not yours" (403) from "no such thing" (404) once a
 * guarded query found nothing.
 */
export async function rowExists(db: Database, table: PgTable & { id: AnyPgColumn }, id: string) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id))
  return Boolean(row)
}
