import { globalSearchJourney } from './journeys/search'

globalSearchJourney('fr')
