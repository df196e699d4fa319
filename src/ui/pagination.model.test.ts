import { describe, expect, it } from 'vitest'
import { paginationItems } from './pagination.model'

const show = (current: number, count: number, expanded = false) =>
  paginationItems(current, count, expanded)
    .map((item) => (item.kind === 'page' ? String(item.page) : '…'))
    .join(' ')

describe('pagination (docs/product.md#limits)', () => {
  it('shows every page up to 7', () => {
    expect(show(1, 1)).toBe('1')
    expect(show(4, 7)).toBe('1 2 3 4 5 6 7')
  })
  it('abbreviates beyond 7 around the current page', () => {
    expect(show(1, 20)).toBe('1 2 3 4 … 20')
    expect(show(10, 20)).toBe('1 … 9 10 11 … 20')
    expect(show(20, 20)).toBe('1 … 17 18 19 20')
    expect(show(3, 8)).toBe('1 2 3 4 … 8')
  })
  it('expands the ellipsis to every page', () => {
    expect(show(10, 12, true)).toBe('1 2 3 4 5 6 7 8 9 10 11 12')
  })
})
