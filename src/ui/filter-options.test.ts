import { describe, expect, it } from 'vitest'
import { createI18n } from '~/i18n/catalog'
import { filterOptionGroups } from './filter-options'

describe('filter options', () => {
  it('sort by count, then by label in the visitor’s language (accents where a reader expects them)', () => {
    const labels = {
      arts: { id: 'arts', message: 'Arts' },
      eau: { id: 'eau', message: 'Eau' },
      economie: { id: 'economie', message: 'Économie sociale' },
      zebre: { id: 'zebre', message: 'Zèbre' },
    }
    const [group] = filterOptionGroups({
      key: 'sectors',
      values: ['zebre', 'arts', 'economie', 'eau'],
      labels,
      counts: { eau: 2, economie: 1, zebre: 1 },
      i18n: createI18n('fr', {}),
    })
    expect(group!.options.map((option) => [option.value, option.count])).toEqual([
      ['eau', 2],
      ['economie', 1],
      ['zebre', 1],
      ['arts', 0],
    ])
  })
})
