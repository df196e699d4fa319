import { countCompanies, latestCompanies } from '~/features/companies/companies.server'
import { latestOffers } from '~/features/offers/offer-card.server'
import { countPublicOffers } from '~/features/offers/offer-visibility.server'
import type { Locale } from '~/i18n/locales'
import { cachedForMs } from '~/server/cache'
import { getDb } from '~/server/db'
import type { Database } from '~/server/db/client'

const HOME_OFFERS = 6
const HOME_COMPANIES = 6
const HOME_CACHE_MS = 60_000

/** The home page's data: the newest offers and recruiting companies and the headline counts. */
export async function loadHomePage(db: Database, locale: Locale) {
  const [offers, companies, offerCount, companyCount] = await Promise.all([
    latestOffers(db, locale, HOME_OFFERS),
    latestCompanies(db, locale, HOME_COMPANIES),
    countPublicOffers(db),
    countCompanies(db),
  ])
  return { offers, companies, counts: { offers: offerCount, companies: companyCount } }
}

/** The same for every visitor of a locale: computed at most once a minute per app node. */
export const cachedHomePage = cachedForMs(HOME_CACHE_MS, async (locale: Locale) =>
  loadHomePage(await getDb(), locale),
)
