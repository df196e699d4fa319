import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { pageInput, slugInput } from '~/domain/url-input'
import { dbMiddleware } from '~/server/server-functions'
import { categoryFromSlug } from './articles.model'
import { findArticle, listArticles } from './articles.server'

/** One page of articles, of one category when `category` (a slug of the URL) names one. */
export const listArticlesFn = createServerFn({ method: 'GET' })
  .middleware([dbMiddleware])
  .validator(z.object({ category: z.optional(slugInput), page: pageInput }))
  .handler(({ data, context }) =>
    listArticles(
      context.db,
      context.locale,
      data.category ? categoryFromSlug(data.category) : null,
      data.page,
    ),
  )

export const getArticleFn = createServerFn({ method: 'GET' })
  .middleware([dbMiddleware])
  .validator(z.object({ slug: slugInput }))
  .handler(async ({ data, context }) =>
    data.slug ? findArticle(context.db, context.locale, data.slug) : { kind: 'missing' as const },
  )
