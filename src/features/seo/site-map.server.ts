import { sql } from 'drizzle-orm'
import type { Locale } from '~/i18n/locales'
import { type Database, queryRows } from '~/server/db/client'

export type NamedLink = { slug: string; name: string }

/** Companies, co-founder projects, articles and podcast episodes for the human sitemap, by name. */
export async function siteMapContent(db: Database, locale: Locale) {
  const [companies, projects, articles, episodes] = await Promise.all([
    queryRows<NamedLink>(
      db,
      sql`select t.slug, c.name from companies c
          join company_translations t on t.company_id = c.id and t.locale = ${locale}
          order by c.name`,
    ),
    queryRows<NamedLink>(
      db,
      sql`select slug, title as name from cofounder_projects
          where status = 'published' and published_at <= now() order by title`,
    ),
    queryRows<NamedLink>(
      db,
      sql`select t.slug, t.title as name from articles a
          join article_translations t on t.article_id = a.id and t.locale = ${locale}
          where a.published_at <= now() order by a.published_at desc`,
    ),
    queryRows<NamedLink>(
      db,
      sql`select slug, title as name from podcast_episodes where published_at <= now() order by published_at desc`,
    ),
  ])
  return { companies, projects, articles, episodes }
}
