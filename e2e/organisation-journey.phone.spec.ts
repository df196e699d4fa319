import { anOrganisationJoinsCompletesItsProfile } from './journeys/organisation-journey'

for (const locale of ['nl'] as const) anOrganisationJoinsCompletesItsProfile(locale)
