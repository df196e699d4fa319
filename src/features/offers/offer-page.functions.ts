import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { jsonForScript } from '~/domain/json-for-script'
import { slugInput } from '~/domain/url-input'
import { pathFor } from '~/i18n/paths'
import { env } from '~/server/env'
import { dbMiddleware } from '~/server/server-functions'
import { jobPostingJsonLd } from './job-posting'
import { findOfferPage } from './offer-page.server'

/** The offer page's data, or why there is none (`missing`, or `moved` to the locale's company slug). */
export const getOfferPageFn = createServerFn({ method: 'GET' })
  .middleware([dbMiddleware])
  .validator(z.object({ companySlug: slugInput, offerSlug: slugInput }))
  .handler(async ({ data, context }) => {
    if (!data.companySlug || !data.offerSlug) return { kind: 'missing' as const }
    const result = await findOfferPage(context.db, context.locale, data.companySlug, data.offerSlug)
    const appUrl = env().appUrl
    if (result.kind !== 'found') return { ...result, appUrl }
    // The JobPosting JSON-LD is built here, so its code never ships to browsers. It names the offer's URL
    // in the offer's own language.
    const { page } = result
    const language = page.offer.language
    const offerUrl = `${appUrl}${pathFor('job', language, { slug: page.companySlugs[language] ?? data.companySlug, job: data.offerSlug })}`
    const jsonLd = page.offer.available
      ? jsonForScript(jobPostingJsonLd(page, offerUrl, page.company.logoUrl))
      : null
    return { ...result, appUrl, jsonLd }
  })
