import { createServerFn } from '@tanstack/react-start'
import { localeOrDefault } from '~/i18n/locales'
import { parseJobFilters, parsePage, parseQuery } from './jobs.search'

/** The job list's data: one page, the total and every facet count (inputs re-validated on the server). */
export const searchJobsFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const raw = (input ?? {}) as Record<string, unknown>
    return {
      locale: localeOrDefault(raw.locale),
      params: {
        query: parseQuery(raw.query),
        filters: parseJobFilters(raw.filters),
        page: parsePage(raw.page),
      },
    }
  })
  .handler(async ({ data }) => {
    const [{ getDb }, { searchJobs }] = await Promise.all([
      import('~/server/db'),
      import('./job-search.server'),
    ])
    return searchJobs(await getDb(), data.locale, data.params)
  })
