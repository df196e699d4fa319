import { describe, expect, it } from 'vitest'
import { createI18n, trackedMessages } from '~/i18n/catalog'
import type { Locale } from '~/i18n/locales'
import { filterOptionGroups } from './filter-options'

const LABELS = {
  arts: { id: 'arts', message: 'Arts' },
  eau: { id: 'eau', message: 'Eau' },
  ecole: { id: 'ecole', message: 'école' },
  economie: { id: 'economie', message: 'Économie sociale' },
  zebre: { id: 'zebre', message: 'Zèbre' },
}

/** The options of one flat filter, as [value, count] in the order shown. */
function shown(values: (keyof typeof LABELS)[], counts: Record<string, number>, locale: Locale) {
  const [group] = filterOptionGroups({
    key: 'sectors',
    values,
    labels: LABELS,
    counts,
    i18n: createI18n(locale, {}),
  })
  return group!.options.map((option) => [option.value, option.count])
}

describe('filter options', () => {
  it('sort by count, then by label in the visitor’s language (accents where a reader expects them)', () => {
    expect(shown(['zebre', 'arts', 'economie', 'eau'], { eau: 2, economie: 1, zebre: 1 }, 'fr')).toEqual([
      ['eau', 2],
      ['economie', 1],
      ['zebre', 1],
      ['arts', 0],
    ])
  })

  it('sort labels of equal count as a reader would, whatever the accents and case', () => {
    const counts = { zebre: 1, economie: 1, ecole: 1, eau: 1, arts: 1 }
    expect(
      shown(['zebre', 'economie', 'ecole', 'eau', 'arts'], counts, 'nl').map(([value]) => value),
    ).toEqual(['arts', 'eau', 'ecole', 'economie', 'zebre'])
  })

  it('are made once per counts object, language and filter, and note their messages each time', () => {
    const counts = { eau: 2, arts: 1 }
    const made = (locale: Locale, given = counts) => {
      const read = new Set<string>()
      const messages = trackedMessages({ eau: ['Water'], arts: ['Kunst'] }, read).messages
      const groups = filterOptionGroups({
        key: 'sectors',
        values: ['arts', 'eau', 'zebre'],
        labels: LABELS,
        counts: given,
        i18n: createI18n(locale, messages),
      })
      return { groups, read: [...read].sort() }
    }
    const first = made('nl')
    expect(first.groups[0]!.options.map((option) => option.label)).toEqual(['Water', 'Kunst', 'Zèbre'])
    expect(first.read).toEqual(['arts', 'eau'])
    const again = made('nl')
    expect(again.groups).toBe(first.groups)
    expect(again.read).toEqual(['arts', 'eau'])
    expect(made('en').groups).not.toBe(first.groups)
    expect(made('nl', { ...counts }).groups).not.toBe(first.groups)
  })
})
