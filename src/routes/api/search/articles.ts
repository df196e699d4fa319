import { createFileRoute } from '@tanstack/react-router'
import { searchEndpoint } from '~/features/search/search-endpoint.server'
import { searchArticles } from '~/features/search/site-search.server'

/** `GET /api/search/articles?query=…&limit=4` (docs/product.md#api): published articles, `[list, total]`. */
export const Route = createFileRoute('/api/search/articles')({
  server: { handlers: searchEndpoint(searchArticles) },
})
