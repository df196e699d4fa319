import { anOrganisationJoinsCompletesItsProfile } from './journeys/organisation-journey'

for (const locale of ['fr', 'en'] as const) anOrganisationJoinsCompletesItsProfile(locale)
