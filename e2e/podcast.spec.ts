import { podcastListJourney, podcastThemeJourney } from './journeys/podcast'

podcastListJourney('nl')

podcastThemeJourney('nl')
