import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { listParamsSchema } from '~/domain/list-search'
import { slugInput } from '~/domain/url-input'
import { sessionMiddleware } from '~/features/auth/session-middleware'
import { dbMiddleware } from '~/server/server-functions'
import { companyAlertState, setCompanyAlert } from './company-alerts.server'
import { COMPANY_FILTER_VALUES } from './company-list-url'
import { findCompanyPage } from './company-page.server'
import { searchCompanies } from './company-search.server'

/** The company list's data: one page, the total and the facet counts (inputs re-validated on the server). */
export const searchCompaniesFn = createServerFn({ method: 'GET' })
  .middleware([dbMiddleware])
  .validator(listParamsSchema(COMPANY_FILTER_VALUES))
  .handler(({ data, context }) => searchCompanies(context.db, context.locale, data))

/** The company page's data, or why there is none (`missing`, or `moved` to the locale's slug). */
export const getCompanyPageFn = createServerFn({ method: 'GET' })
  .middleware([dbMiddleware])
  .validator(z.object({ slug: slugInput }))
  .handler(async ({ data, context }) =>
    data.slug ? findCompanyPage(context.db, context.locale, data.slug) : { kind: 'missing' as const },
  )

/** The signed-in user's alert on a company: on or off, null when signed out. */
export const getCompanyAlertFn = createServerFn({ method: 'GET' })
  .middleware([sessionMiddleware])
  .validator(z.object({ companyId: z.uuid() }))
  .handler(({ data, context }) => companyAlertState(context.db, context.user, data.companyId))

/** Turns the signed-in user's alert on a company on or off; signed out, nothing happens. */
export const setCompanyAlertFn = createServerFn({ method: 'POST' })
  .middleware([sessionMiddleware])
  .validator(z.object({ companyId: z.uuid(), active: z.boolean() }))
  .handler(({ data, context }) => setCompanyAlert(context.db, context.user, data.companyId, data.active))
