import { interviewJourney } from './journeys/interviews'

for (const locale of ['fr', 'en'] as const) interviewJourney(locale)
