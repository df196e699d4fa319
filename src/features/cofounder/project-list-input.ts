/**
 * The project list's server function input (zod, on the server only: apart from `project-list-url.ts`,
 * which route definitions import into every page's first JavaScript).
 */
import { z } from 'zod/mini'
import { parseQuery } from '~/domain/list-search'
import { MAX_LIST_OFFSET } from './project-list-url'

const searchText = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value: string | number) => parseQuery(value)),
)

/** Input of the list's server function: one page of PAGE_SIZE projects from `offset`. */
export const cofounderListInputSchema = z.object({
  query: z.catch(searchText, ''),
  offset: z.catch(z.number().check(z.int(), z.minimum(0), z.maximum(MAX_LIST_OFFSET)), 0),
})
