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
    const [{ getDb }, { findOfferPage }, { env }, { jobPostingJsonLd, jsonForScript }, { pathFor }] =
      await Promise.all([
        import('~/server/db'),
        import('./offer-page.server'),
        import('~/server/env'),
        import('./job-posting'),
        import('~/i18n/paths'),
      ])
    const result = await findOfferPage(await getDb(), data.locale, data.companySlug, data.jobSlug)
    const appUrl = env().appUrl
    if (result.kind !== 'found') return { ...result, appUrl }
    // The JobPosting JSON-LD is built here, so its code never ships to browsers. It names the offer's URL
    // in the offer's own language.
    const { page } = result
    const language = page.offer.language
    const offerUrl = `${appUrl}${pathFor('job', language, { slug: page.companySlugs[language] ?? data.companySlug, job: data.jobSlug })}`
    const jsonLd = page.offer.available
      ? jsonForScript(jobPostingJsonLd(page, offerUrl, page.company.logoUrl))
      : null
    return { ...result, appUrl, jsonLd }
  })
