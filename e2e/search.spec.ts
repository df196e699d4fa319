import { theGlobalSearchShowsJobsOrganisations } from './journeys/search'

for (const locale of ['fr'] as const) theGlobalSearchShowsJobsOrganisations(locale)
