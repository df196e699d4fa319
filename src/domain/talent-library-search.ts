/**
 * The CV library's search as its URL carries it (anything unknown is dropped, not an error). Apart from
 * `talent-library.ts` so that the route reads it without zod (see `search-params.ts`).
 */
import { AVAILABILITIES, JOB_CATEGORIES, REGIONS } from './enums'
import { oneOf, searchParams, text, wholeNumber } from './search-params'

export const librarySearch = searchParams({
  q: text(100, { trim: true }),
  category: oneOf(JOB_CATEGORIES),
  region: oneOf(REGIONS),
  availability: oneOf(AVAILABILITIES),
  skill: text(80, { trim: true }),
  page: wholeNumber(1, 1000),
})
export type LibrarySearch = ReturnType<typeof librarySearch.parse>
