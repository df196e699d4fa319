import type { Locale } from '~/i18n/locales'
import { apiLocale, otherMethods, parseQueryParams } from '~/server/api'
import { getDb } from '~/server/db'
import type { Database } from '~/server/db/client'
import { searchApiParams } from './search-params.server'

type Search = (db: Database, locale: Locale, query: string, limit: number) => Promise<[unknown[], number]>

/** The handlers of a `GET /api/search/…?query=…&limit=4` endpoint of docs/product.md#api, answering `[list, total]`. */
export function searchEndpoint(search: Search) {
  return {
    ...otherMethods(['GET']),
    GET: async ({ request }: { request: Request }) => {
      const params = parseQueryParams(request, searchApiParams)
      if (!params.ok) return params.response
      const pair = await search(await getDb(), apiLocale(request), params.data.query, params.data.limit)
      return Response.json(pair, { headers: { vary: 'Accept-Language' } })
    },
  }
}
