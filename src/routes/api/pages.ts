import { createFileRoute } from '@tanstack/react-router'
import { cachedPopularPages } from '~/features/pages/popular-pages.server'
import { apiError, apiLocale, otherMethods } from '~/server/api'

/** `GET /api/pages` (docs/product.md#api): the most-visited pages in the Accept-Language locale. */
export const Route = createFileRoute('/api/pages')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async ({ request }) => {
        const url = new URL(request.url)
        if ([...url.searchParams.keys()].length > 0) {
          return apiError(400, 'This endpoint takes no query parameters.')
        }
        const pages = await cachedPopularPages(apiLocale(request))
        return Response.json(pages, {
          headers: { 'cache-control': 'public, max-age=300', vary: 'Accept-Language' },
        })
      },
    },
  },
})
