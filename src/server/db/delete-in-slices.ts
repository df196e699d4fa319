import { type SQL, sql } from 'drizzle-orm'
import { type Database, queryRows } from './client'

/**
 * Deletes the rows of `table` whose `timeColumn` is before `cutoff` (and that match `where`, if given),
 * `slice` rows per statement so that no lock is held for long (the retention jobs); answers how many went.
 */
export async function deleteOlderThan(
  db: Database,
  {
    table,
    timeColumn,
    cutoff,
    slice = 10_000,
    where = sql`true`,
  }: { table: string; timeColumn: string; cutoff: Date; slice?: number; where?: SQL },
): Promise<number> {
  let deleted = 0
  for (;;) {
    const rows = await queryRows<{ id: unknown }>(
      db,
      sql`delete from ${sql.identifier(table)} where id in (
            select id from ${sql.identifier(table)} where ${sql.identifier(timeColumn)} < ${cutoff} and (${where})
            limit ${slice}
          ) returning id`,
    )
    deleted += rows.length
    if (rows.length < slice) return deleted
  }
}
