import { articlesJourney, saveArticleJourney } from './journeys/media'

articlesJourney('nl')

saveArticleJourney('nl')
