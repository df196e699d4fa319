import { theGlobalSearchShowsJobsOrganisations } from './journeys/search'

for (const locale of ['nl', 'en'] as const) theGlobalSearchShowsJobsOrganisations(locale)
