import { createServerFn } from '@tanstack/react-start'
import { latestOffers } from '~/features/offers/offer-card.server'
import { listAllPopularPages } from '~/features/pages/popular-pages.server'
import { dbMiddleware } from '~/server/server-functions'
import { siteMapContent } from './site-map-page.server'

const LATEST_OFFERS = 60

/** The human sitemap's data: popular pages, newest offers, companies, projects, articles, episodes. */
export const getSiteMapPageFn = createServerFn({ method: 'GET' })
  .middleware([dbMiddleware])
  .handler(async ({ context: { db, locale } }) => {
    const [pages, offers, content] = await Promise.all([
      listAllPopularPages(db, locale),
      latestOffers(db, locale, LATEST_OFFERS),
      siteMapContent(db, locale),
    ])
    return {
      ...content,
      pages,
      offers: offers.map((offer) => ({
        id: offer.id,
        slug: offer.slug,
        title: offer.title,
        company: offer.company,
      })),
    }
  })
