import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MAX_PAGE } from '~/domain/list-search'
import { searchParams, wholeNumber } from '~/domain/search-params'
import { ArticlesPage } from '~/features/media/articles-page'
import { SearchLink } from '~/i18n/localized-link'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_lists/media/articles/')({
  validateSearch: searchParams({ page: wholeNumber(1, MAX_PAGE) }),
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
        renderPageLink={(page, props) => <SearchLink search={{ page }} {...props} />}
      />
    )
  },
})
