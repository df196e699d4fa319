import { globalSearchJourney } from './journeys/search'

for (const locale of ['nl', 'en'] as const) globalSearchJourney(locale)
