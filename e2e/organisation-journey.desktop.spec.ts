import { organisationJourney } from './journeys/organisation-journey'

for (const locale of ['fr', 'en'] as const) organisationJourney(locale)
