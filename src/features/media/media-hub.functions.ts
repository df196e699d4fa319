import { createServerFn } from '@tanstack/react-start'
import { dbMiddleware } from '~/server/server-functions'
import { listArticles } from './articles.server'
import { latestEpisodes } from './podcast.server'

const HUB_ITEMS = 3

/** `/media`: the latest articles (in the visitor's language) and the latest episodes. */
export const getMediaHubFn = createServerFn({ method: 'GET' })
  .middleware([dbMiddleware])
  .handler(async ({ context: { db, locale } }) => {
    const [articles, episodes] = await Promise.all([
      listArticles(db, locale, null, 1, HUB_ITEMS),
      latestEpisodes(db, HUB_ITEMS),
    ])
    return { articles: articles.articles, episodes }
  })
