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

  it('sort labels of equal count as a reader would, whatever the accents and case', () => {
    const labels = {
      zebre: { id: 'zebre', message: 'Zèbre' },
      economie: { id: 'economie', message: 'Économie sociale' },
      ecole: { id: 'ecole', message: 'école' },
      eau: { id: 'eau', message: 'Eau' },
      arts: { id: 'arts', message: 'Arts' },
    }
    const [group] = filterOptionGroups({
      key: 'sectors',
      values: Object.keys(labels),
      labels,
      counts: { zebre: 1, economie: 1, ecole: 1, eau: 1, arts: 1 },
      i18n: createI18n('nl', {}),
    })
    expect(group!.options.map((option) => option.value)).toEqual([
      'arts',
      'eau',
      'ecole',
      'economie',
      'zebre',
    ])
  })
})
