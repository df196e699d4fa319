import { createServerFn } from '@tanstack/react-start'
import { localeOrDefault } from '~/i18n/locales'

const LATEST_OFFERS = 60

/** The human sitemap's data: popular pages, newest offers, companies, projects, articles, episodes. */
export const getSiteMapPageFn = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const raw = (input ?? {}) as Record<string, unknown>
    return { locale: localeOrDefault(raw.locale) }
  })
  .handler(async ({ data }) => {
    const [{ getDb }, { listAllPopularPages }, { latestOffers }, { siteMapContent }] = await Promise.all([
      import('~/server/db'),
      import('~/features/pages/popular-pages.server'),
      import('~/features/jobs/offer-card.server'),
      import('./site-map.server'),
    ])
    const db = await getDb()
    const [pages, offers, content] = await Promise.all([
      listAllPopularPages(db, data.locale),
      latestOffers(db, data.locale, LATEST_OFFERS),
      siteMapContent(db, data.locale),
    ])
    return {
      ...content,
      pages,
      offers: offers.map((offer) => ({
        id: offer.id,
        title: offer.title,
        slug: offer.slug,
        company: offer.company,
      })),
    }
  })
