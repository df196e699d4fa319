import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { savedItemsQuery } from '~/features/saved-items/saved-items'
import { TalentMediaPage } from '~/features/talent/media-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/talent/media')({
  loader: async ({ context }) => {
    const { getSavedArticlesFn } = await import('~/features/talent/saved-articles.functions')
    const saved = await getSavedArticlesFn()
    // The toggles show the saved state from the first render (the list comes with the page).
    if (saved) context.queryClient.setQueryData(savedItemsQuery.queryKey, saved.savedIds)
    return { articles: saved?.articles ?? [] }
  },
  staleTime: 0,
  head: (context) => pageHead(context, { title: msg`Mes médias · Tremplin`, noindex: true }),
  component: () => <TalentMediaPage articles={Route.useLoaderData().articles} />,
})
