/**
 * The project list's state in the URL: `query` (full-text search) and `page`, the number of pages of
 * PAGE_SIZE projects shown ("load more" raises it, so a shared URL shows the same list). Invalid values
 * are dropped, never an error page.
 */
import { z } from 'zod/mini'
import { PAGE_SIZE } from '~/domain/constants'
import { parseQuery } from '~/domain/list-search'

/** Load more stops here: past it, the list is better searched than scrolled (and a URL cannot ask for more). */
export const MAX_LIST_PAGES = 20
export const MAX_LIST_OFFSET = (MAX_LIST_PAGES - 1) * PAGE_SIZE

const searchText = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value: string | number) => parseQuery(value)),
)

export const cofounderListSearchSchema = z.object({
  query: z.optional(
    z.catch(
      z.pipe(
        searchText,
        z.transform((text) => text || undefined),
      ),
      undefined,
    ),
  ),
  page: z.optional(
    z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_LIST_PAGES))), undefined),
  ),
})
export type CofounderListSearch = z.infer<typeof cofounderListSearchSchema>

/** Input of the list's server function: one page of PAGE_SIZE projects from `offset`. */
export const cofounderListInputSchema = z.object({
  query: z.catch(searchText, ''),
  offset: z.catch(z.number().check(z.int(), z.minimum(0), z.maximum(MAX_LIST_OFFSET)), 0),
})
export type CofounderListInput = z.infer<typeof cofounderListInputSchema>
