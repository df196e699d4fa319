import { organisationJourney } from './journeys/organisation-journey'

organisationJourney('nl')
