import { createServerFn } from '@tanstack/react-start'
import { isSlug } from '~/domain/slugs'
import { localeOrDefault } from '~/i18n/locales'
import { categoryFromSlug } from './articles.model'

export const listArticlesFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const raw = (input ?? {}) as Record<string, unknown>
    const page = Number(raw.page)
    return {
      locale: localeOrDefault(raw.locale),
      category: typeof raw.category === 'string' ? categoryFromSlug(raw.category) : null,
      page: Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1,
    }
  })
  .handler(async ({ data }) => {
    const [{ getDb }, { listArticles }] = await Promise.all([
      import('~/server/db'),
      import('./articles.server'),
    ])
    return listArticles(await getDb(), data.locale, data.category, data.page)
  })

export const getArticleFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const raw = (input ?? {}) as Record<string, unknown>
    return {
      locale: localeOrDefault(raw.locale),
      slug: typeof raw.slug === 'string' ? raw.slug : '',
    }
  })
  .handler(async ({ data }) => {
    if (!isSlug(data.slug)) return { kind: 'missing' as const }
    const [{ getDb }, { findArticle }] = await Promise.all([
      import('~/server/db'),
      import('./articles.server'),
    ])
    return findArticle(await getDb(), data.locale, data.slug)
  })
