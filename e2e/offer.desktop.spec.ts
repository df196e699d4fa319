import { offerPageJourney } from './journeys/offer'

for (const locale of ['fr', 'en'] as const) offerPageJourney(locale)
