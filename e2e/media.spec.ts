import { articlesByCategoryAnArticlePage, savingAnArticleSignedOutAsks } from './journeys/media'

for (const locale of ['nl'] as const) articlesByCategoryAnArticlePage(locale)

for (const locale of ['nl'] as const) savingAnArticleSignedOutAsks(locale)
