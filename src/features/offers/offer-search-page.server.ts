import { listParamsSchema } from '~/domain/list-search'
import { storableStrings } from '~/domain/storable-text'
import type { Locale } from '~/i18n/locales'
import { getDb } from '~/server/db'
import type { Database } from '~/server/db/client'
import { OFFER_FILTER_VALUES } from './offer-list-url'
import { type OfferSearchResult, searchOffers } from './offer-search.server'

const offerSearchInput = listParamsSchema(OFFER_FILTER_VALUES)

/** The job list's data for `input` as a caller sent it: made storable and validated as `searchOffersFn` does. */
export function searchOffersFromInput(
  db: Database,
  locale: Locale,
  input: unknown,
): Promise<OfferSearchResult> {
  return searchOffers(db, locale, offerSearchInput.parse(storableStrings(input)))
}

/**
 * The job list's data for a page the server renders: what `searchOffersFn` answers, without a server
 * function's middleware (~2 % of a rendered job list's CPU).
 */
export async function searchOffersForPage(locale: Locale, input: unknown): Promise<OfferSearchResult> {
  return searchOffersFromInput(await getDb(), locale, input)
}
