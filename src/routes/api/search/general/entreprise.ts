import { createFileRoute } from '@tanstack/react-router'
import { searchEndpoint } from '~/features/search/search-endpoint.server'
import { searchOrganisations } from '~/features/search/site-search.server'

/** `GET /api/search/general/entreprise?query=…&limit=4` (docs/product.md#api): organisations, `[list, total]`. */
export const Route = createFileRoute('/api/search/general/entreprise')({
  server: { handlers: searchEndpoint(searchOrganisations) },
})
