import { createServerFn } from '@tanstack/react-start'
import { localeOrDefault } from '~/i18n/locales'

const HUB_ITEMS = 3

/** `/media`: the latest articles (in the visitor's language) and the latest episodes. */
export const getMediaHubFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    return { locale: localeOrDefault((input as { locale?: unknown } | null)?.locale) }
  })
  .handler(async ({ data }) => {
    const [{ getDb }, { listArticles }, { latestEpisodes }] = await Promise.all([
      import('~/server/db'),
      import('./articles.server'),
      import('./podcast.server'),
    ])
    const db = await getDb()
    const [articles, episodes] = await Promise.all([
      listArticles(db, data.locale, null, 1, HUB_ITEMS),
      latestEpisodes(db, HUB_ITEMS),
    ])
    return { articles: articles.articles, episodes }
  })
