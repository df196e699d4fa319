import { createServerFn } from '@tanstack/react-start'
import { localeOrDefault } from '~/i18n/locales'

export const getPopularPageFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const raw = (input ?? {}) as Record<string, unknown>
    return {
      locale: localeOrDefault(raw.locale),
      slug: typeof raw.slug === 'string' ? raw.slug.slice(0, 160) : '',
    }
  })
  .handler(async ({ data }) => {
    const [{ getDb }, { findPopularPage }] = await Promise.all([
      import('~/server/db'),
      import('./popular-pages.server'),
    ])
    return findPopularPage(await getDb(), data.locale, data.slug)
  })

export const listAllPopularPagesFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => ({
    locale: localeOrDefault((input as { locale?: unknown } | null)?.locale),
  }))
  .handler(async ({ data }) => {
    const [{ getDb }, { listAllPopularPages }] = await Promise.all([
      import('~/server/db'),
      import('./popular-pages.server'),
    ])
    return listAllPopularPages(await getDb(), data.locale)
  })
