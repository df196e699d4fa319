import { aCompanyPageTheLanguageSwitch, theListFilteredBySectorAnd } from './journeys/companies'

for (const locale of ['nl'] as const) theListFilteredBySectorAnd(locale)

for (const locale of ['nl'] as const) aCompanyPageTheLanguageSwitch(locale)
