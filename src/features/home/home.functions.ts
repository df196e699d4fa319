import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { LOCALES } from '~/i18n/locales'

const HOME_OFFERS = 6
const HOME_COMPANIES = 6

/** The home page's data: the newest offers and companies and the headline counts. */
export const getHomePage = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: z.enum(LOCALES) }))
  .handler(async ({ data }) => {
    const [{ getDb }, jobs, companies] = await Promise.all([
      import('~/server/db'),
      import('~/features/jobs/jobs.server'),
      import('~/features/companies/companies.server'),
    ])
    const db = await getDb()
    const [offers, latest, offerCount, companyCount] = await Promise.all([
      jobs.latestOffers(db, data.locale, HOME_OFFERS),
      companies.latestCompanies(db, data.locale, HOME_COMPANIES),
      jobs.countPublishedOffers(db),
      companies.countCompanies(db),
    ])
    return { offers, companies: latest, counts: { offers: offerCount, companies: companyCount } }
  })
