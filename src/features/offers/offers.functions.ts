import { createServerFn } from '@tanstack/react-start'
import { listParamsSchema } from '~/domain/list-search'
import { dbMiddleware } from '~/server/server-functions'
import { OFFER_FILTER_VALUES } from './offer-list-url'
import { searchOffers } from './offer-search.server'

/** The job list's data: one page, the total and every facet count (inputs re-validated on the server). */
export const searchOffersFn = createServerFn({ method: 'GET' })
  .middleware([dbMiddleware])
  .validator(listParamsSchema(OFFER_FILTER_VALUES))
  .handler(({ data, context }) => searchOffers(context.db, context.locale, data))
