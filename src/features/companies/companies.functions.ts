import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { parsePage, parseQuery } from '~/domain/list-search'
import { isSlug } from '~/domain/slugs'
import { localeOrDefault } from '~/i18n/locales'
import { parseCompanyFilters } from './companies.search'

/** The company list's data: one page, the total and the facet counts (inputs re-validated on the server). */
export const searchCompaniesFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const raw = (input ?? {}) as Record<string, unknown>
    return {
      locale: localeOrDefault(raw.locale),
      params: {
        query: parseQuery(raw.query),
        filters: parseCompanyFilters(raw.filters),
        page: parsePage(raw.page),
      },
    }
  })
  .handler(async ({ data }) => {
    const [{ getDb }, { searchCompanies }] = await Promise.all([
      import('~/server/db'),
      import('./company-search.server'),
    ])
    return searchCompanies(await getDb(), data.locale, data.params)
  })

/** The company page's data, or why there is none (`missing`, or `moved` to the locale's slug). */
export const getCompanyPageFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const raw = (input ?? {}) as Record<string, unknown>
    return {
      locale: localeOrDefault(raw.locale),
      slug: typeof raw.slug === 'string' ? raw.slug : '',
    }
  })
  .handler(async ({ data }) => {
    if (!isSlug(data.slug)) return { kind: 'missing' as const }
    const [{ getDb }, { findCompanyPage }] = await Promise.all([
      import('~/server/db'),
      import('./company-page.server'),
    ])
    return findCompanyPage(await getDb(), data.locale, data.slug)
  })

const alertTarget = z.object({ companyId: z.uuid() })

const signedIn = async () => {
  const [{ getDb }, { currentUser }, alerts] = await Promise.all([
    import('~/server/db'),
    import('~/features/auth/current-user.server'),
    import('./company-alerts.server'),
  ])
  const db = await getDb()
  return { db, user: await currentUser(db), alerts }
}

/** The signed-in user's alert on a company: on or off, null when signed out. */
export const getCompanyAlertFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => alertTarget.safeParse(input))
  .handler(async ({ data: parsed }): Promise<boolean | null> => {
    if (!parsed.success) return null
    const { db, user, alerts } = await signedIn()
    return alerts.companyAlertState(db, user, parsed.data.companyId)
  })

/** Turns the signed-in user's alert on a company on or off; signed out, nothing happens. */
export const setCompanyAlertFn = createServerFn({ method: 'POST' })
  .validator((input: unknown) => z.object({ companyId: z.uuid(), active: z.boolean() }).safeParse(input))
  .handler(async ({ data: parsed }) => {
    if (!parsed.success) return { ok: false as const, error: 'missing' as const }
    const { db, user, alerts } = await signedIn()
    return alerts.setCompanyAlert(db, user, parsed.data.companyId, parsed.data.active)
  })
