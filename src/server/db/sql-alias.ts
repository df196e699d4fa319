import { type SQL, sql } from 'drizzle-orm'

/**
 * A table alias written into raw SQL (`o`, `offers`, `c`): shared rules are SQL fragments that name the
 * alias of the query they go in. Aliases come from the code, never from a request: anything else throws.
 */
export function sqlAlias(alias: string): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`Not a table alias: ${alias}`)
  return sql.raw(alias)
}
