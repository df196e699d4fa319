import { legalPagesJourney } from './journeys/pages'

legalPagesJourney('en')
