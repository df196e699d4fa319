import { createServerFn } from '@tanstack/react-start'
import { isLocale, LOCALES } from '~/i18n/locales'

const SLUG = /^[a-z0-9][a-z0-9-]{0,160}$/

/** The offer page's data, or why there is none (`missing`, or `moved` to the locale's company slug). */
export const getOfferPageFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const raw = (input ?? {}) as Record<string, unknown>
    return {
      locale: isLocale(raw.locale) ? raw.locale : LOCALES[0],
      companySlug: typeof raw.companySlug === 'string' ? raw.companySlug : '',
      jobSlug: typeof raw.jobSlug === 'string' ? raw.jobSlug : '',
    }
  })
  .handler(async ({ data }) => {
    if (!SLUG.test(data.companySlug) || !SLUG.test(data.jobSlug)) return { kind: 'missing' as const }
    const [{ getDb }, { findOfferPage }, { env }] = await Promise.all([
      import('~/server/db'),
      import('./offer-page.server'),
      import('~/server/env'),
    ])
    const result = await findOfferPage(await getDb(), data.locale, data.companySlug, data.jobSlug)
    return { ...result, appUrl: env().appUrl }
  })
