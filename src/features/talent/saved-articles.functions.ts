import { createServerFn } from '@tanstack/react-start'
import { isTalent, sessionMiddleware } from '~/features/auth/session-middleware'
import { articleCards } from '~/features/media/articles.server'
import { savedArticleIds, savedItemIds } from '~/features/saved-items/saved-items.server'

/**
 * `/talent/media`: the signed-in talent's favourite articles in the page's language (most recently saved
 * first) and every saved id (for the save toggles); null when signed out.
 */
export const getSavedArticlesFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .handler(async ({ context: { db, locale, user } }) => {
    if (!isTalent(user)) return null
    const [savedIds, articleIds] = await Promise.all([
      savedItemIds(db, user.id),
      savedArticleIds(db, user.id),
    ])
    return { savedIds, articles: await articleCards(db, locale, articleIds) }
  })
