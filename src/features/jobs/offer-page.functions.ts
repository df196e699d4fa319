import { createServerFn } from '@tanstack/react-start'
import { isSlug } from '~/domain/slugs'
import { localeOrDefault } from '~/i18n/locales'

/** The offer page's data, or why there is none (`missing`, or `moved` to the locale's company slug). */
export const getOfferPageFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const raw = (input ?? {}) as Record<string, unknown>
    return {
      locale: localeOrDefault(raw.locale),
      companySlug: typeof raw.companySlug === 'string' ? raw.companySlug : '',
      jobSlug: typeof raw.jobSlug === 'string' ? raw.jobSlug : '',
    }
  })
  .handler(async ({ data }) => {
    if (!isSlug(data.companySlug) || !isSlug(data.jobSlug)) return { kind: 'missing' as const }
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
