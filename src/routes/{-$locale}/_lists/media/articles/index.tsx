import { msg } from '@lingui/core/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { ArticlesPage } from '~/features/media/articles-page'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_lists/media/articles/')({
  validateSearch: z.object({ page: z.optional(z.catch(z.coerce.number().check(z.int(), z.positive()), 1)) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ deps }) =>
    (await import('~/features/media/articles.functions')).listArticlesFn({
      data: { page: deps.page },
    }),
  head: (context) =>
    pageHead(context, {
      title: msg`Articles · Tremplin`,
      description: msg`Conseils pour trouver un job qui a du sens, histoires d'organisations et portraits de celles et ceux qui les font vivre.`,
    }),
  component: () => {
    const data = Route.useLoaderData()
    return (
      <ArticlesPage
        category={null}
        {...data}
        renderPageLink={(page, props) => <Link to="." search={{ page }} {...props} />}
      />
    )
  },
})
