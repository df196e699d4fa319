import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { ArticlePage } from '~/features/media/article-page'
import { LOCALES } from '~/i18n/locales'
import { pathFor } from '~/i18n/paths'

export const Route = createFileRoute('/{-$locale}/_white/articles/$article')({
  loader: async ({ context, params }) => {
    const result = await (await import('~/features/media/articles.functions')).getArticleFn({
      data: { slug: params.article },
    })
    if (result.kind === 'missing') throw notFound()
    if (result.kind === 'moved')
      throw redirect({ href: pathFor('article', context.locale, { article: result.slug }), statusCode: 301 })
    const { article } = result
    const alternates = Object.fromEntries(
      LOCALES.filter((locale) => article.slugs[locale]).map((locale) => [
        locale,
        pathFor('article', locale, { article: article.slugs[locale] }),
      ]),
    )
    return { article, alternates }
  },
  head: ({ loaderData }) =>
    loaderData
      ? {
          meta: [
            { title: `${loaderData.article.title} · Tremplin` },
            { name: 'description', content: loaderData.article.excerpt },
            { property: 'og:title', content: loaderData.article.title },
            { property: 'og:type', content: 'article' },
          ],
        }
      : {},
  component: () => <ArticlePage article={Route.useLoaderData().article} />,
})
