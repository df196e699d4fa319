import { legalPagesJourney } from './journeys/pages'

for (const locale of ['fr', 'nl'] as const) legalPagesJourney(locale)
