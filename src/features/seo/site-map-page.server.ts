import { sql } from 'drizzle-orm'
import { isPublicProject } from '~/features/cofounder/project-visibility.server'
import { isPublicArticle, isPublicEpisode } from '~/features/media/media-visibility.server'
import { isPublicCompany } from '~/features/offers/offer-visibility.server'
import type { Locale } from '~/i18n/locales'
import { type Database, queryRows } from '~/server/db/client'
import type { NamedLink } from './site-map-page.model'

/** Companies, co-founder projects, articles and podcast episodes for the human sitemap, by name. */
export async function siteMapContent(db: Database, locale: Locale) {
  const [companies, projects, articles, episodes] = await Promise.all([
    queryRows<NamedLink>(
      db,
      sql`select t.slug, c.name from companies c
          join company_translations t on t.company_id = c.id and t.locale = ${locale}
          where ${isPublicCompany('c')}
          order by c.name`,
    ),
    queryRows<NamedLink>(
      db,
      sql`select p.slug, p.title as name from cofounder_projects p where ${isPublicProject('p')} order by p.title`,
    ),
    queryRows<NamedLink>(
      db,
      sql`select t.slug, t.title as name from articles a
          join article_translations t on t.article_id = a.id and t.locale = ${locale}
          where ${isPublicArticle('a')} order by a.published_at desc`,
    ),
    queryRows<NamedLink>(
      db,
      sql`select e.slug, e.title as name from podcast_episodes e where ${isPublicEpisode('e')} order by e.published_at desc`,
    ),
  ])
  return { companies, projects, articles, episodes }
}
