import { anOfferFromTheListShows } from './journeys/offer'

for (const locale of ['fr', 'en'] as const) anOfferFromTheListShows(locale)
