import { interviewJourney } from './journeys/interviews'

interviewJourney('nl')
