/**
 * The project list's state in the URL: `query` (full-text search) and `page`, the number of pages of
 * PAGE_SIZE projects shown ("load more" raises it, so a shared URL shows the same list). Invalid values
 * are dropped, never an error page.
 */
import { PAGE_SIZE } from '~/domain/constants'
import { parseQuery } from '~/domain/list-search'
import { searchParams, wholeNumber } from '~/domain/search-params'

/** Load more stops here: past it, the list is better searched than scrolled (and a URL cannot ask for more). */
export const MAX_LIST_PAGES = 20
export const MAX_LIST_OFFSET = (MAX_LIST_PAGES - 1) * PAGE_SIZE

/** The list's search params as the router stores them (no zod: see `search-params.ts`). */
export const cofounderListSearchSchema = searchParams({
  query: (value) =>
    typeof value === 'string' || typeof value === 'number' ? parseQuery(value) || undefined : undefined,
  page: wholeNumber(1, MAX_LIST_PAGES),
})
export type CofounderListSearch = ReturnType<typeof cofounderListSearchSchema.parse>
