import { companyListJourney, companyPageJourney } from './journeys/companies'

companyListJourney('nl')

companyPageJourney('nl')
