import { PAGINATION_FULL_MAX } from '~/domain/constants'

export type PaginationItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: 'start' | 'end' }

/**
 * The page buttons of docs/product.md#limits: every page when there are 7 or fewer, else the first and last pages, the
 * current one and its neighbours, with an ellipsis (expandable) for each gap.
 */
export function paginationItems(current: number, pageCount: number, expanded = false): PaginationItem[] {
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1)
  if (pageCount <= PAGINATION_FULL_MAX || expanded) return pages.map((page) => ({ kind: 'page', page }))
  const shown = new Set([1, pageCount, current - 1, current, current + 1])
  if (current <= 3) for (const page of [2, 3, 4]) shown.add(page)
  if (current >= pageCount - 2)
    for (const page of [pageCount - 3, pageCount - 2, pageCount - 1]) shown.add(page)
  const items: PaginationItem[] = []
  let previous = 0
  for (const page of pages.filter((p) => shown.has(p))) {
    if (page - previous > 1) items.push({ kind: 'ellipsis', key: previous === 1 ? 'start' : 'end' })
    items.push({ kind: 'page', page })
    previous = page
  }
  return items
}
