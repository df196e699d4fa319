import { type SQL, sql } from 'drizzle-orm'
import { sqlAlias } from '~/server/db/sql-alias'

/**
 * Which articles and podcast episodes the public sees — written once for the media pages, the global
 * search and both sitemaps: those whose publication time has come (scheduled ones wait).
 */
export function isPublicArticle(alias = 'a'): SQL {
  return sql`${sqlAlias(alias)}.published_at <= now()`
}

export function isPublicEpisode(alias = 'e'): SQL {
  return sql`${sqlAlias(alias)}.published_at <= now()`
}
