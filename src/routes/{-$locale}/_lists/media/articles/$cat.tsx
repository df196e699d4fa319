import { createFileRoute, notFound } from '@tanstack/react-router'
import { MAX_PAGE } from '~/domain/list-search'
import { searchParams, wholeNumber } from '~/domain/search-params'
import { categoryFromSlug } from '~/features/media/articles.model'
import { ArticlesPage } from '~/features/media/articles-page'
import { ARTICLE_CATEGORY_LABELS } from '~/i18n/labels'
import { SearchLink } from '~/i18n/localized-link'
import { pageHead } from '~/i18n/page-head'

export const Route = createFileRoute('/{-$locale}/_lists/media/articles/$cat')({
  validateSearch: searchParams({ page: wholeNumber(1, MAX_PAGE) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ params, deps }) => {
    const category = categoryFromSlug(params.cat)
    if (!category) throw notFound()
    const data = await (await import('~/features/media/articles.functions')).listArticlesFn({
      data: { category: params.cat, page: deps.page },
    })
    return { ...data, category }
  },
  head: (context) =>
    context.loaderData
      ? pageHead(context, { title: ARTICLE_CATEGORY_LABELS[context.loaderData.category] })
      : {},
  component: () => {
    const data = Route.useLoaderData()
    return (
      <ArticlesPage {...data} renderPageLink={(page, props) => <SearchLink search={{ page }} {...props} />} />
    )
  },
})
