import { aThemePageWithItsLocalized, podcastListFiltersWithCountsNo } from './journeys/podcast'

for (const locale of ['nl'] as const) podcastListFiltersWithCountsNo(locale)

for (const locale of ['nl'] as const) aThemePageWithItsLocalized(locale)
