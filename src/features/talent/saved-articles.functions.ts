import { createServerFn } from '@tanstack/react-start'
import { localeOrDefault } from '~/i18n/locales'

/**
 * `/talent/media`: the signed-in talent's favourite articles in the page's language (most recently saved
 * first) and every saved id (for the save toggles); null when signed out.
 */
export const getSavedArticlesFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    return { locale: localeOrDefault((input as { locale?: unknown } | null)?.locale) }
  })
  .handler(async ({ data }) => {
    const [{ getDb }, { currentUser }, saved, { articleCards }] = await Promise.all([
      import('~/server/db'),
      import('~/features/auth/current-user.server'),
      import('~/features/saved-items/saved-items.server'),
      import('~/features/media/articles.server'),
    ])
    const db = await getDb()
    const user = await currentUser(db)
    if (!user) return null
    const [savedIds, articleIds] = await Promise.all([
      saved.savedItemIds(db, user.id),
      saved.savedArticleIds(db, user.id),
    ])
    return { savedIds, articles: await articleCards(db, data.locale, articleIds) }
  })
