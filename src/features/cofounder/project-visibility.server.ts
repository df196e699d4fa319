import { type SQL, sql } from 'drizzle-orm'
import { sqlAlias } from '~/server/db/sql-alias'

/**
 * Which co-founder projects the public sees — the one place this rule is written (the list, the project
 * page, the global search, both sitemaps): published, once their publication time has come.
 */
export function isPublicProject(alias = 'p'): SQL {
  const p = sqlAlias(alias)
  return sql`(${p}.status = 'published' and ${p}.published_at <= now())`
}
